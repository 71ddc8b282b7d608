import {
  captionLine,
  courtLevelOf,
  DEADLINE_CAVEAT,
  DEBT_TYPES,
  DEFAULT_DEBT_TYPE,
  DEFENSES,
  type DefenseKey,
  deadlineText,
  formatCents,
  formatLongDate,
  type Jurisdiction,
  limitationFor,
} from '@parley/shared';

/**
 * The documents a consumer leaves with: an Answer to a debt-collection complaint (per state), a
 * debt validation request letter, and a settlement offer letter for firms not on Parley. Each is
 * described once as blocks, then laid out as a PDF (the shared DocumentWriter) and as Word
 * (legal-document-render.ts).
 */
export type Block =
  | { kind: 'center'; lines: string[]; bold?: boolean }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'numbered'; items: string[]; start?: number }
  | { kind: 'lines'; lines: string[] }
  /**
   * A block signed by hand: the closing, a signature line, the typed name, the signer's role
   * ("Defendant, pro se"), contact lines, and a date line left blank when `dateLine` is true.
   */
  | { kind: 'signature'; closing: string | null; name: string; role: string | null; details: string[]; dateLine: boolean }
  | { kind: 'space' };

export type LegalDocument = {
  title: string;
  filename: string;
  author: string;
  date: string;
  footer: string;
  blocks: Block[];
  /** Notes that are not part of the paper, on a page of their own so the paper can be filed as it is. */
  appendix?: Block[];
};

export type CaseFacts = {
  consumerName: string;
  consumerAddress: string[];
  consumerPhone: string | null;
  consumerEmail: string | null;
  plaintiffName: string;
  lawFirmName: string | null;
  lawyerEmails: string[];
  civilNumber: string | null;
  amountCents: number | null;
  court: { name: string; caption: string; address: string[] } | null;
  servedOn: string | null;
  /** The court level chosen at the first step (jurisdictions.ts key), and the kind of debt if known. */
  courtLevelKey: string | null;
  debtType: string | null;
  answerDeadline: string | null;
  defenses: DefenseKey[];
  hardshipStatement: string | null;
  /** `YYYY-MM-DD` */
  date: string;
};

/** How a party who represents themselves signs a pleading. */
const PRO_SE_ROLE = 'Defendant, pro se';

const FOOTER = "Prepared by the consumer with Parley. Parley is not a law firm and this document is not legal advice; check your court's rules and deadlines.";

/** A defense paragraph of the Answer; the AI editor adds one with these same words. */
export function defenseText(key: DefenseKey, j: Jurisdiction, facts: CaseFacts): string {
  switch (key) {
    case 'statute_of_limitations': {
      const limitation = limitationFor(j, facts.debtType);
      const kind = DEBT_TYPES.find((d) => d.key === (facts.debtType ?? DEFAULT_DEBT_TYPE)) ?? DEBT_TYPES[0];
      return `Statute of limitations. Plaintiff's claim, on ${kind.label.toLowerCase()}, is barred, in whole or in part, by the ${limitation.years}-year statute of limitations of ${limitation.citation}, because the action was filed more than ${limitation.years} years after the alleged default or last payment.`;
    }
    case 'lack_of_standing':
      return `Lack of standing. ${facts.plaintiffName} is not the original creditor and has not shown a complete chain of assignment giving it the right to sue on the alleged account. Plaintiff must prove ownership of the specific debt.`;
    case 'improper_service':
      return 'Insufficient service of process. Defendant was not properly served with the summons and complaint as the rules require, and the Court lacks personal jurisdiction over Defendant until proper service is made.';
    case 'amount_disputed':
      return `Amount disputed. Defendant disputes the amount claimed${facts.amountCents ? ` (${formatCents(facts.amountCents)})` : ''}, which may include interest, fees or charges not authorized by any agreement or by law. Plaintiff must prove each component of the amount.`;
    case 'not_my_debt':
      return "Not Defendant's debt. Defendant does not recognize the account sued on and denies owing it; the account may be the result of error or identity theft.";
    case 'paid_or_settled':
      return 'Payment. The alleged debt has been paid or settled, in whole or in part, and Plaintiff may not recover amounts already paid.';
  }
}

/** What the consumer reads before filing: the court, the deadline and how it is counted, any form the court needs. */
function filingNotes(facts: CaseFacts, j: Jurisdiction): Block[] {
  const level = courtLevelOf(j, facts.courtLevelKey);
  const due = facts.answerDeadline ? ` By the service date you gave, that is ${formatLongDate(facts.answerDeadline)}.` : '';
  return [
    { kind: 'heading', text: 'BEFORE YOU FILE (NOT PART OF THE ANSWER)' },
    {
      kind: 'numbered',
      items: [
        `Court: ${j.name}, ${level.name}. Deadline: ${deadlineText(level.answer)}${due} ${DEADLINE_CAVEAT}`,
        ...(level.note ? [level.note] : []),
        ...(level.formRequired ? [level.formRequired] : []),
        `File the signed Answer with the clerk of the court and send a copy to Plaintiff's attorney, then complete the certificate of service.`,
      ],
    },
  ];
}

/**
 * A pleading's caption in the state's form: the court line (the court's own caption when known,
 * else the usual level's with the venue left blank), the parties, the case number, and the title.
 */
export function captionBlocks(
  j: Jurisdiction,
  c: { courtCaption: string | null; courtLevelKey: string | null; plaintiffName: string; consumerName: string; civilNumber: string | null; title: string },
): Block[] {
  return [
    { kind: 'center', lines: [c.courtCaption ?? captionLine(courtLevelOf(j, c.courtLevelKey), null)], bold: true },
    { kind: 'space' },
    {
      kind: 'lines',
      lines: [
        `${c.plaintiffName.toUpperCase()},`,
        '          Plaintiff,',
        j.caption.versus,
        `${c.consumerName.toUpperCase()},`,
        '          Defendant.',
        `${j.caption.caseNumberLabel} ${c.civilNumber ?? '____________'}`,
      ],
    },
    { kind: 'center', lines: [c.title], bold: true },
  ];
}

export function answerDocument(facts: CaseFacts, j: Jurisdiction): LegalDocument {
  const chosen = DEFENSES.filter((d) => facts.defenses.includes(d.key));
  const blocks: Block[] = [
    ...captionBlocks(j, { ...facts, courtCaption: facts.court?.caption ?? null, title: j.answerTitle }),
    {
      kind: 'paragraph',
      text: `Defendant ${facts.consumerName}, appearing pro se, answers the ${j.pleading} of Plaintiff ${facts.plaintiffName} as follows.`,
    },
    { kind: 'heading', text: 'RESPONSES TO THE ALLEGATIONS' },
    {
      kind: 'numbered',
      items: [
        j.generalDenial,
        'Defendant lacks knowledge or information sufficient to form a belief about the truth of the allegations concerning the account, its ownership, its assignment and its balance, and therefore denies them.',
        `Defendant denies owing ${facts.amountCents ? formatCents(facts.amountCents) : 'the amount claimed'} to Plaintiff and demands strict proof of the debt, of Plaintiff's ownership of it, and of the amount.`,
      ],
    },
    { kind: 'heading', text: 'AFFIRMATIVE DEFENSES' },
    chosen.length > 0
      ? { kind: 'numbered', items: chosen.map((d) => defenseText(d.key, j, facts)) }
      : { kind: 'paragraph', text: 'Defendant reserves the right to assert affirmative defenses as they become known through discovery.' },
    { kind: 'heading', text: 'REQUEST FOR RELIEF' },
    {
      kind: 'paragraph',
      text: 'Defendant asks the Court to dismiss the case with prejudice, to enter judgment for Defendant, to require Plaintiff to prove its claim, and to grant any other relief that is just.',
    },
    {
      kind: 'signature',
      closing: 'Respectfully submitted,',
      name: facts.consumerName,
      role: PRO_SE_ROLE,
      details: [
        ...facts.consumerAddress,
        ...(facts.consumerPhone ? [`Phone: ${facts.consumerPhone}`] : []),
        ...(facts.consumerEmail ? [`Email: ${facts.consumerEmail}`] : []),
      ],
      dateLine: true,
    },
    { kind: 'heading', text: 'CERTIFICATE OF SERVICE' },
    {
      kind: 'paragraph',
      text: `I certify that on ____________________, I served a true copy of this ${j.answerTitle.toLowerCase()} on Plaintiff ${facts.plaintiffName} by delivering it to Plaintiff's attorney of record, at the address or email below, by the method checked.`,
    },
    {
      kind: 'lines',
      lines: [
        `Served on: ${facts.lawFirmName ?? "Plaintiff's attorney of record"}`,
        ...(facts.lawyerEmails.length ? [`          ${facts.lawyerEmails.join(', ')}`] : ['          ________________________________________']),
        'Method:   [  ] U.S. mail    [  ] Email    [  ] Hand delivery    [  ] E-filing service',
      ],
    },
    { kind: 'signature', closing: null, name: facts.consumerName, role: PRO_SE_ROLE, details: [], dateLine: true },
  ];
  blocks.push(...filingNotes(facts, j));
  return {
    title: `${j.answerTitle} - ${facts.plaintiffName} v. ${facts.consumerName}`,
    filename: 'answer',
    author: facts.consumerName,
    date: facts.date,
    footer: FOOTER,
    blocks,
  };
}

const letterHead = (facts: CaseFacts): Block[] => [
  { kind: 'lines', lines: [facts.consumerName, ...facts.consumerAddress] },
  { kind: 'lines', lines: [formatLongDate(facts.date)] },
  { kind: 'lines', lines: [facts.lawFirmName ?? facts.plaintiffName, ...(facts.lawyerEmails.length ? [facts.lawyerEmails.join(', ')] : [])] },
  {
    kind: 'lines',
    lines: [
      `Re: ${facts.plaintiffName}${facts.civilNumber ? `, reference ${facts.civilNumber}` : ''}${facts.amountCents ? `, amount claimed ${formatCents(facts.amountCents)}` : ''}`,
    ],
  },
];

export function validationLetter(facts: CaseFacts): LegalDocument {
  return {
    title: 'Debt validation request',
    filename: 'debt-validation-letter',
    author: facts.consumerName,
    date: facts.date,
    footer: FOOTER,
    blocks: [
      { kind: 'center', lines: ['DEBT VALIDATION REQUEST'], bold: true },
      ...letterHead(facts),
      { kind: 'paragraph', text: 'To whom it may concern:' },
      {
        kind: 'paragraph',
        text: 'I am responding to your contact about the debt named above. Under the Fair Debt Collection Practices Act, 15 U.S.C. 1692g(b), and Regulation F, 12 CFR 1006.38, I dispute this debt and request validation. Please stop collection until you send me:',
      },
      {
        kind: 'numbered',
        items: [
          'the name of the original creditor and the account number with them;',
          'an itemization of the amount: the balance on the itemization date, and the interest, fees, payments and credits since;',
          'proof that you, or the company you collect for, own this debt or may collect it;',
          'a copy of the agreement I am said to have signed, and the last statement of the original creditor.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Please communicate with me in writing only, at the address above. This letter is not an acknowledgment that I owe this debt.',
      },
      letterSignature(facts),
    ],
  };
}

export function settlementOfferLetter(facts: CaseFacts): LegalDocument {
  const offer = facts.amountCents ? Math.round(facts.amountCents * 0.4) : null;
  return {
    title: 'Settlement offer',
    filename: 'settlement-offer-letter',
    author: facts.consumerName,
    date: facts.date,
    footer: FOOTER,
    blocks: [
      { kind: 'center', lines: ['SETTLEMENT OFFER'], bold: true },
      ...letterHead(facts),
      { kind: 'paragraph', text: 'To whom it may concern:' },
      {
        kind: 'paragraph',
        text: `I am writing to resolve this account. Without admitting that I owe the amount claimed, I offer to pay ${offer ? formatCents(offer) : 'a lump sum we agree on'} in full settlement, in exchange for your written agreement that the account will be reported as settled and that no further amount will be sought${facts.civilNumber ? ', and that the case will be dismissed' : ''}.`,
      },
      ...(facts.hardshipStatement ? [{ kind: 'paragraph' as const, text: `My situation: ${facts.hardshipStatement.replace(/\n/g, ' ')}` }] : []),
      { kind: 'paragraph', text: 'I will pay once I receive your written acceptance of these terms. Please reply in writing to the address above.' },
      letterSignature(facts),
    ],
  };
}

const letterSignature = (facts: CaseFacts): Block => ({
  kind: 'signature',
  closing: 'Sincerely,',
  name: facts.consumerName,
  role: null,
  details: [],
  dateLine: false,
});
