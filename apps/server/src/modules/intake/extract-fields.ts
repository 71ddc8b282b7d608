import type { ExtractedFields } from '@parley/shared';
import { addressNear, headedAddress, isAddressLine } from './extraction/addresses.js';
import { findAmount } from './extraction/amounts.js';
import { addressOf, consumerDetails, findRecipient, oneLineCaption, streetWithStrayCity } from './extraction/consumer-address.js';
/**
 * The summary fields from the text of a summons, complaint or collection letter (OCR output laid
 * out by layout.ts, or a PDF's text layer). Rules, not a model, that read a caption's structure
 * (issue 36): a party is taken from a form's row ("Plaintiff: NAME"), from the block under its
 * header ("DEFENDANT (Name & Address)", "Name and Address of Defendant", "Demandado:"), or from a
 * caption, above its "Plaintiff," label past the address and "c/o" lines; the consumer's address is
 * the one under their name wherever it is printed, or on a line that says where they live; the law
 * firm is the firm-like line nearest the plaintiff's lawyer's cues (the attorney block, a bar
 * number, a signature), never the plaintiff; the court is the caption's court line. Where a
 * value's shape is known (case numbers, ZIP codes, state names and codes, entity suffixes, emails)
 * the usual OCR confusions are repaired: 1/I/l, 0/O, 8/B, "Lic" for "LLC". Developed on the
 * generated corpus (./corpus) and on a retired blind corpus; each round is measured once on a new
 * blind corpus (bench/corpora/ocr-blind-*, bench/ocr.bench.mjs).
 */
import { findCourt, findState } from './extraction/court.js';
import { findLawFirm } from './extraction/law-firm.js';
import { findEmail } from './extraction/mailboxes.js';
import { findCaseNumber } from './extraction/numbers.js';
import { besideDefendant, captionAbove, NOT_A_NAME, type Party, partyName, SERVICE_LABEL } from './extraction/parties.js';
import { addressesFrom, type Captioned, columnParties, labelledPair, namesOverCaption, pleadedParties } from './extraction/party-blocks.js';
import { findParty, oneOfColumns } from './extraction/party-forms.js';
import { tableParties } from './extraction/party-table.js';
import { ENTITY_NAME, servedInsteadOf } from './extraction/service-block.js';
import { streetAsPrinted } from './extraction/street-slips.js';
import { versusCaption } from './extraction/versus-caption.js';
import { warrantParties } from './extraction/warrant-sentence.js';
import { cleanName, courtCase, nameKey, normalize, recase, withoutAccents } from './extraction/words.js';

const LAWSUIT_CUES = /\b(summons|citation|complaint|petition|plaintiff|you have been sued|case no|court|citatorio|demandante|demandado|tribunal)\b/i;
/**
 * Court papers that say what they are ("SUMMONS", "COMPLAINT", "You have been sued"): a lawsuit, though
 * they quote a letter's words ("original creditor Comenity Bank" in California's statement of amount).
 */
const COURT_PAPER_TITLE =
  /^(?:summons|citaci[oó]n(?: judicial)?|(?:verified |civil )?complaint|(?:plaintiff'?s )?(?:original )?petition|plaintiff'?s claim|statement of claim|civil (?:summons|warrant)|warrant in debt)\b|\byou (?:are being|have been) sued\b|\blo han demandado\b/im;
/** A summons's own words to the defendant, though the page quotes a letter's ("original creditor"): "the complaint which is herewith served upon you". */
const SUMMONS_WORDS = /\b(?:here(?:with|by)\s+served\s+upon\s+you|you\s+are\s+hereby\s+summoned)\b/i;
const LETTER_CUES = /\b(debt collector|dispute (all or part of )?the debt|original creditor|validation|no (?:law)?suit has been filed)\b|\bdear\s+[A-Z]/i;

export function emptyExtractedFields(): ExtractedFields {
  return {
    customer_name: null,
    lawsuit_state: null,
    court_name: null,
    lawsuit_amount: null,
    civil_number: null,
    lawyer_email: null,
    law_firm_name: null,
    plaintiff_name: null,
    customer_mailing_address: { customer_street: null, city: null, state: null, zip_code: null },
    customer_phone_number: null,
    social_security_number: null,
    social_security_number_last_four: null,
    birthdate: null,
    confirm_law_firm: false,
    confirm_plaintiff: false,
    determine_if_lawsuit_exists: null,
  };
}

/** A label of a letter's column of labels: "Original creditor", "Account number", "Balance as of July 1, 2026", "Total amount due now". */
const LETTER_LABEL = /^[A-Z][a-z]+(?:(?:\s+[a-z]+){1,5}|\s+as\s+of\s+[A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4})\s*:?$/;

/** A letter's creditor: the one the debt is owed to now, else the original creditor. */
function findCreditor(flat: string): string | null {
  // "Creditor: X", or the label alone with the name on the next line.
  // The label may follow a letter's "Re:", or stand alone on its line, without a colon, in a box's heading;
  // a name wrapped before its suffix ("Acme Finance," then "Inc.") is read whole.
  // (A sidebar's line may be read inside the label: "Creditor to whom the" / "Ames, IA 50010" / "debt is owed:".)
  // ("Acreedor" wrapped over "original:" is the original creditor's label, not the current one's.)
  const currentAt =
    /(?:^|[ \t][-–|][ \t])(?:re\s*:\s*)?(?:(?:plaintiff|demandante)\s*\/\s*)?(?:current\s+creditor|creditor(?:\s+to\s+whom\s+the(?:[ \t]*\n[^\n]*)?\s+debt\s+is\s+owed)?|acreedor(?:\s+actual)?(?![ \t]*\n[ \t]*(?:original|anterior)\b))(?:\s*:[ \t]*\n?|[ \t]*\n)(.+?)(?=[ \t][-–|][ \t]|$)(?:\n(LLC|Inc\.?|N\.?A\.?|L\.P\.|LP|Corp\.?)$)?/im.exec(
      flat,
    );
  // A two-column box's label wrapped around its value: "Current Acme Funding" then "creditor LLC".
  const around = /^[Cc]urrent\s+([A-Z].+)\n\s*[Cc]reditor\b[ \t]*(\S.*)?$/m.exec(flat);
  // A letter's label column read before its values ("Current creditor" / "Original creditor" / "Account number" / … / "Dear …" /
  // "Acme Finance, Inc." / …): the value in the label's place among the values, past the salutation.
  const columnValue = (() => {
    const rows = flat.split('\n').map((l) => l.trim());
    const label = rows.findIndex((l, k) => /^current\s+creditor\s*:?$/i.test(l) && LETTER_LABEL.test(rows[k + 1] ?? ''));
    if (label < 0) return undefined;
    let start = label;
    while (start > 0 && LETTER_LABEL.test(rows[start - 1] as string)) start--;
    let end = label;
    while (end < rows.length && LETTER_LABEL.test(rows[end] as string)) end++;
    return rows.slice(end).filter((l) => !/^dear\s/i.test(l))[label - start];
  })();
  const current = columnValue
    ? columnValue
    : currentAt?.[1]
      ? `${currentAt[1]}${currentAt[2] ? ` ${currentAt[2]}` : ''}`
          // (Its address, and the next label's sentence, after it on the line: "Acme LLC, 12 Elm St, Denver, CO 80202. Original creditor: …".)
          .replace(/,?\s+\d{1,6}\s+[A-Z].*$/, '')
      : undefined;
  // "Original creditor: X", never a sentence's "the original creditor, if different from …"; the line's next label after a dash
  // or bar is not the name ("Re: Original creditor Acme Bank - Balance due: $912.44").
  // (Nor a row's label that names it: "Account number with original creditor".)
  const original = [...flat.matchAll(/(?<!\bwith\s)original creditor\s*:?\s*(.+?)(?=[ \t][-–|][ \t]|$)/gim)]
    .map((m) => m[1] as string)
    // (Never the next column's line read in its place: a street, "88 BIRCH ST APT 2".)
    .find((value) => /^[A-Z0-9]/.test(value) && !isAddressLine(value));
  // "This firm represents Cavalry SPV I, LLC", "a debt that you owe to Midland Credit Management, Inc.", "una deuda que usted debe a …",
  // "X … is the current owner".
  const entity = `([A-Z][A-Za-z0-9&.' -]{2,50}?,?\\s(?:LLC|PLLC|LLP|Inc\\.?|N\\.A\\.|L\\.P\\.|LP|P\\.A\\.|P\\.C\\.|Corp\\.?|Company|Bank(?:,?\\s+N\\.A\\.)?|Trust(?: [IV]+)?)(?:\\b\\.?|(?<=\\.)))`;
  const named =
    new RegExp(
      `(?:(?:firm|office|we)\\s+represents?|(?:despacho|bufete|oficina|firma)\\s+representa\\s+a|representamos\\s+a|on behalf of(?: our client,?)?|(?:debt|amount)\\s+(?:that\\s+)?you\\s+owe\\s+to|(?:deuda|cantidad)\\s+que\\s+usted\\s+(?:le\\s+)?debe\\s+a|current\\s+creditor\\s+is)\\s+${entity}`,
    ).exec(
      // (The name may wrap onto the sentence's next line: "… a debt that you owe to Acme" then "Funding, LLC.".)
      flat.replace(/\s*\n\s*/g, ' '),
    )?.[1] ??
    new RegExp(`${entity}[^.\\n]{0,80}\\b(?:is the current owner|the current owner|now owns)`).exec(flat)?.[1] ??
    // "Mesa Verde Credit Acquisitions, LLC compró esta deuda y ahora es el acreedor actual" (the sentence may wrap).
    new RegExp(
      `${entity}[^.]{0,80}?\\s(?:(?:es|ahora es) (?:el|la) (?:acreedor|acreedora|duen[oa]|due\u00f1[oa]|propietari[oa]) actual|compr\\S{1,2}\\s+(?:esta|la|su)\\s+(?:deuda|cuenta))\\b`,
    ).exec(flat.replace(/\s*\n\s*/g, ' '))?.[1];
  // (Before a bare "creditor" line, then the original creditor's label's end: "Original Acme Bank" then "creditor"; a sentence
  // naming the same creditor in full reads its suffix better than the box's second line, "creditor Le" for "LLC".)
  const stem = around?.[1]?.replace(/,$/, '');
  const boxed = stem ? (named?.startsWith(stem) ? named : `${around?.[1]}${around?.[2] ? ` ${around[2]}` : ''}`) : undefined;
  // (A creditor's line cut at its comma, its suffix wrapped out of the box: "Creditor: Acme Fund II," — the sentence naming it in full reads it.)
  const cut = current?.trim().endsWith(',') ? current.trim().replace(/,$/, '') : undefined;
  const whole = cut && named?.startsWith(cut) ? named : undefined;
  // (A letter that names the creditor only in its sentence: "you had an account with Acme Dental Group with account number …".)
  const accountWith = /\byou\s+had\s+an\s+account\s+with\s+([A-Z][A-Za-z0-9&.' -]{2,60}?)\s+(?:with\s+account\s+(?:number|no\b)|ending\b)/.exec(
    flat.replace(/\s*\n\s*/g, ' '),
  )?.[1];
  // (The model notice's sentence with a creditor that carries no company suffix: "a debt that you owe to Willamette Valley Power & Light.")
  const owedTo = /\b(?:debt|amount)\s+(?:that\s+)?you\s+owe\s+to\s+([A-Z][A-Za-z0-9&.' -]{2,60}?)\.(?:\s|$)/.exec(flat.replace(/\s*\n\s*/g, ' '))?.[1];
  // (A value read under the creditor's label in sentence case is the column's next label, "Acreedor" / "Servicios" or "Cargos totales
  // del": the notice's own sentence names the creditor; corpus 2027-01-10.)
  const currentRead = current && !(named && /^[A-Z][a-z]+(?:\s+[a-z]+)*$/.test(current.trim())) ? current : undefined;
  const found = boxed ?? whole ?? currentRead ?? named ?? owedTo ?? original ?? accountWith;
  return found ? cleanName(found.trim()) : null;
}

/** The caption's line naming the defendant found lower on the page (a "TO:" line), or -1. */
function captionLineOf(lines: string[], defendant: Party): number {
  const key = nameKey(defendant.name);
  return lines.findIndex((line, k) => k < defendant.at && /^[A-Z][A-Z .,'-]+$/.test(line) && nameKey(partyName(line) ?? '') === key);
}

/** A letter's reference line naming the case: "Re: Evergreen Sound Credit Union v. Megan E. Lindahl". */
function captionInReference(lines: string[]): { name: string; at: number } | null {
  for (const [at, line] of lines.entries()) {
    const m = /^re\s*:\s*(.+?)\s+(?:v|vs)\.?\s+[A-Z]/i.exec(line);
    const name = m?.[1] ? partyName(m[1]) : null;
    if (name) return { name, at };
  }
  return null;
}

/** The plaintiff as the pleading's first sentence names it: "Plaintiff, Acme Funding, LLC, sues …", "Plaintiff Acme Funding, LLC files …". */
function pleadedPlaintiff(lines: string[]): { name: string; at: number } | null {
  for (const [at, line] of lines.entries()) {
    const m =
      /\b[Pp]laintiff,?\s+([A-Z][A-Za-z0-9&.,' -]{2,70}?),?\s+(?:sues|files|complains|brings|alleges|states|shows|by and through|and (?:for|states|alleges|shows|complains|respectfully))\b/.exec(
        line,
      );
    const name = m?.[1] ? partyName(m[1]) : null;
    if (name) return { name, at };
  }
  return null;
}

/** A person's name printed surname first, as a form's defendant block may ("Pauley, Gregory A. III"): said given name first. */
const SURNAME_FIRST = /^([A-Z][A-Za-z'’-]+),\s+([A-Z][A-Za-z'’-]*\.?(?:\s+[A-Z][A-Za-z'’-]*\.?){0,2}?)(?:,?\s+(Jr\.?|Sr\.?|II|III|IV))?$/;
const COMPANY_WORD = /\b(?:LLC|L\.L\.C|Inc|Corp|Co|Company|Bank|N\.A|LP|LLP|Ltd|Trust|Services|Funding|Credit|Capital|Financial)\b/i;
function givenNameFirst(name: string): string {
  const m = SURNAME_FIRST.exec(name.trim());
  if (!m || COMPANY_WORD.test(name)) return name;
  return `${m[2]} ${m[1]}${m[3] ? ` ${m[3]}` : ''}`;
}

/** A person's middle initial written as one ("Latasha N Greene" → "Latasha N. Greene"), as the caption of an Answer prints it. */
function withInitialsPointed(name: string): string {
  // (Or with a comma for its period, as a photo reads it: "DeShawn R, Mitchell".)
  return name.replace(/^([A-Z][A-Za-z'-]+) ([A-Z])[,]? ([A-Z][A-Za-z'-]+)$/, '$1 $2. $3');
}

/**
 * A name read from capitals, where OCR drops accents ("RENEE" for "Renée"), as the page spells it in
 * mixed case elsewhere with its accents ("… is Renée M. Roe, …").
 */
function withAccentsAsPrinted(name: string, flat: string): string {
  if (/[^\x00-\x7f]/.test(name)) return name;
  const text = flat.normalize('NFC');
  const plain = [...text].map((c) => withoutAccents(c)[0] ?? c).join('');
  if (plain.length !== text.length) return name;
  for (let at = plain.indexOf(name); at >= 0; at = plain.indexOf(name, at + 1)) {
    const printed = text.slice(at, at + name.length);
    if (printed !== name && !/[A-Za-z]/.test(text[at + name.length] ?? '') && !/[A-Za-z]/.test(text[at - 1] ?? '')) return printed;
  }
  return name;
}

/** The first person named, with an address, in the few lines after a party's line: never a company. */
function personAfter(lines: string[], at: number): Party | null {
  for (let j = at + 1; j < Math.min(lines.length, at + 8); j++) {
    // (Never a label: "SERVE AT:".)
    const name = isAddressLine(lines[j] as string) || /:\s*$/.test(lines[j] as string) ? null : partyName(lines[j] as string);
    const address = name && /\s/.test(name) && !ENTITY_NAME.test(name) ? addressNear(lines, j + 1, 3) : null;
    if (name && address?.street) return { name, at: j, address };
  }
  return null;
}

export function extractFields(text: string): ExtractedFields {
  const lines = normalize(text);
  const flat = lines.join('\n');
  const fields = emptyExtractedFields();
  if (lines.length === 0) return fields;
  const caseNumber = findCaseNumber(lines);
  // A letter that says no suit was filed is no lawsuit, whatever number it quotes ("No lawsuit has been filed on this account").
  const saysNoSuit = /\bno\s+(?:law)?suit\s+has\s+been\s+filed\b/i.test(flat) && !COURT_PAPER_TITLE.test(flat);
  const isLawsuit =
    !saysNoSuit && (caseNumber !== null || COURT_PAPER_TITLE.test(flat) || SUMMONS_WORDS.test(flat) || (LAWSUIT_CUES.test(flat) && !LETTER_CUES.test(flat)));
  // A caption without role labels ("X / VERSUS / Y") names both when no label does.
  const versus = versusCaption(lines);
  const byPlaintiffLabel = findParty(lines, 'plaintiff');
  // A caption whose role labels, printed at the right, OCR read after both names ("ACME LLC" / "v." /
  // "ANA RUIZ" / "PLAINTIFF" / "DEFENDANT"): the name above the plaintiff's label is the defendant's,
  // and the "v." orders the two.
  const labelsAfter = versus !== null && byPlaintiffLabel !== null && byPlaintiffLabel.at === versus.defendant.at;
  const oneLine = oneLineCaption(lines);
  // Both labelled on one line ("Plaintiff(s): ACME LLC Defendant(s): Ana M. Ruiz"), the defendant's address on the lines under it.
  const pair = labelledPair(lines);
  const pairName = (raw: string | undefined) => (pair && raw ? partyName(raw) : null);
  const pairedDefendant =
    pair && pairName(pair.defendant) ? { name: pairName(pair.defendant) as string, at: pair.at, address: addressNear(lines, pair.at + 1, 4) } : null;
  const pairedPlaintiff = pair && pairName(pair.plaintiff) ? { name: pairName(pair.plaintiff) as string, at: pair.at, address: null } : null;
  // Values over their captions ("PLAINTIFF'S NAME"), the two columns' names read one after the other; each block's address under them, the left's first.
  const captioned = namesOverCaption(lines, partyName);
  const twoColumns = captioned.plaintiff !== undefined && captioned.plaintiff.from === captioned.defendant?.from;
  const captionedParty = (c: Captioned | undefined, column: 0 | 1) =>
    // (A carbon form's other boxes may sit between the street over its caption and the city over its own: "CITY STATE ZIP" six lines on.)
    c ? { name: c.name, at: c.at, address: (twoColumns ? addressesFrom(lines, c.from, 2)[column] : addressNear(lines, c.from, 8)) ?? null } : null;
  // A narrative warrant's sentences, when no caption or label names the parties.
  const warrant = warrantParties(lines);
  // A table of Name | Address | Role.
  const table = tableParties(lines);
  // A narrow label column read before its values.
  const column = columnParties(lines, partyName);
  const defendantParty =
    table.defendant ??
    column.defendant ??
    captionedParty(captioned.defendant, 1) ??
    (labelsAfter ? versus.defendant : findParty(lines, 'defendant')) ??
    pairedDefendant ??
    versus?.defendant ??
    oneLine?.defendant ??
    warrant.defendant;
  const plaintiffRead =
    table.plaintiff ??
    column.plaintiff ??
    captionedParty(captioned.plaintiff, 0) ??
    (labelsAfter ? versus.plaintiff : byPlaintiffLabel) ??
    pairedPlaintiff ??
    (oneLine && defendantParty === oneLine.defendant ? oneLine.plaintiff : null) ??
    (defendantParty && defendantParty === warrant.defendant ? warrant.plaintiff : null) ??
    (defendantParty ? captionAbove(lines, defendantParty.at) : null) ??
    versus?.plaintiff ??
    captionInReference(lines) ??
    oneLine?.plaintiff ??
    pleadedPlaintiff(lines) ??
    warrant.plaintiff;
  // A numbered complaint's paragraphs name both parties ("1. Plaintiff, ACME LLC, maintains …", "2. Defendant, Ana Ruiz, resides …"):
  // a caption whose labels a photo lost, the defendant read under the plaintiff's label, is read by them.
  const pleaded = pleadedParties(lines, partyName);
  const isSwapped = plaintiffRead !== null && pleaded.defendant !== undefined && nameKey(plaintiffRead.name) === nameKey(pleaded.defendant.name);
  const plaintiffFound = isSwapped ? (pleaded.plaintiff ?? null) : plaintiffRead;
  const defendantRead =
    isSwapped && (!defendantParty || nameKey(defendantParty.name) === nameKey(plaintiffRead.name)) ? (pleaded.defendant ?? null) : defendantParty;
  // The plaintiff's name read under the defendant's label too (a grid whose labels OCR read before their values, corpus
  // 2027-01-01): the defendant is the person named after it.
  const plaintiff = plaintiffFound;
  const defendantFound =
    defendantRead && plaintiff && nameKey(defendantRead.name) === nameKey(plaintiff.name)
      ? (personAfter(lines, defendantRead.at) ?? defendantRead)
      : defendantRead;
  const creditor = findCreditor(flat);
  fields.determine_if_lawsuit_exists = isLawsuit;
  fields.civil_number = isLawsuit ? caseNumber : null;
  fields.plaintiff_name = plaintiff && (isLawsuit || !creditor) ? recase(plaintiff.name) : creditor;
  // The firm is never the plaintiff; printed in capitals it reads, like the parties, in the mixed case a person writes.
  const firmBeside = (plaintiffName: string | null) => {
    const firm = findLawFirm(lines, plaintiffName, isLawsuit);
    // (Never a form's caption: "FULL LEGAL NAME" beside a plaintiff appearing without a lawyer, corpus 2027-01-07.)
    return firm === null || NOT_A_NAME.test(firm.trim()) ? null : recase(firm);
  };
  fields.law_firm_name = firmBeside(fields.plaintiff_name);
  const served = servedInsteadOf(lines, defendantFound);
  const defendant = oneOfColumns(lines, served ?? defendantFound ?? findRecipient(lines, [fields.plaintiff_name ?? '', fields.law_firm_name ?? '']));
  // An entity read under the defendant's heading, a person served in its place: the entity is the plaintiff, its box read across.
  if (fields.plaintiff_name === null && served && defendantFound && ENTITY_NAME.test(defendantFound.name)) {
    fields.plaintiff_name = recase(defendantFound.name);
    fields.law_firm_name = firmBeside(fields.plaintiff_name);
  }
  // The plaintiff read on one line with the defendant's name beside it, when nothing else named it.
  if (fields.plaintiff_name === null && defendant) {
    // (Or above the caption's own line naming the defendant, the defendant read from a "TO:" line under it; corpus 2027-01-10.)
    const beside = besideDefendant(lines, defendant.name) ?? captionAbove(lines, captionLineOf(lines, defendant));
    if (beside) {
      fields.plaintiff_name = recase(beside.name);
      // The firm again, now that the plaintiff it must not be is known.
      fields.law_firm_name = firmBeside(fields.plaintiff_name);
    }
  }
  // The caption's capitals read more reliably than the mixed case of the address block.
  fields.customer_name = defendant ? withAccentsAsPrinted(withInitialsPointed(givenNameFirst(recase(defendant.name))), flat) : null;
  const address = defendant
    ? (addressOf(lines, defendant.name, defendant.address) ?? streetWithStrayCity(lines, defendant.at + 1) ?? headedAddress(lines))
    : null;
  if (address) {
    fields.customer_mailing_address = {
      customer_street: address.street ? streetAsPrinted(address.street) : null,
      city: address.city,
      state: address.state,
      zip_code: address.zip,
    };
  }
  // The consumer's phone, SSN and birth date: in the service block ("Served on:"), else under the caption's name.
  const service = lines.findIndex((l) => SERVICE_LABEL.test(l));
  const inService = consumerDetails(lines, service);
  const inBlock = consumerDetails(lines, defendant ? defendant.at : -1);
  const details = {
    phone: inService.phone ?? inBlock.phone,
    ssn: inService.ssn ?? inBlock.ssn,
    lastFour: inService.lastFour ?? inBlock.lastFour,
    birthdate: inService.birthdate ?? inBlock.birthdate,
  };
  fields.customer_phone_number = details.phone;
  fields.social_security_number = details.ssn;
  fields.social_security_number_last_four = details.lastFour;
  fields.birthdate = details.birthdate;
  fields.lawsuit_amount = findAmount(flat);
  // (An office's mailbox is the lawyer's only where the page names a lawyer: a self-represented plaintiff's "billing@" is none.)
  fields.lawyer_email = findEmail(flat, fields.law_firm_name ?? null);
  const court = isLawsuit ? findCourt(lines) : null;
  fields.court_name = court ? courtCase(court.name) : null;
  fields.lawsuit_state = isLawsuit ? findState(lines, court, fields.customer_mailing_address.state) : fields.customer_mailing_address.state;
  fields.confirm_law_firm = fields.law_firm_name !== null;
  fields.confirm_plaintiff = fields.plaintiff_name !== null;
  return fields;
}
