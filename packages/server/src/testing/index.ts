/**
 * A Node client of the Stronghold protocol for the server's tests and the benchmark's drivers
 * (`@stronghold/server/testing`): an SDK client whose handlers exist before the socket
 * opens, the raw socket under a room, the expanded `legal` list, a seeded generator and a pick
 * from a list with it, and the room state with its mirror (RoomState, RoomStateSync) for the
 * benchmark, the client's Content-Security-Policy for the browser tests' static server, and the
 * built server as a child process (server-child.ts).
 * Not loaded by the server itself.
 */
export { onLegal, onRawFrame, PreparedClient, rawSocket } from './prepared-client';
export { mulberry32, pickOne } from './seeded-random';
export { freePort, SERVER_MAIN, startServerChild, type ServerChild, type ServerChildOptions } from './server-child';
// The room's state and its mirror, for the benchmark's offline rooms (bench/src/room-retention.ts).
export { RoomState } from '../schema/room-state';
export { RoomStateSync } from '../schema/sync';
// The client's Content-Security-Policy, which the browser tests' static server sends too.
export { contentSecurityPolicyText } from '../security/content-security-policy';
