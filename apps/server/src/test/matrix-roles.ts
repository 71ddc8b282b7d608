import type { Realm } from '../platform/sessions.js';

/**
 * The people of the authorization matrix. Firm X is Demo Law Group (an admin and a user-scope
 * collector), firm Y is Other Collections LLC; consumer A and B are the two demo consumers.
 */
export const ROLES = ['anonymous', 'consumerA', 'consumerB', 'firmXUser', 'firmXAdmin', 'firmYAdmin', 'onCall'] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'anonymous'>;

export const ACCOUNTS: Record<SignedInRole, { email: string; realm: Realm }> = {
  consumerA: { email: 'consumer@demo.test', realm: 'consumer' },
  consumerB: { email: 'consumer2@demo.test', realm: 'consumer' },
  firmXUser: { email: 'staff@demo-law.test', realm: 'collector' },
  firmXAdmin: { email: 'admin@demo-law.test', realm: 'collector' },
  firmYAdmin: { email: 'admin@other-law.test', realm: 'collector' },
  onCall: { email: 'oncall@parley.test', realm: 'collector' },
};

/**
 * Text that only some roles may ever read. Each fixture carries one; the matrix test checks every
 * answer for the markers its caller must not see, so a leak through any route fails by name.
 */
export const MARKERS = {
  accountX: { text: 'Marker Xavier Firmx', visibleTo: ['firmXUser', 'firmXAdmin', 'onCall'] },
  accountY: { text: 'Marker Yolanda Firmy', visibleTo: ['firmYAdmin', 'onCall'] },
  caseA: { text: 'MARKER-CASE-A-4417', visibleTo: ['consumerA', 'firmXUser', 'firmXAdmin', 'onCall'] },
  caseB: { text: 'MARKER-CASE-B-8821', visibleTo: ['consumerB', 'firmXUser', 'firmXAdmin', 'onCall'] },
  chatA: { text: 'Marker chat between consumer A and firm X', visibleTo: ['consumerA', 'firmXUser', 'firmXAdmin'] },
  chatB: { text: 'Marker chat between consumer B and firm Y', visibleTo: ['consumerB', 'firmYAdmin'] },
  policyX: { text: 'marker-policy@firmx.test', visibleTo: ['firmXUser', 'firmXAdmin'] },
  payoutX: { text: 'marker-payouts@firmx.test', visibleTo: ['firmXUser', 'firmXAdmin'] },
  pilotA: { text: 'Marker question from consumer A to Ask Solo', visibleTo: ['consumerA'] },
  intakeA: { text: 'Marker Ingrid Intakea', visibleTo: ['consumerA'] },
  editorA: { text: 'Marker editor text of consumer A', visibleTo: ['consumerA'] },
} as const satisfies Record<string, { text: string; visibleTo: readonly SignedInRole[] }>;
