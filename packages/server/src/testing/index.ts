/**
 * A Node client of the Stronghold protocol for the server's tests and the benchmark's drivers
 * (`@stronghold/server/testing`): a colyseus.js client whose handlers exist before the socket
 * opens, the raw socket under a room, the expanded `legal` list, and a seeded generator.
 * Not loaded by the server itself.
 */
export { onLegal, PreparedClient, rawSocket } from './prepared-client';
export { mulberry32 } from './seeded-random';
