// The call screen (mentorship-policies-video §2 "/video-call/{id}"): the waiting screen for the
// one who answers, remote and local video with swap, the Calling... and Connecting... overlays,
// the controls while active, the footer, the class chat beside the video, and the ended screen.
// Used by the class call (a booking) and the consultation call.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { CallRole } from '@tm/shared/call/protocol';
import {
  describeCallFailure,
  type CallFailure,
  type CallFailureContext,
} from '@tm/shared/call/call-failure';
import { CALL_MSG } from '@tm/shared/call/messages';
import { formatDateLabel, formatTime12 } from '@tm/shared/rules/booking-time';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { signInHref } from '@/lib/return-to';
import { useSession } from '@/lib/session-store';
import { viewerTimezone } from '@/lib/viewer-timezone';
import { cn } from '@/lib/cn';
import { useCall, type CallTarget } from '../lib/use-call';
import { CallVideo } from './call-video';
import { ClassChat } from './class-chat';
import { DeviceCheck } from './device-check';
import { ClassNotStarted } from './class-not-started';

// Yjs and the drawing code load when the board is first opened, not with the class page.
const Whiteboard = lazy(() => import('./whiteboard'));

/** Whether the page is fullscreen now (the button says what it will do). */
function useFullscreen(): boolean {
  const [on, setOn] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const change = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', change);
    return () => document.removeEventListener('fullscreenchange', change);
  }, []);
  return on;
}

/** Wide screens show the chat beside the video; phones open it over the video. */
function useWide(): boolean {
  const query = '(min-width: 640px)';
  const [wide, setWide] = useState(() => window.matchMedia?.(query).matches ?? true);
  useEffect(() => {
    const mq = window.matchMedia?.(query);
    if (!mq) return;
    const on = () => setWide(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return wide;
}

/** What the call screen shows of its class or consultation. */
export interface CallRoomView {
  subject: string;
  startDate: string;
  startTime: string;
  endTime: string;
  peerName: string;
  /** The class chat beside the video (a booking's; a consultation call has none). */
  chat: boolean;
}

/** How an ended call's failure is said (call-failure.ts) and where its buttons lead. */
export interface FailureHandling {
  /** The class's times and state, read when the call ends (the next start, on the viewer's clock). */
  context: () => CallFailureContext;
  onRetry: () => void;
  /** Where "My Classes" leads (a consultation's guest has none: the mentorship page). */
  classesHref: string;
  classesLabel: string;
}

export function CallScreen({
  view,
  role,
  target,
  onBack,
  failures,
}: {
  view: CallRoomView;
  role: CallRole;
  target: CallTarget;
  onBack: () => void;
  failures: FailureHandling;
}) {
  const call = useCall({ ...target, role });
  const zone = viewerTimezone(useSession().user);
  const [swapped, setSwapped] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const [devicesOpen, setDevicesOpen] = useState(false);
  const [boardOpen, setBoardOpen] = useState(false);
  const isFullscreen = useFullscreen();
  const wide = useWide();
  const peerName = view.peerName;
  const unread = call.chat.filter((m) => !m.mine && !m.readAt).length;
  const active = call.status === 'active';
  const swap = () => active && setSwapped((s) => !s);

  if (call.status === 'ended') {
    const context = { role, ...failures.context() };
    // Opened before the class window: wait for it here and join by itself (no dead end).
    const startsAt = call.failure ? describeCallFailure(call.failure, context).startsAt : undefined;
    if (startsAt)
      return (
        <ClassNotStarted
          startsAt={startsAt}
          zone={zone}
          onOpen={failures.onRetry}
          onBack={onBack}
        />
      );
    return (
      <EndedScreen
        failure={call.failure}
        context={{ role, ...failures.context() }}
        onBack={onBack}
        handling={failures}
      />
    );
  }
  const waiting = role === 'student' && call.status === 'waiting';
  const big = swapped ? 'local' : 'remote';
  // The other side's screen is shown large, their camera and ours small.
  const peerScreen = active && call.peerMedia.sharing && call.remoteScreen !== null;
  // With the board open the videos are small (the board takes the stage).
  const board = active && view.chat && boardOpen;
  const small = 'absolute right-3 bottom-3 z-10 aspect-[4/3] w-28 rounded-lg shadow-lg sm:w-48';
  const fullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => {});
  };

  return (
    <main id="main" className="surface-inverse flex h-dvh flex-col">
      <div className="relative flex min-h-0 flex-1">
        {waiting ? (
          <div className="flex min-h-0 flex-1 flex-col overflow-y-auto px-6 py-6">
            <div className="m-auto flex w-full flex-col items-center gap-4 text-center">
              <Spinner className="text-3xl text-accent-300" />
              <h1 className="text-xl font-semibold">{CALL_MSG.waitingForTutor}</h1>
              <dl className="space-y-1 text-sm text-neutral-300">
                <div>
                  <dt className="sr-only">Subject</dt>
                  <dd className="font-medium text-white">{view.subject}</dd>
                </div>
                <div>
                  <dt className="sr-only">Date</dt>
                  <dd>{formatDateLabel(view.startDate)}</dd>
                </div>
                <div>
                  <dt className="sr-only">Start time</dt>
                  <dd>{formatTime12(view.startTime)}</dd>
                </div>
              </dl>
              <DeviceCheck className="mt-2" />
              <Button variant="secondary" onClick={onBack}>
                Back
              </Button>
            </div>
          </div>
        ) : (
          <div className="relative min-h-0 flex-1">
            <h1 className="sr-only">Video call: {view.subject}</h1>
            {peerScreen && (
              <CallVideo
                stream={call.remoteScreen}
                testId="remote-screen"
                label={`${peerName}'s screen`}
                className="absolute inset-0 h-full w-full object-contain"
              />
            )}
            <CallVideo
              stream={call.remoteStream}
              label={big === 'remote' && !peerScreen ? 'Remote video' : 'Remote video (small)'}
              onClick={swap}
              sinkId={call.speaker}
              className={cn(
                big === 'remote' && !peerScreen && !board
                  ? 'absolute inset-0 h-full w-full'
                  : small,
                board && 'z-30',
                active && 'cursor-pointer',
              )}
            />
            <CallVideo
              stream={call.localStream}
              local
              label={big === 'local' && !peerScreen ? 'Your video' : 'Your video (small)'}
              onClick={swap}
              className={cn(
                big === 'local' && !peerScreen && !board
                  ? 'absolute inset-0 h-full w-full'
                  : peerScreen || board
                    ? 'absolute bottom-3 left-3 z-10 aspect-[4/3] w-24 rounded-lg shadow-lg sm:w-40'
                    : small,
                active && 'cursor-pointer',
                board && 'z-30',
              )}
            />
            {board && (
              <Suspense
                fallback={
                  <p
                    role="status"
                    className="absolute inset-0 z-20 flex items-center justify-center"
                  >
                    Loading whiteboard…
                  </p>
                }
              >
                <Whiteboard client={call.client} className="absolute inset-0 z-20 overflow-auto" />
              </Suspense>
            )}
            {active && (call.peerMedia.muted || call.peerMedia.videoOff || call.sharing) && (
              <ul aria-label="Call state" className="absolute top-3 left-3 z-20 space-y-1 text-sm">
                {call.sharing && (
                  <li className="rounded-full bg-accent-800 px-3 py-1">
                    You are sharing your screen
                  </li>
                )}
                {call.peerMedia.muted && (
                  <li className="rounded-full bg-neutral-900/85 px-3 py-1">{peerName} is muted</li>
                )}
                {call.peerMedia.videoOff && (
                  <li className="rounded-full bg-neutral-900/85 px-3 py-1">
                    {peerName} turned the camera off
                  </li>
                )}
              </ul>
            )}
            {call.mediaNotice && (
              <p
                role="alert"
                className="absolute inset-x-3 bottom-3 z-30 mx-auto max-w-md rounded-lg bg-neutral-900/90 px-4 py-2 text-center text-sm sm:bottom-auto sm:top-14"
              >
                {call.mediaNotice}
              </p>
            )}
            {devicesOpen && (
              <div
                role="dialog"
                aria-label="Camera and microphone"
                className="absolute inset-x-3 top-3 z-40 mx-auto max-w-md rounded-xl bg-neutral-900 p-4 shadow-lg"
              >
                <DeviceCheck
                  stream={call.localStream}
                  onSwitch={call.switchDevice}
                  speaker={call.speaker}
                />
                <Button
                  size="sm"
                  variant="secondary"
                  className="mt-3"
                  onClick={() => setDevicesOpen(false)}
                >
                  Done
                </Button>
              </div>
            )}
            {role === 'tutor' && call.status === 'ringing' && (
              <div className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-3 bg-neutral-950/70">
                <Spinner className="text-3xl text-accent-300" />
                <p role="status" className="text-xl font-semibold">
                  {CALL_MSG.calling}
                </p>
              </div>
            )}
            {active && call.peerLeft && (
              <div className="absolute inset-x-3 top-14 z-20 mx-auto max-w-md rounded-lg bg-neutral-900/90 px-4 py-3 text-center">
                <p role="status" className="font-semibold">
                  {peerName} left the class.
                </p>
                <p className="mt-1 text-sm text-neutral-200">
                  {role === 'tutor'
                    ? 'If they come back, this page calls them again. You can wait here or end the call.'
                    : 'If your tutor comes back, the class goes on here. You can wait or go back.'}
                </p>
              </div>
            )}
            {active && call.reconnecting && (
              <div className="absolute inset-x-0 top-3 z-20 flex justify-center">
                <p
                  role="status"
                  className="flex items-center gap-2 rounded-full bg-neutral-900/85 px-4 py-1.5 text-sm"
                >
                  <Spinner className="text-accent-300" />
                  {CALL_MSG.reconnecting}
                </p>
              </div>
            )}
            {call.status === 'connecting' && (
              <div className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-3 bg-neutral-950/70">
                <Spinner className="text-3xl text-accent-300" />
                <p role="status" className="text-lg">
                  {CALL_MSG.connecting}
                </p>
              </div>
            )}
          </div>
        )}
        {view.chat && (
          <ClassChat
            messages={call.chat}
            peerTyping={call.peerTyping}
            peerName={peerName}
            zone={zone}
            visible={wide || chatOpen}
            onSend={call.sendMessage}
            onRead={call.markRead}
            onTyping={call.setTyping}
            className={cn(
              'sm:flex sm:w-80 sm:border-l sm:border-neutral-800',
              chatOpen
                ? 'absolute inset-x-0 top-1/4 bottom-0 z-30 flex rounded-t-xl sm:static sm:rounded-none'
                : 'hidden',
            )}
          />
        )}
      </div>
      {active && (
        <div
          role="toolbar"
          aria-label="Call controls"
          className="flex flex-wrap items-center justify-center gap-2 bg-neutral-900 px-3 py-3"
        >
          <Button variant="secondary" size="sm" onClick={call.toggleMute} aria-pressed={call.muted}>
            {call.muted ? 'Unmute' : 'Mute'}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={call.toggleVideo}
            aria-pressed={call.videoOff}
          >
            {call.videoOff ? 'Video On' : 'Video Off'}
          </Button>
          <Button
            variant="danger"
            size="sm"
            onClick={() => {
              call.hangUp();
              onBack();
            }}
          >
            End Call
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={call.sharing ? call.stopShare : () => void call.startShare()}
            aria-pressed={call.sharing}
          >
            {call.sharing ? 'Stop Sharing' : 'Share Screen'}
          </Button>
          {view.chat && (
            <Button
              variant="secondary"
              size="sm"
              aria-pressed={boardOpen}
              onClick={() => setBoardOpen((o) => !o)}
            >
              {boardOpen ? 'Hide Whiteboard' : 'Whiteboard'}
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={devicesOpen}
            onClick={() => setDevicesOpen((o) => !o)}
          >
            Devices
          </Button>
          <Button variant="secondary" size="sm" onClick={fullscreen}>
            {isFullscreen ? 'Exit Fullscreen' : 'Fullscreen'}
          </Button>
        </div>
      )}
      <footer className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-neutral-800 bg-neutral-900 px-4 py-2 text-xs text-neutral-300 sm:text-sm">
        <span className="font-medium text-white">{view.subject}</span>
        <span>{formatDateLabel(view.startDate)}</span>
        <span>
          {formatTime12(view.startTime)} – {formatTime12(view.endTime)}
        </span>
        {view.chat && (
          <Button
            variant="secondary"
            size="sm"
            className="sm:hidden"
            aria-expanded={chatOpen}
            onClick={() => setChatOpen((o) => !o)}
          >
            {chatOpen ? 'Hide Chat' : unread ? `Chat (${unread})` : 'Chat'}
          </Button>
        )}
        <span
          data-testid="call-status"
          className="ml-auto font-semibold tracking-wide text-accent-300"
        >
          {call.status.toUpperCase()}
        </span>
      </footer>
    </main>
  );
}

/**
 * §2 "Ended or error screen: the message, or "Call Ended", with a "Go Back" button". A failure also
 * says, in plain words, what happened and what to do next, with the button that does it.
 */
export function EndedScreen({
  failure,
  context,
  onBack,
  handling,
}: {
  failure: CallFailure | null;
  context?: CallFailureContext;
  onBack: () => void;
  handling?: Omit<FailureHandling, 'context'>;
}) {
  // Back here after signing in; never the fragment (a consultation's call key stays out of URLs).
  const { pathname, search } = useLocation();
  const text = failure ? describeCallFailure(failure, context) : null;
  return (
    <main
      id="main"
      className="surface-inverse flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center"
    >
      <p role="alert" className="max-w-md text-lg font-semibold">
        {text?.message ?? CALL_MSG.callEnded}
      </p>
      {text && (
        <p data-testid="call-help" className="max-w-md text-sm text-neutral-200">
          {text.help}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        {text?.action === 'retry' && handling && (
          <Button onClick={handling.onRetry}>Try again</Button>
        )}
        {text?.action === 'classes' && handling && (
          <ButtonLink to={handling.classesHref}>{handling.classesLabel}</ButtonLink>
        )}
        {text?.action === 'sign-in' && (
          <ButtonLink to={signInHref(`${pathname}${search}`)}>Sign in again</ButtonLink>
        )}
        <Button variant="secondary" onClick={onBack}>
          Go Back
        </Button>
      </div>
    </main>
  );
}
