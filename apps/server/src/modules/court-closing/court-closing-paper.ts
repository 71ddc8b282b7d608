import { type CourtClosingKind, closingPaperOf, formatLongDate, type Jurisdiction } from '@parley/shared';
import { type Block, captionBlocks, type LegalDocument } from '../intake/legal-documents.js';

export type ClosingFacts = {
  kind: CourtClosingKind;
  state: string | null;
  plaintiffName: string;
  consumerName: string;
  civilNumber: string;
  /** The court's own caption when the case's papers named it; else the state's usual court, venue left blank. */
  courtCaption: string | null;
  lawFirmName: string;
  paidOffOn: string;
  dueOn: string;
  /** `YYYY-MM-DD`: the day the paper is drawn up. */
  date: string;
};

const FOOTER = 'Prepared by Parley from the settled account for the firm to review, sign and file. Parley is not a law firm; check the court’s rules.';

/** The notary's acknowledgment most courts want on a satisfaction, left blank to complete. */
const ACKNOWLEDGMENT: Block[] = [
  { kind: 'heading', text: 'ACKNOWLEDGMENT' },
  { kind: 'lines', lines: ['STATE OF ____________________ )', '                                              ) ss.', 'COUNTY OF __________________ )'] },
  {
    kind: 'paragraph',
    text: 'On ____________________, before me, the undersigned notary public, personally appeared ____________________, known to me or proved to be the person who signed this instrument, and acknowledged that they signed it for the purposes stated in it.',
  },
  { kind: 'signature', closing: null, name: 'Notary Public', role: null, details: ['My commission expires: ______________'], dateLine: false },
];

/**
 * What ends a settled lawsuit once the consumer has paid: a stipulation of dismissal with
 * prejudice, or a satisfaction of the judgment, captioned in the state's form, with the firm's and
 * (for a stipulation) the consumer's signature blocks, and a page of filing notes that is not part
 * of the paper.
 */
export function courtClosingDocument(facts: ClosingFacts, j: Jurisdiction): LegalDocument {
  const paper = closingPaperOf(facts.kind, facts.state);
  const caption = captionBlocks(j, {
    courtCaption: facts.courtCaption,
    courtLevelKey: null,
    plaintiffName: facts.plaintiffName,
    consumerName: facts.consumerName,
    civilNumber: facts.civilNumber,
    title: paper.title.toUpperCase(),
  });
  const attorney: Block = {
    kind: 'signature',
    closing: 'Respectfully submitted,',
    name: facts.lawFirmName,
    role: 'Attorneys for Plaintiff',
    details: ['By: ______________________________', 'Name and bar no.: _____________________'],
    dateLine: true,
  };
  const body: Block[] =
    facts.kind === 'stipulation_of_dismissal'
      ? [
          {
            kind: 'paragraph',
            text: `Plaintiff ${facts.plaintiffName} and Defendant ${facts.consumerName} have settled the claim in this action, and Defendant has paid the agreed settlement in full.`,
          },
          {
            kind: 'paragraph',
            text: 'The parties agree, and ask the Court to order, that this action be dismissed with prejudice, each party to bear its own costs and attorney’s fees.',
          },
          attorney,
          { kind: 'signature', closing: null, name: facts.consumerName, role: 'Defendant', details: [], dateLine: true },
        ]
      : [
          {
            kind: 'paragraph',
            text: `Plaintiff ${facts.plaintiffName}, the judgment creditor, acknowledges that the judgment entered in this action against Defendant ${facts.consumerName}, the judgment debtor, has been satisfied in full by the settlement Defendant paid, and directs the clerk to enter the satisfaction of the judgment on the record.`,
          },
          attorney,
          ...ACKNOWLEDGMENT,
        ];
  const notes: Block[] = [
    { kind: 'heading', text: 'BEFORE YOU FILE (NOT PART OF THE PAPER)' },
    {
      kind: 'numbered',
      items: [
        `The final payment was received on ${formatLongDate(facts.paidOffOn)}. The settlement agreement promises this filing by ${formatLongDate(facts.dueOn)}.`,
        ...(paper.note ? [paper.citation ? `${paper.note} (${paper.citation})` : paper.note] : []),
        ...(facts.courtCaption ? [] : ['Write in the court’s county or district on the caption line: Parley does not know which court heard the case.']),
        'After filing, mark it filed in Parley: the consumer sees that the lawsuit is closed. Send them a file-stamped copy.',
      ],
    },
  ];
  return {
    title: `${paper.title}: ${facts.civilNumber}`,
    filename: `${facts.kind.replace(/_/g, '-')}-${facts.civilNumber.replace(/[^A-Za-z0-9-]+/g, '-')}`,
    author: facts.lawFirmName,
    date: facts.date,
    footer: FOOTER,
    blocks: [...caption, ...body],
    appendix: notes,
  };
}
