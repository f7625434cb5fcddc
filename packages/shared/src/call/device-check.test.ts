import { describe, expect, it } from 'vitest';
import {
  deviceOptions,
  deviceProblem,
  mediaConstraints,
  micLevel,
  parseSavedChoice,
  pickDevice,
  type DeviceInfo,
} from './device-check';

const devices: DeviceInfo[] = [
  { deviceId: 'cam-a', kind: 'videoinput', label: 'Front camera' },
  { deviceId: 'cam-b', kind: 'videoinput', label: '' },
  { deviceId: 'mic-a', kind: 'audioinput', label: 'Headset' },
  { deviceId: 'mic-a', kind: 'audioinput', label: 'Headset' },
  { deviceId: 'spk', kind: 'audiooutput', label: 'Speakers' },
];

describe('device check', () => {
  it('lists one kind, numbers unlabelled devices and drops duplicates', () => {
    expect(deviceOptions(devices, 'camera')).toEqual([
      { id: 'cam-a', label: 'Front camera' },
      { id: 'cam-b', label: 'Camera 2' },
    ]);
    expect(deviceOptions(devices, 'microphone')).toHaveLength(1);
    expect(deviceOptions(devices, 'speaker')[0]!.label).toBe('Speakers');
  });

  it('keeps a saved device that is still there, else the first one', () => {
    const cams = deviceOptions(devices, 'camera');
    expect(pickDevice(cams, 'cam-b')).toBe('cam-b');
    expect(pickDevice(cams, 'unplugged')).toBe('cam-a');
    expect(pickDevice([], 'cam-b')).toBeNull();
  });

  it('asks for the chosen devices: exactly when just picked, ideally when saved', () => {
    const picked = mediaConstraints({ camera: 'cam-b', microphone: null }, 'exact');
    expect(picked.video).toMatchObject({ deviceId: { exact: 'cam-b' }, frameRate: { ideal: 15 } });
    expect(picked.audio).toBe(true);
    const saved = mediaConstraints({ camera: null, microphone: 'mic-a' });
    expect(saved.audio).toEqual({ deviceId: { ideal: 'mic-a' } });
    expect(saved.video).not.toHaveProperty('deviceId');
    expect(
      mediaConstraints({ camera: 'x', microphone: null }, 'exact', { audio: false }).audio,
    ).toBe(false);
  });

  it('words getUserMedia errors plainly, never with the browser text', () => {
    const denied = deviceProblem(
      Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' }),
    );
    expect(denied.problem).toBe('denied');
    expect(denied.message).not.toContain('Permission denied');
    expect(deviceProblem({ name: 'NotFoundError' }).message).toBe(
      'No camera or microphone was found on this device.',
    );
    expect(deviceProblem(new Error('weird')).problem).toBe('other');
  });

  it('measures the microphone level from time-domain samples', () => {
    expect(micLevel(new Uint8Array(64).fill(128))).toBe(0);
    const loud = Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 200 : 56));
    expect(micLevel(loud)).toBe(100);
    const quiet = Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 133 : 123));
    expect(micLevel(quiet)).toBeGreaterThan(0);
    expect(micLevel(quiet)).toBeLessThan(50);
  });

  it('reads a saved choice and ignores a broken one', () => {
    expect(parseSavedChoice('{"camera":"c","speaker":7}')).toEqual({
      camera: 'c',
      microphone: null,
      speaker: null,
    });
    expect(parseSavedChoice('not json').camera).toBeNull();
    expect(parseSavedChoice(null).microphone).toBeNull();
  });
});
