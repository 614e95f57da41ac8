/** Placeholder entry point (replaced by the game server). */
import express from 'express';
import path from 'node:path';

const app = express();
const port = Number(process.env.PORT ?? 2567);
app.get('/health', (_req, res) => res.json({ ok: true }));
app.use(express.static(path.resolve(__dirname, '../../client/dist')));
app.listen(port, () => console.log(`Stronghold Online on http://localhost:${port}`));
