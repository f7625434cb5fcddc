// mentorship-policies-video §8 "Call page (each moves the call to ended)" and the SDK texts of
// §5, verbatim. The screens and the SDK read them from here only.

export const CALL_MSG = {
  noBooking: 'No booking data provided.',
  missingCredentials: 'Missing user credentials for video call.',
  joinFailed: 'Failed to join call. Please check microphone and camera permissions.',
  notAnswered: 'Opponent did not answer',
  rejected: 'Call rejected by opponent',
  connectionLost: 'Connection lost. Please restart the call.',
  failedToConnect: (reason: string) => `Failed to connect: ${reason}`,
  initiateFailed: 'Failed to initiate call. Please try again.',
  startFailed: 'Failed to start video call.',
  chatConnectionHint: 'Chat connection failed. Please refresh and try again.',
  mediaDenied: 'Media permissions denied. Please allow camera and microphone access.',
  chatPollFailed:
    'Chat connection failed after polling. Please check credentials and network connection.',
  callEnded: 'Call Ended',
  waitingForTutor: 'Waiting for tutor to start the session',
  calling: 'Calling...',
  connecting: 'Connecting...',
  // Ours, not the spec's: the media path dropped and the SDK is recovering it (ICE restart).
  reconnecting: 'Reconnecting...',
  // SDK (§5)
  noOpponents: "Can't create a session without opponentsIDs",
  notConnected: "You are not connected to chat. Please call 'connect' function first",
  noWebRtc: "Your browser does not support WebRTC, so you can't use this functionality.",
  cannotAttach: 'Unable to attach media stream',
  noDisplayMedia: 'Your environment does not support getDisplayMedia API',
} as const;

/** "Failed to start video call." plus a permission hint, a chat-connection hint or the reason. */
export function startFailedMessage(hint: 'permission' | 'chat' | { reason: string }): string {
  const tail =
    hint === 'permission'
      ? CALL_MSG.mediaDenied
      : hint === 'chat'
        ? CALL_MSG.chatConnectionHint
        : hint.reason;
  return `${CALL_MSG.startFailed} ${tail}`;
}
