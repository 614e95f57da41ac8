/**
 * The operator page's HTML (admin-page.ts serves it): plain server-rendered markup with no script,
 * every name escaped, every form carrying the process's form token.
 */
import type { AccountRow } from '../persistence/account-store';
import type { RoomSummary } from './room-summary';
import type { HealthSnapshot } from './process-health';

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

const age = (s: number | null): string =>
  s === null
    ? '-'
    : s >= 86400
      ? `${(s / 86400).toFixed(1)} d`
      : s >= 3600
        ? `${(s / 3600).toFixed(1)} h`
        : s >= 60
          ? `${Math.round(s / 60)} min`
          : `${s} s`;

export interface AdminPageData {
  rooms: RoomSummary[];
  /** The newest accounts. */
  accounts: AccountRow[];
  health: HealthSnapshot;
  formToken: string;
}

export function adminPageHtml({ rooms: list, accounts: people, health: h, formToken }: AdminPageData): string {
  const accountRows = people
    .map((a) => {
      const action = a.disabledAt === null ? 'disable' : 'enable';
      return `<tr><td>${escape(a.name)}</td><td>${new Date(a.createdAt).toISOString()}</td><td>${a.disabledAt === null ? 'active' : 'disabled'}</td>
<td><form method="post" action="/admin/accounts"><input type="hidden" name="token" value="${formToken}"><input type="hidden" name="name" value="${escape(a.name)}">
<input type="hidden" name="action" value="${action}"><button type="submit">${action === 'disable' ? 'Disable' : 'Enable'}</button></form></td></tr>`;
    })
    .join('\n');
  const rows = list
    .map(
      (r) => `<tr><td><code>${escape(r.roomId)}</code>${r.private ? ' (private)' : ''}</td><td>${escape(r.name)}</td>
<td>${escape(r.status)}${r.locked ? ', locked' : ''}</td><td>${escape(r.invader || '-')}</td><td>${escape(r.defender || '-')}</td>
<td>${r.spectators}</td><td>${r.clients}</td><td>${r.turn ?? '-'} / ${escape(r.phase ?? '-')}</td><td>${age(r.ageSeconds)}</td>
<td><code>${escape(r.processId)}</code></td>
<td><form method="post" action="/admin/rooms/${encodeURIComponent(r.roomId)}/close"><input type="hidden" name="token" value="${formToken}">
<button type="submit">Close</button></form></td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stronghold operator</title>
<style>body{font:14px system-ui,sans-serif;margin:1.5em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3em .6em;text-align:left}</style></head>
<body><h1>Stronghold operator</h1>
<h2>This process</h2>
<p>pid ${h.pid}, ${escape(h.node)}, up ${age(h.uptimeSeconds)}; memory RSS ${h.memoryMB.rss} MB, heap ${h.memoryMB.heapUsed} / ${h.memoryMB.heapTotal} MB;
event-loop delay since the last look: mean ${h.eventLoopDelayMs.mean} ms, p99 ${h.eventLoopDelayMs.p99} ms, max ${h.eventLoopDelayMs.max} ms.</p>
<h2>Live rooms (${list.length})</h2>
<table><tr><th>room</th><th>name</th><th>status</th><th>invader</th><th>defender</th><th>spectators</th><th>connections</th><th>turn / phase</th><th>age</th><th>process</th><th></th></tr>
${rows}</table>
<h2>Accounts (newest ${people.length})</h2>
<form method="post" action="/admin/accounts"><input type="hidden" name="token" value="${formToken}">
<label>Account name <input name="name" maxlength="20" required></label>
<select name="action"><option value="disable">Disable</option><option value="enable">Enable</option></select> <button type="submit">Apply</button></form>
<table><tr><th>name</th><th>created</th><th>state</th><th></th></tr>
${accountRows}</table>
<p>A disabled account cannot sign in and its sessions end at once; its games and ratings stay.</p>
<p>Close: an unfinished game is marked abandoned (its record stays readable at /api/games/&lt;id&gt;/record) and everyone is disconnected.
JSON: <a href="/admin/api/rooms">/admin/api/rooms</a>, <a href="/admin/api/health">/admin/api/health</a>.</p>
</body></html>`;
}
