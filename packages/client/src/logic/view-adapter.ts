/**
 * The room state (Colyseus schema as plain JSON, `toJSON()`) to the GameView a seat sees. The
 * mapping is the protocol's (one contract for server, client and tests); these are the client's
 * names for it.
 */
export { gameViewFromWire as toGameView, roomMetaFromWire as roomMeta, type RoomMeta } from '@stronghold/rules/protocol';
