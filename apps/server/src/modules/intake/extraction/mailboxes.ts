// Whose mailbox an e-mail on the papers is: a court's, an office's, or (neither) a person's.
import { distance } from './edit-distance.js';

/** A court's, a clerk's or a process server's mailbox, never the lawyer's. */
export const notTheLawyers = (email: string) =>
  /^(?:[\w.-]*clerk\w*|dispatch|noreply|no-reply|court\w*|process\w*|(?:ada|accommodations?|interpreters?)(?:[._-][\w.-]*)?)@|@[^@]*(?:court(?:s|house)?(?=[.-])|clerk|process|serve[^r]|sheriff|marshal|constable|\.gov\b)/i.test(
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
