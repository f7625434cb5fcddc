// Browser journeys that cut the network (a flap mid-call recovered by an ICE restart).
// They run the server and Chromium inside a network namespace of their own that has only a
// loopback interface (`unshare -n`, needs root, which CI has), so taking `lo` down there touches
// nothing else on the machine. Usage: node scripts/e2e-netns.mjs [spec files...]
// Without root or unshare it says so and exits 0, except under CI=true, where it fails.
import { spawnSync } from 'node:child_process';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const specs = process.argv.slice(2);
const files = specs.length ? specs : ['e2e/video-call-flap.spec.ts'];

const canUnshare =
  process.getuid?.() === 0 &&
  spawnSync('unshare', ['-n', 'true'], { stdio: 'ignore' }).status === 0 &&
  spawnSync('ip', ['-V'], { stdio: 'ignore' }).status === 0;
if (!canUnshare) {
  const msg = 'network-namespace journeys need root, unshare and ip (iproute2)';
  if (CI) {
    console.error(`${msg}; CI must run them.`);
    process.exit(1);
  }
  console.log(`*** SKIPPED ${files.join(' ')}: ${msg}. ***`);
  process.exit(0);
}

const r = spawnSync(
  'unshare',
  [
    '-n',
    'bash',
    '-c',
    'ip link set lo up && exec npx playwright test -c e2e/playwright.config.ts "$@"',
    'e2e-netns',
    ...files,
  ],
  { stdio: 'inherit', env: { ...process.env, E2E_NETNS: '1' } },
);
process.exit(r.status ?? 1);
