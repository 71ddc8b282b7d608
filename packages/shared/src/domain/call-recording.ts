import type { UsStateCode } from './us-states.js';

/**
 * The states where recording a phone call needs the consent of everyone on it (all-party consent), each with the statute
 * that says so. Only states whose rule for a private phone call is settled are listed; a state missing here is not said to
 * be one-party. Federal law needs one party's consent (18 U.S.C. § 2511(2)(d)).
 */
export const ALL_PARTY_RECORDING: Partial<Record<UsStateCode, string>> = {
  CA: 'Cal. Penal Code § 632',
  FL: 'Fla. Stat. § 934.03',
  IL: '720 ILCS 5/14-2',
  MD: 'Md. Code, Cts. & Jud. Proc. § 10-402',
  MA: 'Mass. Gen. Laws ch. 272, § 99',
  MT: 'Mont. Code Ann. § 45-8-213',
  NH: 'N.H. Rev. Stat. § 570-A:2',
  PA: '18 Pa. Cons. Stat. § 5703',
  WA: 'RCW 9.73.030',
};

/** The federal rule: one party to the call may record it. */
export const FEDERAL_ONE_PARTY_RECORDING = '18 U.S.C. § 2511(2)(d)';
