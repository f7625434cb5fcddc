import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';

/** GET /api/dev/accounts (development only): the seeded demo accounts the sign-in page offers. */
export function listDemoAccounts(): typeof DEMO_ACCOUNTS {
  return DEMO_ACCOUNTS;
}
