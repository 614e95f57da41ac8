/**
 * @stronghold/protocol: the wire contract between server and client (docs/protocol.md).
 * Message types, the complete error-code union, the view <-> wire mapping of the room state and
 * the compact `legal` / `log` encodings. Pure: no Colyseus, no I/O.
 */
export * from './error-codes';
export * from './room-options';
export * from './client-messages';
export * from './server-messages';
export * from './typed-room';
export * from './rooms';
export * from './wire-state';
export * from './legal-menu';
export * from './log-wire';
export * from './version';
export { LOG_EVENTS, LOG_KINDS, type GameEvent, type LogKind, type LogParams, type LogCause } from '@stronghold/rules';
export * from './game-code';
export * from './accounts';
export * from './ratings';
export * from './review';
export * from './advice-terms';
