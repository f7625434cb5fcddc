// Mutation spot-check: breaks each listed rule (money, access, time), one at a time, in a scratch
// copy of the repository and runs the tests that guard it. Every mutant must be caught (its tests fail); the
// script exits 1 if one survives or if a mutation no longer applies (the code moved: update it).
// Usage: node scripts/mutation-spot-check.mjs [name ...]   (no names: all of them)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const mutants = [
  {
    name: 'booking email privacy on list endpoints',
    file: 'apps/server/src/modules/bookings/list-bookings.ts',
    from: "return bookingFor(assertBookingAccess(opts.user, partiesOf(dto), 'view'), dto);",
    to: 'return dto;',
    test: ['--project', 'server', 'apps/server/test/booking-privacy.test.ts'],
  },
  {
    name: 'booking access: someone with no part in a booking treated as its student',
    file: 'apps/server/src/modules/access/booking-access.ts',
    from: "return { level: 'none', reason: 'not-a-party' };",
    to: "return { level: 'act', as: 'student' };",
    test: ['--project', 'server', 'apps/server/test/booking-access.test.ts'],
  },
  {
    name: 'booking access: the chat history read without asking it',
    file: 'apps/server/src/modules/calls/class-chat.ts',
    from: "await loadBookingFor({ ...opts, viewer: opts.user, action: 'view' });",
    to: '',
    test: ['--project', 'server', 'apps/server/test/booking-access.test.ts'],
  },
  {
    name: 'the reject failure text',
    file: 'apps/web/src/features/tutor/components/reject-booking-dialog.tsx',
    from: 'bookingActionError(err, MSG.rejectBookingFailed)',
    to: "bookingActionError(err, 'Could not reject.')",
    test: ['--project', 'web', 'apps/web/src/features/tutor/pages/tutor-requests-page.test.tsx'],
  },
  {
    name: 'similar tutors for an unverified tutor',
    file: 'apps/server/src/modules/discovery/similar-tutors.ts',
    from: "where user_id = ${opts.tutorId} and verification_status = 'verified'",
    to: 'where user_id = ${opts.tutorId}',
    test: ['--project', 'server', 'apps/server/test/get-tutor.test.ts'],
  },
  {
    name: 'accept refreshing the list',
    file: 'apps/web/src/features/tutor/api/accept-booking.ts',
    from: 'onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.all }),',
    to: 'onSettled: () => client,',
    test: ['--project', 'web', 'apps/web/src/features/tutor/pages/tutor-requests-page.test.tsx'],
  },
  {
    name: 'the multi-session equal-dates boundary',
    file: 'packages/shared/src/rules/booking-checks.ts',
    from: 'if (end <= startDate)',
    to: 'if (end < startDate)',
    test: ['--project', 'shared', 'packages/shared/src/rules/booking-checks.test.ts'],
  },
  {
    name: 'the accept row lock on PGlite',
    file: 'apps/server/src/modules/bookings/decide-booking.ts',
    from: ".where(eq(tutorProfiles.userId, opts.user.id))\n      .for('update');",
    to: '.where(eq(tutorProfiles.userId, opts.user.id));',
    test: ['--project', 'server', 'apps/server/test/bookings-concurrency.test.ts'],
  },
  {
    name: 'the platform fee row recorded as zero',
    file: 'apps/server/src/modules/payments/record-payment.ts',
    from: "type: 'platform_fee',\n        amountMinor: split.feeMinor,",
    to: "type: 'platform_fee',\n        amountMinor: 0,",
    test: ['--project', 'server', 'apps/server/test/payments.test.ts'],
  },
  {
    name: 'the tutor earning the whole amount, fee not deducted',
    file: 'packages/shared/src/rules/payments.ts',
    from: 'tutorEarningMinor: amountMinor - feeMinor',
    to: 'tutorEarningMinor: amountMinor',
    test: ['--project', 'shared', 'packages/shared/src/rules/payments.test.ts'],
  },
  {
    name: 'a negative balance shown as zero (the three figures no longer add up)',
    file: 'packages/shared/src/rules/payments.ts',
    from: 'return earningMinor - withdrawalsMinor;',
    to: 'return Math.max(0, earningMinor - withdrawalsMinor);',
    test: ['--project', 'shared', 'packages/shared/src/rules/payments.test.ts'],
  },
  {
    name: 'a withdrawal of exactly the balance refused (> became >=)',
    file: 'packages/shared/src/schemas/payments.ts',
    from: 'return amountMinor > availableMinor ?',
    to: 'return amountMinor >= availableMinor ?',
    test: ['--project', 'server', 'apps/server/test/payments.test.ts'],
  },
  {
    name: "the payout form's balance check removed",
    file: 'apps/web/src/features/tutor/components/payout-panel.tsx',
    from: 'if (refusal) return setError(refusal);',
    to: '',
    test: ['--project', 'web', 'apps/web/src/features/tutor/pages/tutor-payments-page.test.tsx'],
  },
  {
    name: 'conversation access: a stranger allowed to act',
    file: 'apps/server/src/modules/access/conversation-access.ts',
    from: "return { level: 'none', reason: MESSAGING_TEXT.notFound, side };",
    to: "return { level: 'act', reason: null, side };",
    test: ['--project', 'server', 'apps/server/test/messages.test.ts'],
  },
  {
    name: 'free cancellation at exactly the notice period refused',
    file: 'packages/shared/src/rules/cancellation-policy.ts',
    from: 'return start.getTime() - now.getTime() >= policy.freeCancellationHours * HOUR_MS;',
    to: 'return start.getTime() - now.getTime() > policy.freeCancellationHours * HOUR_MS;',
    test: ['--project', 'shared', 'packages/shared/src/rules/cancellation-policy.test.ts'],
  },
  {
    name: 'the class window still open at its end time',
    file: 'packages/shared/src/rules/class-window.ts',
    from: 't < instantIn(today, b.endTime, zone).getTime()',
    to: 't <= instantIn(today, b.endTime, zone).getTime()',
    test: ['--project', 'shared', 'packages/shared/src/rules/class-window.test.ts'],
  },
];

/** A scratch copy: tracked files copied, node_modules linked entry by entry except @tm/*. */
function scratchCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-mutants-'));
  const files = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .stdout.split('\0')
    .filter(Boolean);
  for (const f of files) {
    if (!fs.existsSync(path.join(root, f))) continue;
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.copyFileSync(path.join(root, f), path.join(dir, f));
  }
  const nm = path.join(dir, 'node_modules');
  fs.mkdirSync(path.join(nm, '@tm'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '@tm') continue;
    fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(nm, entry));
  }
  // The workspaces resolve to the scratch copy, so a mutation in packages/shared is seen.
  for (const [name, target] of [
    ['shared', '../../packages/shared'],
    ['server', '../../apps/server'],
    ['web', '../../apps/web'],
  ])
    fs.symlinkSync(target, path.join(nm, '@tm', name));
  for (const ws of ['apps/web', 'apps/server', 'packages/shared']) {
    const own = path.join(root, ws, 'node_modules');
    if (fs.existsSync(own)) fs.symlinkSync(own, path.join(dir, ws, 'node_modules'));
  }
  return dir;
}

const wanted = process.argv.slice(2);
const selected = wanted.length ? mutants.filter((m) => wanted.includes(m.name)) : mutants;
const dir = scratchCopy();
console.log(`scratch copy: ${dir}`);
const results = [];
const vitest = (args) =>
  spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', ...args, '--reporter=dot'],
    {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true' },
    },
  );
try {
  // First the unbroken code must pass the same tests, or a "caught" would mean nothing.
  const baselines = new Map();
  for (const m of selected) {
    const key = m.test.join(' ');
    if (baselines.has(key)) continue;
    process.stdout.write(`baseline: ${key} ... `);
    baselines.set(key, vitest(m.test).status === 0);
    console.log(baselines.get(key) ? 'passes' : 'FAILS');
  }
  for (const m of selected) {
    if (!baselines.get(m.test.join(' '))) {
      results.push([m.name, 'NOT CHECKED (its tests fail on the unbroken code)']);
      continue;
    }
    const file = path.join(dir, m.file);
    const original = fs.readFileSync(file, 'utf8');
    if (!original.includes(m.from)) {
      results.push([m.name, 'DOES NOT APPLY (code moved; update the mutant)']);
      continue;
    }
    fs.writeFileSync(file, original.replace(m.from, m.to));
    process.stdout.write(`mutant: ${m.name} ... `);
    const r = vitest(m.test);
    fs.writeFileSync(file, original);
    const verdict = r.status === 0 ? 'SURVIVED (no test failed)' : 'caught';
    console.log(verdict);
    results.push([m.name, verdict]);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log('\nMutation spot-check:');
for (const [name, verdict] of results)
  console.log(`  ${verdict === 'caught' ? 'ok  ' : 'FAIL'} ${name}: ${verdict}`);
process.exit(results.every(([, v]) => v === 'caught') ? 0 : 1);
