/**
 * Runs `run` now and every `intervalSeconds` (0: off) on this node. A run never overlaps the
 * previous one; a failed run is logged and the next one goes ahead; stop() waits for a run in
 * progress. Used by the single-runner jobs (ARCHITECTURE.md).
 */
export function startPeriodicJob(opts: {
  intervalSeconds: number;
  run: () => Promise<void>;
  onError: (err: unknown) => void;
}): { stop: () => Promise<void> } {
  if (opts.intervalSeconds <= 0) return { stop: async () => {} };
  let current: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || current) return;
    current = opts
      .run()
      .catch(opts.onError)
      .finally(() => {
        current = null;
      });
  };
  tick();
  const timer = setInterval(tick, opts.intervalSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
