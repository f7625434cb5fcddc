// Every way the call page can fail, said in words a parent understands, with what to do next.
// The engine (call-page.ts) records a failure as data (`CallFailure`); `describeCallFailure` turns
// it into the screen's text: `message` is the spec's §8 text (mentorship-policies-video, verbatim,
// with a plain reason where the spec says "the reason" instead of the browser's own words, such as
// "Requested device not found"), `help` says what happened and what to do, `action` which button
// leads on. A countdown to the class can later read `startsAt` of the not-running case.
import { CONTACT } from '../constants/contact';
import { formatDateLabel, formatTime12, sessionIn } from '../rules/booking-time';
import { CONSULTATION_CALL_MARGIN_MINUTES } from './consultation-call';
import { CALL_MSG, startFailedMessage } from './messages';
import { REFUSAL } from './protocol';

/** Which part of getting the camera and microphone went wrong (getUserMedia's error names). */
export type MediaProblem =
  'denied' | 'blocked' | 'no-device' | 'busy' | 'unsuitable' | 'interrupted' | 'other';

export type CallFailure =
  /** §5 checks before calling: no booking of the viewer's, or a party without call credentials. */
  | { kind: 'no-booking' }
  | { kind: 'missing-credentials' }
  /** The browser cannot make calls at all. */
  | { kind: 'no-webrtc' }
  /** The camera or microphone: for the tutor before calling, for the student on answering. */
  | { kind: 'media'; problem: MediaProblem; step: 'start' | 'join' }
  /** Our server could not be reached (no answer, or it failed): the ICE servers, the socket. */
  | { kind: 'unreachable'; step: 'start' | 'socket' | 'poll' | 'lost' }
  /** The server answered with a message of its own (e.g. an expired session: status 401). */
  | { kind: 'server'; status: number; message: string }
  /** The signalling server refused the socket; `reason` is one of protocol.ts REFUSAL. */
  | { kind: 'refused'; reason: string }
  | { kind: 'not-answered' }
  | { kind: 'rejected' }
  /** The call could not be set up in this browser (offer, answer or the SDK client). */
  | { kind: 'setup'; step: 'call' | 'answer' | 'client' };

/** getUserMedia's DOMException names (with Chrome's older aliases) as a problem. */
export function mediaProblem(err: unknown): MediaProblem {
  const name = (err as { name?: unknown } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'SecurityError':
      return 'blocked';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'no-device';
    case 'NotReadableError':
    case 'TrackStartError':
      return 'busy';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'unsuitable';
    case 'AbortError':
      return 'interrupted';
    default:
      return 'other';
  }
}

/**
 * A failed request for the call (the ICE servers): the server's own words when it answered with
 * them (a 4xx carries the envelope), otherwise the server could not be reached. Duck-typed on the
 * web's ApiError (`status`, `data` = the body, null without a response).
 */
export function requestFailure(err: unknown): CallFailure {
  const e = err as { status?: unknown; data?: unknown; message?: unknown } | null;
  if (
    e &&
    typeof e.status === 'number' &&
    e.status < 500 &&
    e.data != null &&
    typeof e.message === 'string' &&
    e.message
  ) {
    return { kind: 'server', status: e.status, message: e.message };
  }
  return { kind: 'unreachable', step: 'start' };
}

/** The plain reason that replaces the browser's own text after "Failed to start video call." */
const MEDIA_REASON: Record<MediaProblem, string> = {
  denied: CALL_MSG.mediaDenied,
  blocked: CALL_MSG.mediaDenied,
  'no-device': 'No camera or microphone was found on this device.',
  busy: 'Your camera or microphone is being used by another app.',
  unsuitable: 'Your camera cannot give the picture this call needs.',
  interrupted: 'Your camera or microphone stopped while the call was starting.',
  other: 'Your camera or microphone could not be started.',
};

const MEDIA_HELP: Record<MediaProblem, string> = {
  denied:
    'Your browser is blocking the camera and microphone for this site. Tap the camera or lock icon in the address bar, choose Allow for both, then press Try again.',
  blocked:
    'This page is not allowed to use the camera here. Open TutorsPlace directly in your browser (not inside another app), then press Try again.',
  'no-device':
    'Connect a camera and microphone, or join from a phone or laptop that has them, then press Try again.',
  busy: 'Close other apps or browser tabs that use the camera (another video call, the camera app), then press Try again.',
  unsuitable: 'Try another camera, or join from another device, then press Try again.',
  interrupted:
    'Press Try again. If it happens again, close the browser completely and open it again.',
  other:
    'Check that the camera and microphone are connected and allowed for this site, then press Try again.',
};

const CHECK_CONNECTION =
  'Check your internet connection (Wi-Fi or mobile data), then press Try again.';

export type CallFailureAction = 'retry' | 'sign-in' | 'classes';

export interface CallFailureText {
  /** The §8 text the call ends with (shown as the alert). */
  message: string;
  /** What happened, in plain words, and what to do next. */
  help: string;
  /** The button that leads on (beside Go Back). */
  action: CallFailureAction;
  /** The not-running case: when the class next starts, if it does. */
  startsAt?: Date;
}

export interface CallFailureContext {
  role?: 'tutor' | 'student';
  /** A PhD consultation's call (no My Classes; its times are in the confirmation email). */
  room?: 'booking' | 'consultation';
  /** The viewer's IANA zone: times are said on their clock. */
  zone?: string;
  /** When the class's next session starts (null: none left; undefined: not known here). */
  nextStart?: Date | null;
  /** The booking is active (accepted and paid); a class that is not cannot be joined yet. */
  active?: boolean;
  now?: Date;
}

/** "Tue, 14 Jan 2026 at 5:30 PM" on the wall clock of `zone`. */
export function startOnClock(start: Date, zone: string): string {
  const local = sessionIn({ start, end: start }, zone);
  return `${formatDateLabel(local.date)} at ${formatTime12(local.startTime)}`;
}

function notRunning(
  ctx: CallFailureContext,
): Pick<CallFailureText, 'help' | 'action' | 'startsAt'> {
  const now = ctx.now ?? new Date();
  if (ctx.room === 'consultation') {
    return {
      help: `The call opens ${CONSULTATION_CALL_MARGIN_MINUTES} minutes before your session starts. Come back then with the link in your confirmation email.`,
      action: 'retry',
    };
  }
  if (ctx.active === false) {
    return {
      help: 'Only an accepted and paid class can be joined. Open My Classes to see where this booking stands.',
      action: 'classes',
    };
  }
  if (ctx.nextStart && ctx.nextStart.getTime() > now.getTime()) {
    const when = ctx.zone ? `${startOnClock(ctx.nextStart, ctx.zone)} (your time)` : 'later';
    return {
      help: `The class starts on ${when}. The call opens at that time: come back then, or join from My Classes.`,
      action: 'classes',
      startsAt: ctx.nextStart,
    };
  }
  if (ctx.nextStart === null) {
    return {
      help: 'This class has no sessions left to join. Open My Classes to see your bookings.',
      action: 'classes',
    };
  }
  return {
    help: 'The call opens only during the class time. Open My Classes to see when it is.',
    action: 'classes',
  };
}

const REFUSAL_HELP: Record<string, Pick<CallFailureText, 'help' | 'action'>> = {
  [REFUSAL.badToken]: {
    help: 'For your safety you were signed out. Sign in again, then come back to this class.',
    action: 'sign-in',
  },
  [REFUSAL.notParty]: {
    help: 'This call is only for the tutor and the student of the class. Sign in with the account the class was booked with.',
    action: 'sign-in',
  },
  [REFUSAL.notConsultationParty]: {
    help: 'This call is only for the mentor and the person who booked the consultation. Open the call from the link in your confirmation email.',
    action: 'classes',
  },
  [REFUSAL.notOnline]: {
    help: 'This class is not an online class, so it has no video call. Open My Classes to see where it takes place.',
    action: 'classes',
  },
  [REFUSAL.closedWindow]: {
    help: 'The class time is over, so the call has closed. Open My Classes to see your next session.',
    action: 'classes',
  },
};

/** The screen's words for a failure (see the file's header). */
export function describeCallFailure(
  failure: CallFailure,
  ctx: CallFailureContext = {},
): CallFailureText {
  switch (failure.kind) {
    case 'no-booking':
      return {
        message: CALL_MSG.noBooking,
        help: 'This link does not lead to one of your classes. Open the class from My Classes.',
        action: 'classes',
      };
    case 'missing-credentials':
      return {
        message: CALL_MSG.missingCredentials,
        // The other side's address is shared only while a booking is active (bookings contract).
        ...(ctx.active === false
          ? notRunning(ctx)
          : {
              help: `This class's call is not set up on our side. Write to us at ${CONTACT.official_email} and we will fix it before your class.`,
              action: 'classes' as const,
            }),
      };
    case 'no-webrtc':
      return {
        message: startFailedMessage({ reason: CALL_MSG.noWebRtc }),
        help: 'This browser cannot make video calls. Open this page in an up-to-date Chrome, Edge, Firefox or Safari.',
        action: 'retry',
      };
    case 'media': {
      const { problem, step } = failure;
      // §8: the student's camera failing on answering is always "Failed to join call. ..."; the
      // tutor's is "Media permissions denied. ..." when refused, otherwise "Failed to start video
      // call." with the permission hint or the (plain) reason.
      const message =
        step === 'join'
          ? CALL_MSG.joinFailed
          : problem === 'denied'
            ? CALL_MSG.mediaDenied
            : problem === 'blocked'
              ? startFailedMessage('permission')
              : startFailedMessage({ reason: MEDIA_REASON[problem] });
      const help =
        step === 'join' && problem !== 'denied'
          ? `${MEDIA_REASON[problem]} ${MEDIA_HELP[problem]}`
          : MEDIA_HELP[problem];
      return { message, help, action: 'retry' };
    }
    case 'unreachable': {
      const message =
        failure.step === 'poll'
          ? CALL_MSG.chatPollFailed
          : failure.step === 'lost'
            ? CALL_MSG.connectionLost
            : failure.step === 'socket'
              ? startFailedMessage('chat')
              : CALL_MSG.failedToConnect('We could not reach TutorsPlace.');
      const help =
        failure.step === 'lost'
          ? `Your internet connection dropped for too long and the call ended. ${CHECK_CONNECTION}`
          : failure.step === 'poll'
            ? `We could not connect you to the class. ${CHECK_CONNECTION} On office or school Wi-Fi, which can block calls, try mobile data.`
            : `We could not connect you to the class. ${CHECK_CONNECTION}`;
      return { message, help, action: 'retry' };
    }
    case 'server':
      return {
        message: CALL_MSG.failedToConnect(failure.message),
        help:
          failure.status === 401
            ? 'Sign in again, then come back to this class.'
            : 'Press Try again. If it keeps happening, go back and open the class again from My Classes.',
        action: failure.status === 401 ? 'sign-in' : 'retry',
      };
    case 'refused': {
      const message = CALL_MSG.failedToConnect(failure.reason);
      if (failure.reason === REFUSAL.notActive) return { message, ...notRunning(ctx) };
      const known = REFUSAL_HELP[failure.reason];
      return known
        ? { message, ...known }
        : {
            message,
            help: 'Something went wrong while connecting to the class. Press Try again.',
            action: 'retry',
          };
    }
    case 'not-answered':
      return {
        message: CALL_MSG.notAnswered,
        help:
          ctx.role === 'student'
            ? 'The tutor did not pick up. Press Try again to wait for them again.'
            : 'The student has not joined the class yet. Press Try again to call them again.',
        action: 'retry',
      };
    case 'rejected':
      return {
        message: CALL_MSG.rejected,
        help: 'The other person could not join: their camera or microphone may be blocked. Ask them to allow it, then press Try again to call again.',
        action: 'retry',
      };
    case 'setup': {
      const message =
        failure.step === 'call'
          ? CALL_MSG.initiateFailed
          : failure.step === 'answer'
            ? CALL_MSG.failedToConnect('The call could not be set up in this browser.')
            : startFailedMessage({ reason: 'The call could not be set up in this browser.' });
      return {
        message,
        help: 'Press Try again. If it keeps failing, update your browser or join from another device.',
        action: 'retry',
      };
    }
  }
}
