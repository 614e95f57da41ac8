/**
 * The bench's printed report: the rows of each part (label, figure) and the one-line-per-room-count
 * table of the server under load.
 */
import type { EngineFigures } from './engine-bench';
import type { LoadFigures } from './load-run';
import type { RetentionFigures } from './room-retention';
import type { SizeRun } from './server-runs';

export type Row = [string, string];

export const fmt = (n: number | undefined, d = 1) => (n === undefined || !Number.isFinite(n) ? '-' : n.toFixed(d));
/** ' (best / median of N rounds: b / m)' for an engine figure measured in rounds. */
const roundsOf = (r: { best: number; median: number }, d: number) => ` (best / median round ${fmt(r.best, d)} / ${fmt(r.median, d)})`;

/** The one-line-per-room-count table: how round trip, CPU per action and memory grow with load. */
export function sweepTable(runs: SizeRun[], processes: number): string {
  const head = [
    'rooms',
    'actions/s offered -> served',
    'round trip p50 / p95 / p99 ms',
    'echo p99 ms',
    'p99 / echo p99',
    'server-side action ms',
    'of it durable save mean / p99 ms',
    'server CPU ms/action main thread',
    'of it in the kernel',
    'process (all threads)',
    'server CPU %',
    'peak RSS MB',
    'B/action player',
    'B/action spectator',
    'errors',
  ];
  const lines = runs.map((r) => {
    const s = r.server;
    const errs = s ? Object.values(s.errors).reduce((n, v) => n + v, 0) : NaN;
    return [
      String(r.rooms),
      s ? `${fmt(s.actionsOffered, 0)} -> ${fmt(s.actionsPerSecond, 0)}` : '-',
      s ? `${fmt(s.rtt.p50, 1)} / ${fmt(s.rtt.p95, 1)} / ${fmt(s.rtt.p99, 1)}` : '-',
      r.echo ? fmt(r.echo.rtt.p99, 1) : '-',
      s && r.echo ? `${fmt(s.rtt.p99 / r.echo.rtt.p99, 1)}x` : '-',
      s ? fmt(s.serverActionMs, 1) : '-',
      s ? `${fmt(s.serverSaveMs, 1)} / ${fmt(s.serverSaveP99Ms, 1)}` : '-',
      s ? fmt(s.serverMainCpuMsPerAction, 3) : '-',
      s ? fmt(s.serverMainKernelMsPerAction, 3) : '-',
      s ? fmt(s.serverCpuMsPerAction, 3) : '-',
      s ? `${fmt(s.serverCpuPercent, 0)} (main ${fmt(s.serverMainCpuPercent, 0)})` : '-',
      s ? fmt(s.serverPeakRssMB, 0) : '-',
      s ? fmt(s.playerBytesPerAction, 0) : '-',
      s ? fmt(s.spectatorBytesPerAction, 0) : '-',
      s ? String(errs) : '-',
    ];
  });
  const md = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const out = [md(head), md(head.map(() => '---')), ...lines.map(md)];
  if (processes > 1) {
    out.push(
      '',
      `per process (${processes} behind Redis):`,
      md(['rooms', 'port', 'actions/s', 'CPU ms/action main / process', 'CPU % (main)', 'peak RSS MB']),
    );
    out.push(md(['---', '---', '---', '---', '---', '---']));
    for (const r of runs) {
      for (const p of r.server?.processes ?? []) {
        out.push(
          md([
            String(r.rooms),
            String(p.port),
            fmt(p.actionsPerSecond, 0),
            `${fmt(p.mainCpuMsPerAction, 3)} / ${fmt(p.cpuMsPerAction, 3)}`,
            `${fmt(p.cpuPercent, 0)} (${fmt(p.mainCpuPercent, 0)})`,
            fmt(p.peakRssMB, 0),
          ]),
        );
      }
    }
  }
  return out.join('\n');
}

/** A room count's figures against the echo's and the naive full-state JSON. */
export function ratiosOf(r: SizeRun, naive: number | undefined) {
  return (
    r.server && {
      rttP50VsEcho: r.echo ? r.server.rtt.p50 / r.echo.rtt.p50 : null,
      rttP95VsEcho: r.echo ? r.server.rtt.p95 / r.echo.rtt.p95 : null,
      rttP99VsEcho: r.echo ? r.server.rtt.p99 / r.echo.rtt.p99 : null,
      bytesVsNaiveJson: naive ? r.server.bytesPerActionPerClient / naive : null,
      patchBytesVsNaiveJson: naive ? r.server.patchBytesPerActionPerClient / naive : null,
    }
  );
}

/** The engine's rows. */
export function engineRows(engine: EngineFigures): Row[] {
  const naive = engine.naiveJsonBytesPerAction;
  const rows: Row[] = [];
  rows.push(
    ['Engine (one core)', ''],
    [
      '  warm-up games (JIT; not in the figures below)',
      `${engine.warmup.games}: applyAction ${fmt(engine.warmup.meanApplyMicros, 1)} µs, legalActions ${fmt(engine.warmup.meanLegalMicros, 1)} µs, a game ${fmt(engine.warmup.meanGameMillis, 2)} ms (means)`,
    ],
    ['  games played', `${engine.games} in ${fmt(engine.seconds, 2)} s`],
    ['  games/s', fmt(engine.gamesPerSecond, 2)],
    ['  actions/s', fmt(engine.actionsPerSecond, 0)],
    ['  actions per game (mean)', fmt(engine.meanActionsPerGame, 0)],
    ['  legalActions mean', `${fmt(engine.meanLegalMicros, 1)} µs${roundsOf(engine.legalMicros, 1)}`],
    ['  applyAction mean', `${fmt(engine.meanApplyMicros, 1)} µs${roundsOf(engine.applyMicros, 1)}`],
    ['  viewFor mean (per call)', `${fmt(engine.meanViewMicros, 1)} µs${roundsOf(engine.viewMicros, 1)}`],
    ['  random game (engine time)', `${fmt(engine.meanGameMillis, 2)} ms${roundsOf(engine.gameMillis, 2)}`],
    [
      '  CPU: legalActions / applyAction',
      `${fmt(engine.cpuLegalMicros.mean, 1)} / ${fmt(engine.cpuApplyMicros.mean, 1)} µs (best round ${fmt(engine.cpuLegalMicros.best, 1)} / ${fmt(engine.cpuApplyMicros.best, 1)}, median ${fmt(engine.cpuLegalMicros.median, 1)} / ${fmt(engine.cpuApplyMicros.median, 1)})`,
    ],
    [
      '  CPU: viewFor / random game',
      `${fmt(engine.cpuViewMicros.mean, 1)} µs / ${fmt(engine.cpuGameMillis.mean, 2)} ms (best round ${fmt(engine.cpuViewMicros.best, 1)} / ${fmt(engine.cpuGameMillis.best, 2)}, median ${fmt(engine.cpuViewMicros.median, 1)} / ${fmt(engine.cpuGameMillis.median, 2)})`,
    ],
    [
      '  CPU: random game, lists from applyAction',
      `${fmt(engine.cpuGameResultLegalMillis.mean, 2)} ms (best / median round ${fmt(engine.cpuGameResultLegalMillis.best, 2)} / ${fmt(engine.cpuGameResultLegalMillis.median, 2)})`,
    ],
    ['  full state JSON per action (naive)', `${fmt(naive, 0)} B`],
  );
  return rows;
}

/** The offline rooms' retention rows, with one room alone when measured. */
export function retentionRows(r: RetentionFigures, alone: RetentionFigures | null): Row[] {
  const rows: Row[] = [];
  rows.push(
    [`What the rooms keep between actions (${r.rooms} offline rooms in one process, no sockets)`, ''],
    ['  promoted to the old generation per action', `${fmt(r.promotedKBPerAction, 2)} KB`],
    [
      '  scavenges per 1,000 actions / pause mean / max',
      `${fmt(r.scavengesPerThousandActions, 1)} / ${fmt(r.scavengePauseMeanMs, 1)} / ${fmt(r.scavengePauseMaxMs, 1)} ms`,
    ],
    ['  process CPU per action (rules + sync + encode + legal, GC threads included)', `${fmt(r.cpuMicrosPerAction, 0)} µs`],
  );
  if (alone)
    rows.push([
      '  the same, one room alone (its objects stay in the caches)',
      `${fmt(alone.cpuMicrosPerAction, 0)} µs (${r.rooms} rooms: ${fmt(r.cpuMicrosPerAction / alone.cpuMicrosPerAction, 2)}x)`,
    ]);
  return rows;
}

/** One measured load's rows (the echo, the server, or the server under a flood). */
export function loadRows(title: string, l: LoadFigures): Row[] {
  const rows: Row[] = [];
  rows.push(
    [title, ''],
    [
      '  rooms open / requested',
      `${l.roomsOpened} / ${l.rooms} (${l.drivers} driver processes, 1 action per room every ${l.paceMs} ms ± ${fmt(l.paceJitter * 100, 0)} %)`,
    ],
    ['  connected clients', String(l.connectedClients)],
    [
      '  actions (messages) offered / measured',
      `${fmt(l.actionsOffered, 0)}/s / ${l.actions} in ${fmt(l.seconds, 1)} s = ${fmt(l.actionsPerSecond, 0)}/s`,
    ],
    ['  round trip p50 / p95 / p99', `${fmt(l.rtt.p50, 2)} / ${fmt(l.rtt.p95, 2)} / ${fmt(l.rtt.p99, 2)} ms (n=${l.rtt.count})`],
    [
      '  bytes per action per client',
      `${fmt(l.bytesPerActionPerClient, 0)} B${l.mode === 'game' ? ` (player ${fmt(l.playerBytesPerAction, 0)} B, spectator ${fmt(l.spectatorBytesPerAction, 0)} B; state patches ${fmt(l.patchBytesPerActionPerClient, 0)} B)` : ''}`,
    ],
    [
      '  server CPU / peak RSS',
      `${fmt(l.serverCpuPercent, 0)} % of a core (main thread ${fmt(l.serverMainCpuPercent, 0)} %) / ${fmt(l.serverPeakRssMB, 0)} MB`,
    ],
    ['  server CPU per action: main thread / process', `${fmt(l.serverMainCpuMsPerAction, 3)} / ${fmt(l.serverCpuMsPerAction, 3)} ms`],
    [
      '  main thread: in the kernel / sleeps / preempted',
      `${fmt(l.serverMainKernelMsPerAction, 3)} ms / ${fmt(l.serverMainSleepsPerAction, 2)} / ${fmt(l.serverMainPreemptionsPerAction, 2)} per action`,
    ],
    ...(l.mode === 'game'
      ? [
          [
            '  server-side action time (mean) / loop lag p99',
            `${fmt(l.serverActionMs, 2)} ms (rules + durable save + sync + send) / ${fmt(l.serverLoopLagP99Ms, 1)} ms`,
          ] as [string, string],
          [
            '  of it, waiting for the durable save: mean / p99',
            `${fmt(l.serverSaveMs, 2)} / <= ${fmt(l.serverSaveP99Ms, 1)} ms (the p99 is a histogram bucket's edge)`,
          ] as [string, string],
        ]
      : []),
    ['  drivers CPU / worst loop delay p99', `${fmt(l.driverCpuPercent, 0)} % / ${fmt(l.driverLoopDelayP99Ms, 1)} ms`],
  );
  if (l.processes.length > 1) {
    for (const p of l.processes) {
      rows.push([
        `  process :${p.port}`,
        `${fmt(p.actionsPerSecond, 0)} actions/s, CPU ${fmt(p.cpuPercent, 0)} % (main ${fmt(p.mainCpuPercent, 0)} %), ${fmt(p.mainCpuMsPerAction, 3)} / ${fmt(p.cpuMsPerAction, 3)} ms per action, peak RSS ${fmt(p.peakRssMB, 0)} MB`,
      ]);
    }
  }
  if (l.mode === 'game') rows.push(['  games finished / errors', `${l.gamesFinished} / ${JSON.stringify(l.errors)}`]);
  return rows;
}

/** Each room count's loads, the hostile socket's figures and the ratios. */
export function sizeRunRows(runs: SizeRun[], sweep: boolean, processes: number, naive: number | undefined): Row[] {
  const rows: Row[] = [];
  for (const r of runs) {
    const tag = sweep ? ` (${r.rooms} rooms)` : '';
    if (r.echo) rows.push(...loadRows(`Baseline: bare ws echo${tag}`, r.echo));
    if (r.server)
      rows.push(...loadRows(`Server under load${tag}${processes > 1 ? `, ${processes} processes behind Redis` : ''}`, r.server));
    if (r.flooded && r.hostile && r.server) {
      const h = r.hostile;
      rows.push(...loadRows(`Same load + one hostile socket (~117 KiB frames)${tag}`, r.flooded));
      rows.push(
        [
          '  hostile frames sent / error replies',
          `${h.framesSent} (${fmt(h.framesPerSecond, 0)}/s) / ${h.errorReplies}; flooder CPU ${fmt(h.hostileCpuPercent, 0)} %`,
        ],
        [
          '  round trip p99 flooded vs plain',
          `${fmt(r.flooded.rtt.p99 / r.server.rtt.p99, 2)}x (p50 ${fmt(r.flooded.rtt.p50 / r.server.rtt.p50, 2)}x)`,
        ],
      );
    }
    const ratios = ratiosOf(r, naive);
    if (ratios) {
      rows.push(
        [`Ratios${tag}`, ''],
        [
          '  round trip vs echo p50 / p95 / p99',
          `${fmt(ratios.rttP50VsEcho ?? NaN, 2)}x / ${fmt(ratios.rttP95VsEcho ?? NaN, 2)}x / ${fmt(ratios.rttP99VsEcho ?? NaN, 2)}x`,
        ],
        [
          '  bytes per action vs full JSON',
          `${fmt(ratios.bytesVsNaiveJson ?? NaN, 3)}x (patches only ${fmt(ratios.patchBytesVsNaiveJson ?? NaN, 3)}x)`,
        ],
      );
    }
  }
  return rows;
}
