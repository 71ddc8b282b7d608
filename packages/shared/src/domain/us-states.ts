import type { Language } from './language.js';

/** US states plus DC (collector spec 9: notification states), by postal abbreviation. */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const;
export type UsStateCode = keyof typeof US_STATES;
export const US_STATE_CODES = Object.keys(US_STATES) as UsStateCode[];

export function isUsStateCode(code: string | null | undefined): code is UsStateCode {
  return code != null && Object.hasOwn(US_STATES, code);
}

/**
 * The states whose name US Spanish spells differently (others keep their English name: Texas,
 * Florida, Illinois). Ask Solo reads them in a question and writes them in a Spanish answer.
 */
export const US_STATE_NAMES_ES: Partial<Record<UsStateCode, string>> = {
  DC: 'Distrito de Columbia',
  HI: 'Hawái',
  LA: 'Luisiana',
  MI: 'Míchigan',
  MN: 'Minesota',
  MS: 'Misisipi',
  MO: 'Misuri',
  NH: 'Nuevo Hampshire',
  NJ: 'Nueva Jersey',
  NM: 'Nuevo México',
  NY: 'Nueva York',
  NC: 'Carolina del Norte',
  SC: 'Carolina del Sur',
  ND: 'Dakota del Norte',
  SD: 'Dakota del Sur',
  OR: 'Oregón',
  PA: 'Pensilvania',
  WV: 'Virginia Occidental',
};

/** A state's name in the language: the Spanish spelling where it differs, else the English one. */
export function stateName(code: UsStateCode, language: Language = 'en'): string {
  return (language === 'es' ? US_STATE_NAMES_ES[code] : undefined) ?? US_STATES[code];
}
