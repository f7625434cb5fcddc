// CPU caps for the two-worker measurement. On the 2-core machine this bench runs on,
// PostgreSQL, the load generator and the API share the same two cores, so "two workers against
// one" measures the machine, not the API: one worker already reaches the database's floor. To see
// whether the API itself scales with its worker processes, each worker gets a CPU budget of its
// own (a Linux cgroup with a CPU quota: `cores` of a core) on a core of its own (CPU affinity, worker
// i on core i), the way each would have a core to itself on a larger machine, and the rest of the
// machine stays free for PostgreSQL and the load. (run.mjs also gives each worker its own
// connections: see cappedWorkers there for why.)
//
// Needs root and the cgroup CPU controller (v1: /sys/fs/cgroup/cpu; v2: cpu.max). Where neither
// can be written, `cpuCapSupport()` says why and the bench skips the capped step.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const V1 = '/sys/fs/cgroup/cpu';
const V2 = '/sys/fs/cgroup';
/** A short period spreads a worker's quota over the second (fewer long stalls than the 100 ms default). */
const PERIOD_US = 20_000;

/** Which cgroup interface can cap a process here, or why none can. */
export function cpuCapSupport() {
  if (process.getuid?.() !== 0) return { reason: 'needs root (cgroups)' };
  if (fs.existsSync(path.join(V1, 'cpu.cfs_quota_us'))) return { kind: 'v1', root: V1 };
  try {
    const controllers = fs.readFileSync(path.join(V2, 'cgroup.controllers'), 'utf8');
    if (controllers.split(/\s+/).includes('cpu')) return { kind: 'v2', root: V2 };
  } catch {
    // no cgroup v2 at the usual place
  }
  return { reason: 'no writable cgroup CPU controller' };
}

/**
 * Puts process `pid` (all its threads) into a new cgroup `name` limited to `cores` of a core, and
 * on core `index` (modulo the cores there are) with `taskset`. Returns `pinned` (whether taskset
 * could do it), `throttled()`, and `release()`, which removes the group once the process has left
 * it (exited).
 */
export function capProcess(support, pid, name, cores, index) {
  const dir = path.join(support.root, name);
  fs.mkdirSync(dir, { recursive: true });
  const quota = Math.max(1000, Math.round(cores * PERIOD_US));
  if (support.kind === 'v1') {
    fs.writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
    fs.writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(quota));
  } else {
    try {
      fs.writeFileSync(path.join(support.root, 'cgroup.subtree_control'), '+cpu');
    } catch {
      // already enabled, or not ours to enable: cpu.max below says which
    }
    fs.writeFileSync(path.join(dir, 'cpu.max'), `${quota} ${PERIOD_US}`);
  }
  fs.writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
  const core = String(index % os.availableParallelism());
  const pinned = spawnSync('taskset', ['-a', '-p', '-c', core, String(pid)]).status === 0;
  return {
    pinned,
    /** Times the group was held back by its quota (a capped worker should be, all the time). */
    throttled() {
      const stat = fs.readFileSync(path.join(dir, 'cpu.stat'), 'utf8');
      const num = (key) => Number(new RegExp(`^${key} (\\d+)`, 'm').exec(stat)?.[1] ?? NaN);
      return { periods: num('nr_periods'), throttled: num('nr_throttled') };
    },
    release() {
      for (let i = 0; i < 50; i++) {
        try {
          fs.rmdirSync(dir);
          return;
        } catch {
          // the process is still leaving the group
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
        }
      }
    },
  };
}
