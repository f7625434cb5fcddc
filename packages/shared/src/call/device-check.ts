// The device check before and during a class: which camera, microphone and speaker to use, the
// getUserMedia constraints for that choice, and what to say when a device cannot be used. Pure, so
// the rules are unit-tested; the page feeds it the browser's enumerateDevices() and errors.
import { CALL_MEDIA_CONSTRAINTS } from './constants';
import { mediaProblem, type MediaProblem } from './call-failure';

export type DeviceKind = 'camera' | 'microphone' | 'speaker';

export interface DeviceChoice {
  camera: string | null;
  microphone: string | null;
  speaker: string | null;
}

export const NO_CHOICE: DeviceChoice = { camera: null, microphone: null, speaker: null };

/** What enumerateDevices() gives (MediaDeviceInfo's fields we use). */
export interface DeviceInfo {
  deviceId: string;
  kind: 'videoinput' | 'audioinput' | 'audiooutput';
  label: string;
}

export interface DeviceOption {
  id: string;
  label: string;
}

const KIND: Record<DeviceKind, DeviceInfo['kind']> = {
  camera: 'videoinput',
  microphone: 'audioinput',
  speaker: 'audiooutput',
};
const NAME: Record<DeviceKind, string> = {
  camera: 'Camera',
  microphone: 'Microphone',
  speaker: 'Speaker',
};

/**
 * The choices of one kind, labelled. Before permission is given browsers hide labels (and give one
 * empty id): those are numbered ("Camera 1") rather than shown blank.
 */
export function deviceOptions(devices: readonly DeviceInfo[], kind: DeviceKind): DeviceOption[] {
  const seen = new Set<string>();
  const out: DeviceOption[] = [];
  for (const d of devices) {
    if (d.kind !== KIND[kind] || seen.has(d.deviceId)) continue;
    seen.add(d.deviceId);
    out.push({ id: d.deviceId, label: d.label.trim() || `${NAME[kind]} ${out.length + 1}` });
  }
  return out;
}

/** The saved choice if that device is still there, else the first one (the system default). */
export function pickDevice(options: readonly DeviceOption[], saved: string | null): string | null {
  if (saved && options.some((o) => o.id === saved)) return saved;
  return options[0]?.id || null;
}

/**
 * getUserMedia constraints for a choice: the class's picture size and frame rate (§9) with the
 * chosen devices. `exact` when the user has just picked one (switching must use that device or
 * fail); otherwise `ideal`, so a saved device that was unplugged falls back to another one.
 */
export function mediaConstraints(
  choice: Pick<DeviceChoice, 'camera' | 'microphone'>,
  how: 'exact' | 'ideal' = 'ideal',
  want: { audio?: boolean; video?: boolean } = { audio: true, video: true },
): MediaConstraints {
  const deviceId = (d: string) => (how === 'exact' ? { exact: d } : { ideal: d });
  return {
    audio:
      want.audio === false
        ? false
        : choice.microphone
          ? { deviceId: deviceId(choice.microphone) }
          : true,
    video:
      want.video === false
        ? false
        : {
            ...CALL_MEDIA_CONSTRAINTS.video,
            ...(choice.camera ? { deviceId: deviceId(choice.camera) } : {}),
          },
  };
}

const PROBLEM_TEXT: Record<MediaProblem, { message: string; help: string }> = {
  denied: {
    message: 'Your browser is blocking the camera and microphone for this site.',
    help: 'Tap the camera or lock icon in the address bar, choose Allow for both, then press Check again.',
  },
  blocked: {
    message: 'This page is not allowed to use the camera here.',
    help: 'Open TutorsPlace directly in your browser (not inside another app), then press Check again.',
  },
  'no-device': {
    message: 'No camera or microphone was found on this device.',
    help: 'Connect a camera and microphone, or join from a phone or laptop that has them, then press Check again.',
  },
  busy: {
    message: 'Your camera or microphone is being used by another app.',
    help: 'Close other apps or browser tabs that use the camera, then press Check again.',
  },
  unsuitable: {
    message: 'The chosen camera or microphone cannot be used.',
    help: 'Pick another device in the list, then press Check again.',
  },
  interrupted: {
    message: 'Your camera or microphone stopped.',
    help: 'Press Check again. If it happens again, close the browser completely and open it again.',
  },
  other: {
    message: 'Your camera or microphone could not be started.',
    help: 'Check that they are connected and allowed for this site, then press Check again.',
  },
};

/** A getUserMedia error in plain words, for the device check (never the browser's own text). */
export function deviceProblem(err: unknown): {
  problem: MediaProblem;
  message: string;
  help: string;
} {
  const problem = mediaProblem(err);
  return { problem, ...PROBLEM_TEXT[problem] };
}

/** A microphone level 0..100 from an analyser's time-domain bytes (128 is silence). */
export function micLevel(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    const v = (samples[i]! - 128) / 128;
    sum += v * v;
  }
  const rms = Math.sqrt(sum / samples.length);
  // Speech sits around 0.05–0.3 RMS: scale so normal speech fills most of the meter.
  return Math.min(100, Math.round(rms * 300));
}

/** getUserMedia's constraints as we build them (this package has no DOM types). */
export interface MediaConstraints {
  audio: boolean | { deviceId: { exact?: string; ideal?: string } };
  video:
    | false
    | {
        width: { ideal: number };
        height: { ideal: number };
        frameRate: { ideal: number };
        deviceId?: { exact?: string; ideal?: string };
      };
}

const STORE_KEY = 'tm.call.devices';

/** The last choice on this browser (a missing or broken entry is no choice). */
export function parseSavedChoice(raw: string | null): DeviceChoice {
  if (!raw) return NO_CHOICE;
  try {
    const v = JSON.parse(raw) as Partial<Record<DeviceKind, unknown>>;
    const s = (x: unknown) => (typeof x === 'string' && x.length > 0 && x.length < 300 ? x : null);
    return { camera: s(v.camera), microphone: s(v.microphone), speaker: s(v.speaker) };
  } catch {
    return NO_CHOICE;
  }
}
export const DEVICE_CHOICE_KEY = STORE_KEY;
