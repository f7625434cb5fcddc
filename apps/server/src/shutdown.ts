/** One step of stopping the server: `run` is awaited, then `done` is logged. */
export interface ShutdownStep {
  /** What is being stopped, named in the deadline's log line ("HTTP server"). */
  name: string;
  /** Logged when the step has finished ("HTTP server closed"). */
  done: string;
  run: () => Promise<unknown>;
}

interface ShutdownLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Stops the server once, however many signals arrive (a terminal or a supervisor often signals the
 * whole process group, so `npm start` and the server each get SIGTERM, and an impatient Ctrl-C
 * follows): the first call runs the steps in order and logs each as it finishes; later calls log
 * that the signal was ignored and wait for the same shutdown. If the steps have not all finished
 * within `deadlineMs`, the step still running is logged and the process exits with status 1.
 * A step that fails is logged and the others still run; the exit status is then 1.
 */
export function createShutdown(opts: {
  steps: ShutdownStep[];
  deadlineMs: number;
  log: ShutdownLog;
  exit: (code: number) => void;
}): (signal: string) => Promise<void> {
  let running: Promise<void> | null = null;
  return (signal) => {
    if (running) {
      opts.log.info({ signal }, 'already shutting down; signal ignored');
      return running;
    }
    running = run(signal);
    return running;
  };

  async function run(signal: string) {
    const started = Date.now();
    let current = 'starting';
    let failed = false;
    let finished = false;
    opts.log.info({ signal, deadlineMs: opts.deadlineMs }, 'shutting down');
    const deadline = setTimeout(() => {
      if (finished) return;
      finished = true;
      opts.log.error(
        { step: current, deadlineMs: opts.deadlineMs },
        `shutdown deadline passed: ${current} had not finished; exiting with status 1`,
      );
      opts.exit(1);
    }, opts.deadlineMs);
    for (const step of opts.steps) {
      current = step.name;
      const stepStarted = Date.now();
      try {
        await step.run();
        if (finished) return;
        opts.log.info({ ms: Date.now() - stepStarted }, step.done);
      } catch (err) {
        if (finished) return;
        failed = true;
        opts.log.error({ err, step: step.name }, `${step.name}: failed to stop`);
      }
    }
    if (finished) return;
    finished = true;
    clearTimeout(deadline);
    opts.log.info({ ms: Date.now() - started, status: failed ? 1 : 0 }, 'shutdown complete');
    opts.exit(failed ? 1 : 0);
  }
}
