/** CPU time and memory of another process, read from Linux's /proc (the bench runs on Linux). */
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime and stime in seconds from a /proc stat file. */
function statCpu(file: string): { user: number; system: number } {
  const stat = fs.readFileSync(file, 'utf8');
  // Fields after the command name (which may hold spaces) start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) / TICKS_PER_SECOND, system: Number(fields[12]) / TICKS_PER_SECOND };
}

/** utime + stime of the process in seconds (its threads included, also threads that have exited). */
export function cpuSeconds(pid: number): number {
  const { user, system } = statCpu(`/proc/${pid}/stat`);
  return user + system;
}

/** CPU seconds of the process and of its main thread (the event loop: tid = pid), and how that thread was switched out. */
export interface ThreadCpu {
  total: number;
  main: number;
  /** Of `main`, the seconds spent in the kernel (system calls: socket writes and reads, waking other threads). */
  mainSystem: number;
  /** Times the main thread went to sleep (waiting for the next event: one wake-up each). */
  mainSleeps: number;
  /** Times it was switched out while it could still run (another thread or process took its core). */
  mainPreempted: number;
}

export function threadCpuSeconds(pid: number): ThreadCpu {
  const task = `/proc/${pid}/task/${pid}`;
  const main = statCpu(`${task}/stat`);
  const status = fs.readFileSync(`${task}/status`, 'utf8');
  const count = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return {
    total: cpuSeconds(pid),
    main: main.user + main.system,
    mainSystem: main.system,
    mainSleeps: count('voluntary_ctxt_switches'),
    mainPreempted: count('nonvoluntary_ctxt_switches'),
  };
}

/** Current and peak resident set size in bytes. */
export function memory(pid: number): { rss: number; peakRss: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peakRss: kb('VmHWM') };
}
