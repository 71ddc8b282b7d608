import { DEFENSES, type DefenseKey, formatCents, formatLongDate, type Jurisdiction } from '@parley/shared';
import { DocumentWriter } from '../documents/layout.js';
import { type DocxBlock, renderDocx } from './docx.js';

/**
 * The documents a consumer leaves with: an Answer to a debt-collection complaint (per state), a
 * debt validation request letter, and a settlement offer letter for firms not on Parley. Each is
 * described once as blocks, then laid out as a PDF (the shared DocumentWriter) and as Word.
 */
type Block =
  | { kind: 'center'; lines: string[]; bold?: boolean }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'numbered'; items: string[]; start?: number }
  | { kind: 'lines'; lines: string[] }
  | { kind: 'space' };

export type LegalDocument = { title: string; filename: string; author: string; date: string; footer: string; blocks: Block[] };

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
  defenses: DefenseKey[];
  hardshipStatement: string | null;
  /** `YYYY-MM-DD` */
  date: string;
};

const FOOTER = "Prepared by the consumer with Parley. Parley is not a law firm and this document is not legal advice; check your court's rules and deadlines.";

/** A defense paragraph of the Answer; the AI editor adds one with these same words. */
export function defenseText(key: DefenseKey, j: Jurisdiction, facts: CaseFacts): string {
  switch (key) {
    case 'statute_of_limitations':
      return `Statute of limitations. Plaintiff's claim is barred, in whole or in part, by the ${j.limitationYears}-year statute of limitations of ${j.limitationCitation}, because the action was filed more than ${j.limitationYears} years after the alleged default or last payment.`;
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

export function answerDocument(facts: CaseFacts, j: Jurisdiction): LegalDocument {
  const courtLines = facts.court ? [facts.court.caption] : [`IN THE COURT OF ${j.name.toUpperCase()}`];
  const chosen = DEFENSES.filter((d) => facts.defenses.includes(d.key));
  const blocks: Block[] = [
    { kind: 'center', lines: courtLines, bold: true },
    { kind: 'space' },
    {
      kind: 'lines',
      lines: [
        `${facts.plaintiffName.toUpperCase()},`,
        '          Plaintiff,',
        'v.',
        `${facts.consumerName.toUpperCase()},`,
        '          Defendant.',
        `Case No. ${facts.civilNumber ?? '____________'}`,
      ],
    },
    { kind: 'center', lines: [j.answerTitle], bold: true },
    {
      kind: 'paragraph',
      text: `Defendant ${facts.consumerName}, representing myself, answers the ${j.state === 'TX' ? 'Petition' : 'Complaint'} of Plaintiff ${facts.plaintiffName} as follows.`,
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
    { kind: 'heading', text: 'SIGNATURE' },
    {
      kind: 'lines',
      lines: [
        'Respectfully submitted,',
        '',
        '______________________________',
        `${facts.consumerName}, Defendant, self-represented`,
        ...facts.consumerAddress,
        ...(facts.consumerPhone ? [`Phone: ${facts.consumerPhone}`] : []),
        ...(facts.consumerEmail ? [`Email: ${facts.consumerEmail}`] : []),
        `Date: ${formatLongDate(facts.date)}`,
      ],
    },
    { kind: 'heading', text: 'CERTIFICATE OF SERVICE' },
    {
      kind: 'paragraph',
      text: `I certify that on ____________, I served a true copy of this ${j.answerTitle.toLowerCase()} on Plaintiff by sending it to its attorney${facts.lawFirmName ? `, ${facts.lawFirmName}` : ''}${facts.lawyerEmails.length ? `, at ${facts.lawyerEmails.join(', ')}` : ''}, by mail or electronic service as the rules allow.`,
    },
    { kind: 'lines', lines: ['______________________________', facts.consumerName] },
  ];
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
      { kind: 'lines', lines: ['Sincerely,', '', '______________________________', facts.consumerName] },
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
      { kind: 'lines', lines: ['Sincerely,', '', '______________________________', facts.consumerName] },
    ],
  };
}

export async function renderPdf(doc: LegalDocument): Promise<Uint8Array> {
  const writer = await DocumentWriter.create({
    title: doc.title,
    subject: doc.title,
    author: doc.author,
    keywords: [doc.filename],
    date: doc.date,
    runningHeader: { left: doc.author, right: doc.title.length > 60 ? `${doc.title.slice(0, 57)}...` : doc.title },
    footerNote: doc.footer,
  });
  for (const block of doc.blocks) {
    switch (block.kind) {
      case 'center':
        writer.centered(block.lines, block.bold ? undefined : { font: writer.fonts.serif, size: 11 });
        break;
      case 'heading':
        writer.heading(block.text);
        break;
      case 'paragraph':
        writer.paragraph(block.text);
        break;
      case 'numbered':
        writer.list(block.items, (i) => `${i + (block.start ?? 1)}.`);
        break;
      case 'lines':
        writer.paragraph(block.lines.join('\n'), { gapAfter: 10 });
        break;
      case 'space':
        writer.space(8);
        break;
    }
  }
  return writer.finish();
}

export function renderWord(doc: LegalDocument): Buffer {
  const blocks: DocxBlock[] = [];
  for (const block of doc.blocks) {
    if (block.kind === 'center') blocks.push({ text: block.lines.join('\n'), bold: block.bold, center: true });
    else if (block.kind === 'heading') blocks.push({ text: block.text, bold: true });
    else if (block.kind === 'paragraph') blocks.push({ text: block.text });
    else if (block.kind === 'numbered') blocks.push(...block.items.map((item, i) => ({ text: `${i + (block.start ?? 1)}. ${item}` })));
    else if (block.kind === 'lines') blocks.push({ text: block.lines.join('\n') });
  }
  blocks.push({ text: doc.footer, size: 9 });
  return renderDocx(doc.title, blocks);
}
