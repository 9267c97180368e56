// The demo accounts are a fixed contract (README.md lists them); shown only when the platform says demo.
import { APILINK_MANAGER, ENGAGEMENT_MANAGER, SISL_ADMIN, SYS_ADMIN } from '../language/roles';

export const DEMO_PASSWORD = 'Demo#2026';
export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', role: SYS_ADMIN },
  { email: 'sisl.admin@example.com', role: SISL_ADMIN },
  { email: 'engagement@example.com', role: ENGAGEMENT_MANAGER },
  { email: 'apilinks@example.com', role: APILINK_MANAGER },
] as const;
