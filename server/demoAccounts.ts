// The demo accounts (a fixed contract: the README, the sign-in page and other tools name these accounts).
// One password for every demo account, as the sign-in page shows it.
import { DEMO_PASSWORD } from '../shared/demoAccounts';

export { DEMO_PASSWORD };
export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', role: 'slink-sys-admin', login_id: 1001 },
  { email: 'sisl.admin@example.com', role: 'slink-sisl-admin', login_id: 1002 },
  { email: 'engagement@example.com', role: 'slink-engmnt-manager', login_id: 1003 },
  { email: 'apilinks@example.com', role: 'slink-apilink-manager', login_id: 1004 },
] as const;

export const banner = (url: string): string =>
  [
    `Slink Console demo platform: ${url}`,
    '',
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(26)} ${a.role}`),
    '',
    `Outbox (password reset mails): ${url}/demo/outbox`,
  ].join('\n');

/** Whether `email` names a published demo account (any letter case). */
export const isPublishedDemoAccount = (email: string): boolean => DEMO_ACCOUNTS.some((a) => a.email === email.trim().toLowerCase());

/**
 * The answer to a password change or reset of a published demo account in demo mode: its password
 * is printed in the README and on the sign-in page, so a change would lock everyone else out.
 */
export const demoPasswordKept = (email: string): string =>
  `${email.trim().toLowerCase()} is a published demo account: its password stays ${DEMO_PASSWORD} so that everyone can sign in. Add a user of your own to try a password change.`;
