// Whose mailbox an e-mail on the papers is: a court's, an office's, or (neither) a person's; and the lawyer's among them (findEmail).
import { distance } from './edit-distance.js';

/** A court's ("@mn-courtadmin.us", "@judiciary.state…"), a clerk's or a process server's mailbox, never the lawyer's. */
export const notTheLawyers = (email: string) =>
  /^(?:[\w.-]*clerk\w*|dispatch|noreply|no-reply|court\w*|process\w*|(?:ada|accommodations?|interpreters?)(?:[._-][\w.-]*)?)@|@[^@]*(?:court(?:s|house|admin\w*)?(?=[.-])|judicia\w*(?=[.-])|clerk|process|serve[^r]|sheriff|marshal|constable|\.gov\b)/i.test(
    email,
  );

/**
 * The words of an office's mailbox, not a person's: "help@", "billing@", "payments@", "docketing@", "service@".
 * A word may end in "s" or not; the long ones (seven letters or more) are also read through one OCR slip.
 */
const OFFICE_MAILBOX_WORDS = [
  'help',
  'info',
  'billing',
  'payment',
  'pay',
  'docketing',
  'eservice',
  'service',
  'efiling',
  'efile',
  'collection',
  'support',
  'account',
  'admin',
  'office',
  'record',
  'intake',
  'referral',
  'customerservice',
  'notice',
  'dispute',
  'disputa',
  'correspondence',
  'correspondencia',
  'pago',
  'cobro',
  'cobranza',
  'contacto',
  'informe',
  'informacion',
  'servicio',
  'aviso',
  'notificaciones',
  'atencion',
  'cliente',
  'recepcion',
  'oficina',
];
/** Spellings of those words as offices write them: "biling@", "docket@", "e-service@", "collections-west@", "customercare@". */
const OFFICE_MAILBOX_SPELLINGS = String.raw`biling|docket\w*|e-service|e-filing|collections?-\w+|customer\w*`;
const OFFICE_MAILBOX = new RegExp(`^(?:${OFFICE_MAILBOX_WORDS.map((w) => `${w}s?`).join('|')}|${OFFICE_MAILBOX_SPELLINGS})@`, 'i');

/**
 * A mailbox of an office, not of a person. A lawyer's own mailbox beside it is the lawyer's; alone, it may still be the firm's.
 */
export const aRoleMailbox = (email: string) => OFFICE_MAILBOX.test(email) || misreadRoleMailbox(email);

/** An office's long mailbox word through one OCR slip: "pavments@" is "payments@"; "rn" read for an "m" is one slip too: "payrnents@". */
const misreadRoleMailbox = (email: string) => {
  const local = (email.split('@')[0] ?? '').toLowerCase();
  if (local.length < 6) return false;
  const reads = [local, local.replace(/rn/g, 'm')];
  return OFFICE_MAILBOX_WORDS.some((word) =>
    [word, `${word}s`]
      .filter((spelled) => spelled.length >= 7)
      .some((spelled) => reads.some((read) => distance(read, spelled) === 1 || (read !== local && read === spelled))),
  );
};

/** The words before a mailbox on its line that make it an office's: "Collections desk:", "Notices to plaintiff also:", "Questions:"; never the writer's own ("contact me directly at"). */
const OFFICE_LABEL =
  /\b(?:desk|also|questions|billing|payments?|paralegal|(?:legal )?assistant|secretary|staff|e-?filings?|filings?|docketing|clerk|contact(?!\s+(?:me|the undersigned)\b)|notices\s+to)\b[^@\n]{0,20}:?\s*$/i;
/** A lawyer's e-mail field left empty: "Email: none on file", "E-mail: N/A". */
const NO_LAWYER_EMAIL = /\be-?mail\s*:\s*(?:none|n\/a|not\s+(?:on\s+file|provided))\b/i;

/**
 * A mailbox whose "@" OCR lost or read as a letter, at a domain another mailbox on the page shows: "dwhitlockecastellanoreiss.com"
 * beside "efile@castellanoreiss.com" is "dwhitlock@castellanoreiss.com" (an "e", "a", "©" or "®" stands where the "@" was).
 * A web address ("www.…", a host such as "mail.…", a path) is none.
 */
function withLostAt(text: string): string {
  const domains = new Set([...text.matchAll(/@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})\b/g)].map((hit) => (hit[1] as string).toLowerCase()));
  let out = text;
  for (const domain of domains) {
    const escaped = domain.replace(/[.-]/g, (c) => `\\${c}`);
    out = out.replace(new RegExp(String.raw`(?<![@/.\w])(?!www)([A-Za-z0-9._%+-]*?[A-Za-z0-9])[ea©®]?(${escaped})\b(?!/)`, 'gi'), '$1@$2');
  }
  return out;
}

/** The firm's own mark in its name, to know its mailbox among others: "Adler Quist LLP" is "adler". */
const firmMark = (firm: string | null) =>
  (firm
    ?.split(/[\s,&]+/)
    .find((w) => w.length >= 4)
    ?.toLowerCase()
    .replace(/[^a-z]/g, '') ??
    null) ||
  null;

/**
 * The lawyer's e-mail on the page: the named firm's own mailbox first, then anyone's but an office's; an office mailbox
 * ("payments@", "disputes@") only where a firm is named, since with no lawyer on the page it is the collector's.
 */
export function findEmail(flat: string, firm: string | null = null): string | null {
  const repaired = flat
    .replace(/\s*@\s*/g, '@')
    .replace(/\(a\)|\(@\)/g, '@')
    // The dot before the top-level domain read as a space or a comma, or with a space after it: "@roegantt. com".
    .replace(/(@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*)(?:\.\s+|[\s,]+)(com|net|org|law)\b/g, '$1.$2')
    // …or lost, the domain run into it at the line's end: "@roegantt" + "com".
    .replace(/(@[A-Za-z0-9-]{3,}?)(com|net|org)$/gm, '$1.$2');
  const all = [...withLostAt(repaired).matchAll(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g)];
  const isOffice = (hit: RegExpMatchArray) => aRoleMailbox(hit[0]) || OFFICE_LABEL.test(repaired.slice(0, hit.index));
  const officeAllowed = firm !== null && !NO_LAWYER_EMAIL.test(repaired);
  // The named firm's own mailbox first, where the page names a firm: an agency's or a creditor's is not its lawyer's (corpus 2026-12-28).
  const mark = firmMark(firm);
  const m =
    (mark ? all.find((hit) => !notTheLawyers(hit[0]) && !isOffice(hit) && (hit[0].split('@')[1] ?? '').toLowerCase().includes(mark)) : undefined) ??
    all.find((hit) => !notTheLawyers(hit[0]) && !isOffice(hit)) ??
    (officeAllowed ? all.find((hit) => !notTheLawyers(hit[0])) : undefined) ??
    /\b([A-Za-z0-9._%+-]+)\s*[©®]\s*([A-Za-z0-9-]+\.(?:com|net|org|law))\b/.exec(repaired);
  if (!m) return null;
  const found = m[1] && m[2] ? `${m[1]}@${m[2]}` : m[0];
  // A capital I alone in a lowercase mailbox is OCR's reading of an l: "Inguyen@…" is "lnguyen@…".
  const email = /^[^A-Z]*I[^A-Z]*$/.test(found) ? found.replace('I', 'l') : found;
  return email
    .toLowerCase()
    .replace(/\.c0m$/, '.com')
    .replace(/\.corn$/, '.com');
}
