import { describe, expect, it } from 'vitest';
import {
  describeCallFailure,
  mediaProblem,
  requestFailure,
  startOnClock,
  type CallFailure,
} from './call-failure';
import { REFUSAL } from './protocol';

const dom = (name: string) => Object.assign(new Error('Requested device not found'), { name });

describe('mediaProblem: getUserMedia errors by name', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['PermissionDeniedError', 'denied'],
    ['SecurityError', 'blocked'],
    ['NotFoundError', 'no-device'],
    ['DevicesNotFoundError', 'no-device'],
    ['NotReadableError', 'busy'],
    ['TrackStartError', 'busy'],
    ['OverconstrainedError', 'unsuitable'],
    ['ConstraintNotSatisfiedError', 'unsuitable'],
    ['AbortError', 'interrupted'],
    ['TypeError', 'other'],
  ])('%s is %s', (name, problem) => {
    expect(mediaProblem(dom(name))).toBe(problem);
  });
  it('anything else (no name, not an error) is other', () => {
    expect(mediaProblem(null)).toBe('other');
    expect(mediaProblem('boom')).toBe('other');
  });
});

describe('requestFailure: a failed request for the call', () => {
  it('no answer from the server (the client says 503 without a body) is unreachable', () => {
    const noResponse = Object.assign(new Error('No response received from server'), {
      status: 503,
      data: null,
    });
    expect(requestFailure(noResponse)).toEqual({ kind: 'unreachable', step: 'start' });
    expect(requestFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'unreachable',
      step: 'start',
    });
  });
  it('a server error (5xx) is unreachable too: nothing the user typed is wrong', () => {
    const e = Object.assign(new Error('Request failed with server error'), {
      status: 500,
      data: { success: false },
    });
    expect(requestFailure(e).kind).toBe('unreachable');
  });
  it('a 4xx with a body carries the server message', () => {
    const e = Object.assign(new Error('Your session has expired. Please sign in again.'), {
      status: 401,
      data: { success: false, message: 'Your session has expired. Please sign in again.' },
    });
    expect(requestFailure(e)).toEqual({
      kind: 'server',
      status: 401,
      message: 'Your session has expired. Please sign in again.',
    });
  });
});

describe('describeCallFailure: the spec text, plain words and what to do next', () => {
  it('the tutor without a camera: the §8 start text with a plain reason, then what to do', () => {
    const text = describeCallFailure({ kind: 'media', problem: 'no-device', step: 'start' });
    expect(text).toEqual({
      message: 'Failed to start video call. No camera or microphone was found on this device.',
      help: 'Connect a camera and microphone, or join from a phone or laptop that has them, then press Try again.',
      action: 'retry',
    });
  });

  it('a refused permission keeps the spec texts, tutor and student alike', () => {
    expect(describeCallFailure({ kind: 'media', problem: 'denied', step: 'start' })).toMatchObject({
      message: 'Media permissions denied. Please allow camera and microphone access.',
      help: expect.stringContaining('choose Allow for both'),
    });
    expect(describeCallFailure({ kind: 'media', problem: 'denied', step: 'join' })).toMatchObject({
      message: 'Failed to join call. Please check microphone and camera permissions.',
      help: expect.stringContaining('choose Allow for both'),
    });
    expect(describeCallFailure({ kind: 'media', problem: 'blocked', step: 'start' }).message).toBe(
      'Failed to start video call. Media permissions denied. Please allow camera and microphone access.',
    );
  });

  it('the student whose camera is busy: the spec join text, and the real reason in the help', () => {
    const text = describeCallFailure({ kind: 'media', problem: 'busy', step: 'join' });
    expect(text.message).toBe(
      'Failed to join call. Please check microphone and camera permissions.',
    );
    expect(text.help).toBe(
      'Your camera or microphone is being used by another app. Close other apps or browser tabs that use the camera (another video call, the camera app), then press Try again.',
    );
  });

  it('network failures say to check the connection', () => {
    for (const [step, message] of [
      ['start', 'Failed to connect: We could not reach TutorsPlace.'],
      [
        'socket',
        'Failed to start video call. Chat connection failed. Please refresh and try again.',
      ],
      [
        'poll',
        'Chat connection failed after polling. Please check credentials and network connection.',
      ],
      ['lost', 'Connection lost. Please restart the call.'],
    ] as const) {
      const text = describeCallFailure({ kind: 'unreachable', step });
      expect(text.message).toBe(message);
      expect(text.help).toContain('Check your internet connection (Wi-Fi or mobile data)');
      expect(text.action).toBe('retry');
    }
  });

  it('"This class is not running now": the next start on the viewer\'s clock', () => {
    // 18:00 in Kolkata is 07:30 the same day in New York (EST, UTC-5).
    const start = new Date('2026-01-14T12:30:00Z');
    const failure: CallFailure = { kind: 'refused', reason: REFUSAL.notActive };
    const now = new Date('2026-01-13T12:00:00Z');
    const ny = describeCallFailure(failure, {
      zone: 'America/New_York',
      nextStart: start,
      active: true,
      now,
    });
    expect(ny).toEqual({
      message: 'Failed to connect: This class is not running now.',
      help: 'The class starts on Wed, 14 Jan 2026 at 7:30 AM (your time). The call opens at that time: come back then, or join from My Classes.',
      action: 'classes',
      startsAt: start,
    });
    const kolkata = describeCallFailure(failure, {
      zone: 'Asia/Kolkata',
      nextStart: start,
      active: true,
      now,
    });
    expect(kolkata.help).toContain('Wed, 14 Jan 2026 at 6:00 PM (your time)');
  });

  it('"not running" for a class with no sessions left, or not yet paid', () => {
    const failure: CallFailure = { kind: 'refused', reason: REFUSAL.notActive };
    expect(describeCallFailure(failure, { nextStart: null, active: true }).help).toBe(
      'This class has no sessions left to join. Open My Classes to see your bookings.',
    );
    expect(describeCallFailure(failure, { nextStart: null, active: false }).help).toBe(
      'Only an accepted and paid class can be joined. Open My Classes to see where this booking stands.',
    );
  });

  it('every refusal the server can send has plain help; an expired session leads to sign-in', () => {
    for (const reason of Object.values(REFUSAL)) {
      const text = describeCallFailure({ kind: 'refused', reason });
      expect(text.message).toBe(`Failed to connect: ${reason}`);
      expect(text.help.length).toBeGreaterThan(20);
    }
    expect(describeCallFailure({ kind: 'refused', reason: REFUSAL.badToken }).action).toBe(
      'sign-in',
    );
  });

  it('the other side did not answer or could not join', () => {
    expect(describeCallFailure({ kind: 'not-answered' }, { role: 'tutor' })).toMatchObject({
      message: 'Opponent did not answer',
      help: 'The student has not joined the class yet. Press Try again to call them again.',
    });
    expect(describeCallFailure({ kind: 'rejected' }).message).toBe('Call rejected by opponent');
  });

  it("no help text repeats the browser's own words", () => {
    const all: CallFailure[] = [
      { kind: 'no-webrtc' },
      { kind: 'setup', step: 'call' },
      { kind: 'setup', step: 'answer' },
      { kind: 'setup', step: 'client' },
      ...(
        ['denied', 'blocked', 'no-device', 'busy', 'unsuitable', 'interrupted', 'other'] as const
      ).flatMap((problem) => [
        { kind: 'media' as const, problem, step: 'start' as const },
        { kind: 'media' as const, problem, step: 'join' as const },
      ]),
    ];
    for (const f of all) {
      const text = describeCallFailure(f);
      expect(`${text.message} ${text.help}`).not.toMatch(/Requested device|Error\b|DOMException/);
      expect(text.help).toMatch(/Try again|Chrome/);
    }
  });

  it('startOnClock says a date and a 12-hour time', () => {
    expect(startOnClock(new Date('2026-03-04T12:30:00Z'), 'Asia/Kolkata')).toBe(
      'Wed, 4 Mar 2026 at 6:00 PM',
    );
  });
});
