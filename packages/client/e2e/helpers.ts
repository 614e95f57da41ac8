/** Shared pieces of the browser tests: Chromium from Debian, a static file server, screenshots. */
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ROOT = path.resolve(__dirname, '../../..');
export const DIST = path.resolve(__dirname, '../dist');
export const ARTIFACTS = path.join(ROOT, 'artifacts');

export const canRunBrowser = (): boolean => existsSync(CHROMIUM) && existsSync(path.join(DIST, 'index.html'));

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--use-gl=swiftshader', '--enable-unsafe-swiftshader'],
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Serve the built client on an ephemeral port (for tests that need no game server). */
export function serveDist(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const p = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    let file = path.join(DIST, p === '/' ? 'index.html' : p);
    if (!file.startsWith(DIST) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(DIST, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const a = server.address();
    resolve({ server, url: `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}` });
  }));
}

export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/** Collect page errors so a test can assert none happened. */
export function watchErrors(page: Page, into: string[]): void {
  page.on('pageerror', (e) => into.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/WebSocket|Failed to load resource|ERR_CONNECTION/.test(m.text())) into.push(`console: ${m.text()}`);
  });
}
