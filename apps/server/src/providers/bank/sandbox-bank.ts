import { dayNumber, isoDate } from '../seeded-random.js';
import { type BankInstitution, type BankProvider, BankProviderError } from './bank-provider.js';
import { accountsOf, generateTransactions, withBalances } from './sandbox-history.js';
import { paydays, personOf } from './sandbox-person.js';

/**
 * The sandbox bank: Parley's stand-in for Plaid when no Plaid keys are configured (and offline).
 * Every consumer gets a coherent, deterministic financial life seeded by their user id: an employer
 * paying at a real pay frequency (payday moved before weekends and holidays, overtime in some
 * checks), sometimes a second income, rent, seasonal utilities, groceries and irregular spending,
 * transfers to savings and card payments between their own accounts. Nothing in a transaction says
 * how often it recurs: the report detects that from dates and amounts, as it must with real data.
 */

const LINK_TTL_MS = 30 * 60_000;
const CONSENT_DAYS = 365;

function logo(initials: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="${color}"/><text x="24" y="31" font-family="Arial,Helvetica,sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const INSTITUTIONS: BankInstitution[] = [
  { id: 'ins_sandbox_platypus', name: 'First Platypus Bank', primaryColor: '#1c64f2', sandboxBehavior: null },
  { id: 'ins_sandbox_tartan', name: 'Tartan Bank', primaryColor: '#b42318', sandboxBehavior: null },
  { id: 'ins_sandbox_houndstooth', name: 'Houndstooth Bank', primaryColor: '#027a48', sandboxBehavior: null },
  { id: 'ins_sandbox_gingham', name: 'First Gingham Credit Union', primaryColor: '#6941c6', sandboxBehavior: null },
  {
    id: 'ins_sandbox_unreadable',
    name: 'Platypus Unreadable Bank',
    primaryColor: '#667085',
    sandboxBehavior: 'Sandbox test case: the bank connects but its transactions cannot be read, so the report fails.',
  },
].map((i) => ({
  ...i,
  logo: logo(
    i.name
      .split(' ')
      .filter((w) => /^[A-Z]/.test(w))
      .slice(0, 2)
      .map((w) => w[0])
      .join(''),
    i.primaryColor,
  ),
}));
const UNREADABLE = 'ins_sandbox_unreadable';

export function createSandboxBank({ sign }: { sign: (value: string) => string }): BankProvider {
  const signed = (value: string) => `${value}.${sign(value).slice(0, 32)}`;
  const verify = (token: string): string[] | null => {
    const at = token.lastIndexOf('.');
    if (at < 0) return null;
    const value = token.slice(0, at);
    return signed(value) === token ? value.split('.') : null;
  };
  const institution = (id: string) => INSTITUTIONS.find((i) => i.id === id);
  const parseAccess = (accessToken: string) => {
    const parts = accessToken.startsWith('access-sandbox-') ? verify(accessToken.slice('access-sandbox-'.length)) : null;
    const [institutionId, user] = parts ?? [];
    if (!institutionId || !user || !institution(institutionId)) throw new BankProviderError('ITEM_LOGIN_REQUIRED', 'The bank connection is not valid.');
    return { institutionId, userId: Number(user) };
  };
  // A year of history ends today; the provider reads "today" from the newest range asked for.
  const history = (userId: number, institutionId: string, endDay: number) => {
    const accounts = accountsOf(userId, institutionId);
    const drafts = generateTransactions(userId, accounts, endDay - 400, endDay);
    return { accounts: withBalances(userId, institutionId, accounts, drafts), drafts };
  };

  return {
    name: 'sandbox',
    consentDays: CONSENT_DAYS,
    institutions: () => INSTITUTIONS,

    async createLinkToken(userId, now) {
      const expiration = new Date(now.getTime() + LINK_TTL_MS);
      return { linkToken: `link-sandbox-${signed(`${userId}.${expiration.getTime()}`)}`, expiration };
    },

    async createSandboxPublicToken({ linkToken, institutionId, userId, now }) {
      const [user, expires] = (linkToken.startsWith('link-sandbox-') ? verify(linkToken.slice('link-sandbox-'.length)) : null) ?? [];
      if (Number(user) !== userId || Number(expires) < now.getTime())
        throw new BankProviderError('INVALID_LINK_TOKEN', 'The link token is invalid or expired.');
      if (!institution(institutionId)) throw new BankProviderError('INVALID_INSTITUTION', 'Unknown institution.');
      return `public-sandbox-${signed(`${institutionId}.${userId}.${now.getTime() + LINK_TTL_MS}`)}`;
    },

    async exchangePublicToken(publicToken, userId, now) {
      const [institutionId, user, expires] = (publicToken.startsWith('public-sandbox-') ? verify(publicToken.slice('public-sandbox-'.length)) : null) ?? [];
      const inst = institutionId ? institution(institutionId) : undefined;
      if (!inst || Number(user) !== userId || Number(expires) < now.getTime()) {
        throw new BankProviderError('INVALID_PUBLIC_TOKEN', 'The public token is invalid or expired.');
      }
      return {
        accessToken: `access-sandbox-${signed(`${inst.id}.${userId}`)}`,
        itemId: `item-sandbox-${inst.id}-${userId}`,
        institution: { id: inst.id, name: inst.name, logo: inst.logo },
      };
    },

    async getAccounts(accessToken, asOf) {
      const { institutionId, userId } = parseAccess(accessToken);
      return history(userId, institutionId, dayNumber(isoDate(asOf))).accounts;
    },

    async getTransactions(accessToken, range) {
      const { institutionId, userId } = parseAccess(accessToken);
      if (institutionId === UNREADABLE) throw new BankProviderError('PRODUCT_NOT_READY', 'Transactions are not available for this institution.');
      const endDay = dayNumber(range.end);
      const perDay = new Map<string, number>();
      return history(userId, institutionId, endDay)
        .drafts.map((t) => {
          const ordinal = (perDay.get(t.date) ?? 0) + 1;
          perDay.set(t.date, ordinal);
          return { ...t, transactionId: `txn-${institutionId}-${userId}-${t.date}-${ordinal}`, pending: dayNumber(t.date) > endDay - 2 };
        })
        .filter((t) => t.date >= range.start && t.date <= range.end)
        .sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
    },
  };
}

export const SANDBOX_BANK = { institutions: INSTITUTIONS, unreadableInstitutionId: UNREADABLE, personOf, paydays };
