// The device check: a self-view, camera / microphone / speaker pickers, a microphone level meter
// and plain words when a device is refused or missing. Before the class it runs its own preview
// (the student checks while waiting); during the class it shows the call's own camera and switches
// devices through the call (replaceTrack, no new negotiation).
import { useCallback, useEffect, useId, useState } from 'react';
import {
  deviceOptions,
  deviceProblem,
  mediaConstraints,
  micLevel,
  pickDevice,
  type DeviceInfo,
  type DeviceKind,
  type DeviceOption,
} from '@tm/shared/call/device-check';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { loadDeviceChoice, saveDeviceChoice } from '../lib/device-choice';
import { CallVideo } from './call-video';

const canPickSpeaker =
  typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;

function useDeviceList(refreshKey: unknown) {
  const [devices, setDevices] = useState<DeviceInfo[]>([]);
  useEffect(() => {
    const md = navigator.mediaDevices;
    if (!md?.enumerateDevices) return;
    let live = true;
    const load = () =>
      void md
        .enumerateDevices()
        .then((list) => live && setDevices(list as DeviceInfo[]))
        .catch(() => {});
    load();
    md.addEventListener?.('devicechange', load);
    return () => {
      live = false;
      md.removeEventListener?.('devicechange', load);
    };
  }, [refreshKey]);
  return devices;
}

/** The microphone's level, 0..100, about ten times a second. */
function useMicLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  const track = stream?.getAudioTracks()[0] ?? null;
  useEffect(() => {
    if (!track || typeof AudioContext === 'undefined') return;
    const ctx = new AudioContext();
    const source = ctx.createMediaStreamSource(new MediaStream([track]));
    const analyser = ctx.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const buf = new Uint8Array(analyser.fftSize);
    const timer = window.setInterval(() => {
      analyser.getByteTimeDomainData(buf);
      setLevel(track.enabled ? micLevel(buf) : 0);
    }, 100);
    return () => {
      window.clearInterval(timer);
      source.disconnect();
      void ctx.close().catch(() => {});
    };
  }, [track]);
  return level;
}

function Picker({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: DeviceOption[];
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-neutral-200">
        {label}
      </label>
      <Select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        options={options.map((o) => ({ value: o.id, label: o.label }))}
        disabled={options.length === 0}
      />
    </div>
  );
}

export function DeviceCheck({
  stream: callStream,
  onSwitch,
  speaker: callSpeaker,
  className,
}: {
  /** The call's own camera and microphone (during the class); none: a preview of its own. */
  stream?: MediaStream | null;
  /** Switches a device in the call (during the class). */
  onSwitch?: (kind: DeviceKind, id: string) => void | Promise<void>;
  speaker?: string;
  className?: string;
}) {
  const inCall = onSwitch !== undefined;
  const [choice, setChoice] = useState(loadDeviceChoice);
  const [preview, setPreview] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<ReturnType<typeof deviceProblem> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const stream = inCall ? (callStream ?? null) : preview;
  // Labels appear once permission is given: list again when the stream starts.
  const devices = useDeviceList(stream);
  const cameras = deviceOptions(devices, 'camera');
  const mics = deviceOptions(devices, 'microphone');
  const speakers = deviceOptions(devices, 'speaker');
  const level = useMicLevel(stream);

  // The preview before the class: its own stream with the chosen devices.
  useEffect(() => {
    if (inCall) return;
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem(deviceProblem({ name: 'NotFoundError' }));
      return;
    }
    let live = true;
    let got: MediaStream | null = null;
    setProblem(null);
    navigator.mediaDevices
      .getUserMedia(mediaConstraints(choice))
      .then((s) => {
        if (!live) return s.getTracks().forEach((t) => t.stop());
        got = s;
        setPreview(s);
      })
      .catch((err: unknown) => {
        if (!live) return;
        setPreview(null);
        setProblem(deviceProblem(err));
      });
    return () => {
      live = false;
      got?.getTracks().forEach((t) => t.stop());
    };
    // A new preview when a camera or microphone is picked, or on Check again (not on a speaker).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inCall, choice.camera, choice.microphone, attempt]);

  const pick = useCallback(
    (kind: DeviceKind, id: string) => {
      setChoice((c) => ({ ...c, [kind]: id }));
      if (inCall) void onSwitch!(kind, id);
      else saveDeviceChoice({ [kind]: id || null });
    },
    [inCall, onSwitch],
  );

  const usedId = (kind: 'camera' | 'microphone') => {
    const track = kind === 'camera' ? stream?.getVideoTracks()[0] : stream?.getAudioTracks()[0];
    return track?.getSettings().deviceId ?? null;
  };
  const camera = pickDevice(cameras, usedId('camera') ?? choice.camera) ?? '';
  const mic = pickDevice(mics, usedId('microphone') ?? choice.microphone) ?? '';
  const out = pickDevice(speakers, callSpeaker ?? choice.speaker) ?? '';

  return (
    <section
      aria-label="Check your camera and microphone"
      className={cn('w-full max-w-md space-y-3 text-left', className)}
    >
      {!inCall && (
        <div className="relative mx-auto aspect-[4/3] w-full max-w-xs overflow-hidden rounded-lg">
          <CallVideo stream={preview} local label="Your camera preview" className="h-full w-full" />
          {!preview && !problem && (
            <p className="absolute inset-0 flex items-center justify-center text-sm text-neutral-300">
              Starting your camera…
            </p>
          )}
        </div>
      )}
      {problem && (
        <div role="alert" className="rounded-lg border border-danger-600 bg-neutral-900 p-3">
          <p className="font-semibold">{problem.message}</p>
          <p className="mt-1 text-sm text-neutral-200">{problem.help}</p>
          <Button
            size="sm"
            variant="secondary"
            className="mt-2"
            onClick={() => setAttempt((n) => n + 1)}
          >
            Check again
          </Button>
        </div>
      )}
      <Picker
        label="Camera"
        options={cameras}
        value={camera}
        onChange={(id) => pick('camera', id)}
      />
      <Picker
        label="Microphone"
        options={mics}
        value={mic}
        onChange={(id) => pick('microphone', id)}
      />
      <div>
        <div className="mb-1 flex justify-between text-xs text-neutral-300">
          <span id="mic-level-label">Microphone level</span>
          <span>
            {stream?.getAudioTracks().length
              ? level > 2
                ? 'We can hear you'
                : 'Say something'
              : 'No microphone'}
          </span>
        </div>
        <div
          role="meter"
          aria-labelledby="mic-level-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={level}
          data-testid="mic-level"
          className="h-2 overflow-hidden rounded-full bg-neutral-700"
        >
          <div className="h-full rounded-full bg-accent-400" style={{ width: `${level}%` }} />
        </div>
      </div>
      {canPickSpeaker && speakers.length > 0 && (
        <Picker
          label="Speaker"
          options={speakers}
          value={out}
          onChange={(id) => pick('speaker', id)}
        />
      )}
    </section>
  );
}
