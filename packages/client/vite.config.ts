import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The client consumes the rules package's TypeScript source (types, board data, card texts).
export default defineConfig({
  resolve: {
    // Exact matches: '@stronghold/rules' alone must not swallow '@stronghold/rules/protocol' or '/cards'.
    alias: [
      { find: /^@stronghold\/rules\/protocol$/, replacement: fileURLToPath(new URL('../rules/src/protocol/index.ts', import.meta.url)) },
      { find: /^@stronghold\/rules\/cards$/, replacement: fileURLToPath(new URL('../rules/src/cards/index.ts', import.meta.url)) },
      { find: /^@stronghold\/rules$/, replacement: fileURLToPath(new URL('../rules/src/index.ts', import.meta.url)) },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/api': 'http://localhost:2567', '/health': 'http://localhost:2567' } },
});
