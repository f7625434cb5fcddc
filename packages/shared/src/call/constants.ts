// mentorship-policies-video §9 (call page and SDK constants). The answer timeout, dialing and
// disconnect intervals "come from configuration": the server sends its configured values in the
// `ready` message; these are the defaults when none are configured.

/** Call type codes (§9). */
export const CALL_TYPE = { video: 1, audio: 2 } as const;
export type CallType = (typeof CALL_TYPE)[keyof typeof CALL_TYPE];

export interface CallTimings {
  /** How long the caller waits for an answer before "Opponent did not answer" (seconds). */
  answerTimeInterval: number;
  /** How often the caller re-sends the call signal while waiting (seconds). */
  dialingTimeInterval: number;
  /** How long a disconnected peer connection may try to reconnect before it is released (seconds). */
  disconnectTimeInterval: number;
  /** How often the page samples connection stats (seconds). */
  statsReportTimeInterval: number;
}

export const DEFAULT_CALL_TIMINGS: CallTimings = {
  answerTimeInterval: 60,
  dialingTimeInterval: 3,
  disconnectTimeInterval: 30,
  statsReportTimeInterval: 5,
};

/** §9: the chat connection is polled every 500 ms, up to 60 times (30 s). */
export const CHAT_POLL = { intervalMs: 500, attempts: 60 } as const;

/** §9: audio plus video, ideal 640x480 at 15 fps. */
export const CALL_MEDIA_CONSTRAINTS = {
  audio: true,
  video: { width: { ideal: 640 }, height: { ideal: 480 }, frameRate: { ideal: 15 } },
} as const;

/** §9 SDK: reconnect delay is the configured interval in seconds times 1000. */
export const RECONNECT_INTERVAL_SECONDS = 1;

/** Heartbeat: the client pings this often; the server drops a socket silent for 3 beats. */
export const HEARTBEAT_SECONDS = 10;

/** §9: extension text longer than 4096 characters is split. */
export const EXTENSION_TEXT_MAX = 4096;
