// mentorship-policies-video §4: the waiting timer is the answer timeout minus the smaller of
// (time to accept, half the timeout), with a minimum of 1 second.

export const MIN_WAITING_MS = 1000;

/**
 * @param answerTimeoutMs the configured answer timeout
 * @param timeToAcceptMs how long the call has already been waiting (now minus when it was sent)
 */
export function waitingTimerMs(answerTimeoutMs: number, timeToAcceptMs: number): number {
  const spent = Math.min(Math.max(timeToAcceptMs, 0), answerTimeoutMs / 2);
  return Math.max(MIN_WAITING_MS, answerTimeoutMs - spent);
}
