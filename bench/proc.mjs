import { readFileSync } from 'node:fs';

// Facts about a running process from Linux's /proc, for the benchmarks.

/** CPU seconds (user + system) the process has used: less bent by a busy machine than wall time. */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in 1/100 s ticks
}
