/**
 * The two products a visitor can start from the public pages, and what they cost. The prices are
 * stated on the entry pages; checkout (another issue) must charge exactly these.
 */
export const PRODUCTS = {
  solosettle: {
    name: 'SoloSettle',
    path: '/solosettle',
    /** Free to start and to negotiate; one fee when a settlement agreement is signed. */
    successFeeCents: 9_900,
    upfrontCents: 0,
  },
  debt_answer: {
    name: 'Debt Answer',
    path: '/debt_answer',
    /** One flat fee, paid before the finished answer is downloaded. */
    successFeeCents: 0,
    upfrontCents: 7_900,
  },
} as const;
export type ProductKey = keyof typeof PRODUCTS;
export const PRODUCT_KEYS = Object.keys(PRODUCTS) as ProductKey[];
