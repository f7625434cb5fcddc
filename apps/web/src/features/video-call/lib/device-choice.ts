// The devices last chosen on this browser (camera, microphone, speaker), kept in localStorage so
// the call and the next class start with them.
import {
  DEVICE_CHOICE_KEY,
  parseSavedChoice,
  type DeviceChoice,
} from '@tm/shared/call/device-check';

export function loadDeviceChoice(): DeviceChoice {
  try {
    return parseSavedChoice(window.localStorage.getItem(DEVICE_CHOICE_KEY));
  } catch {
    return parseSavedChoice(null);
  }
}

export function saveDeviceChoice(patch: Partial<DeviceChoice>): void {
  try {
    window.localStorage.setItem(
      DEVICE_CHOICE_KEY,
      JSON.stringify({ ...loadDeviceChoice(), ...patch }),
    );
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
}
