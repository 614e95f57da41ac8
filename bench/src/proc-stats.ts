/** CPU time and memory of another process, read from Linux's /proc (the bench runs on Linux). */
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime in seconds from a /proc stat file. */
function statCpuSeconds(file: string): number {
  const stat = fs.readFileSync(file, 'utf8');
  // Fields after the command name (which may hold spaces) start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** utime + stime of the process in seconds (its threads included, also threads that have exited). */
export function cpuSeconds(pid: number): number {
  return statCpuSeconds(`/proc/${pid}/stat`);
}

/** CPU seconds of the process, of its main thread (the event loop: tid = pid) and of the rest. */
export interface ThreadCpu {
  total: number;
  main: number;
}

export function threadCpuSeconds(pid: number): ThreadCpu {
  return { total: cpuSeconds(pid), main: statCpuSeconds(`/proc/${pid}/task/${pid}/stat`) };
}

/** Current and peak resident set size in bytes. */
export function memory(pid: number): { rss: number; peakRss: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peakRss: kb('VmHWM') };
}
