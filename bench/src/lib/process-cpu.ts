// CPU time a process has used so far, from Linux's /proc (user + system, in seconds): a benchmark
// divides the difference over a run by the requests served to get the CPU each request cost.
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat on Linux (USER_HZ), the same on every architecture. */
const TICKS_PER_SECOND = 100;

/** Seconds of CPU used by `pid`, or undefined where /proc is not available. */
export function cpuSecondsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 (utime, stime) are the 12th and 13th after the name.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

/** Resident memory of `pid` in MB (VmRSS), or undefined where /proc is not available. */
export function residentMbOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(
      readFileSync(`/proc/${String(pid)}/status`, 'utf8'),
    )?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) / 1024;
  } catch {
    return undefined;
  }
}
