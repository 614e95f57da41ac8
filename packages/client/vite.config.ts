import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The client consumes the rules' and the protocol's TypeScript sources (types, board data, card
// texts, the suggestions' bot, the wire contract): each entry its source, so the bundle holds one
// tree-shaken copy of the rules (through node_modules it would get their CommonJS build as well).
export default defineConfig({
  resolve: {
    // Exact matches: '@stronghold/rules' alone must not swallow '@stronghold/rules/cards' or '/bots'.
    alias: [
      { find: /^@stronghold\/protocol$/, replacement: fileURLToPath(new URL('../protocol/src/index.ts', import.meta.url)) },
      { find: /^@stronghold\/rules\/bots$/, replacement: fileURLToPath(new URL('../rules/src/bots/index.ts', import.meta.url)) },
      { find: /^@stronghold\/rules\/cards$/, replacement: fileURLToPath(new URL('../rules/src/cards/index.ts', import.meta.url)) },
      { find: /^@stronghold\/rules$/, replacement: fileURLToPath(new URL('../rules/src/index.ts', import.meta.url)) },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/api': 'http://localhost:2567', '/health': 'http://localhost:2567' } },
});
