// Web test setup: jest-dom matchers, cleanup between tests, a fresh session, and the house rule
// that any console.error fails the test (React warnings, act() misuse, failed prop types...).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '@/app/query-client';
import { logout } from '@/lib/session-store';
import { clearToasts } from '@/lib/toast-store';
import { takeContractViolations } from './contract-check';

// findBy*/waitFor wait on a condition; on a busy 2-core machine (the whole suite, or stress
// beside it) a lazy chunk or a query can take many seconds, so the wait is long, and it is set
// here once: tests never pass a shorter one. Passing tests do not wait longer: they continue as
// soon as the condition holds.
configure({ asyncUtilTimeout: 30_000 });

let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  // jsdom does not implement scrolling; the router's scroll-to-top calls it on every page.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  logout();
  clearToasts();
  queryClient.clear(); // the app's one cache must not carry data from test to test
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  const drift = takeContractViolations();
  if (drift.length > 0)
    throw new Error(`A made-up API answer does not match the contract:\n${drift.join('\n')}`);
  if (consoleErrors.length > 0) {
    const text = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});
