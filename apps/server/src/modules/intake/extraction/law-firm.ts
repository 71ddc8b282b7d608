import { INLINE_ADDRESS, isAddressLine, STREET_LINE } from './addresses.js';
import { notTheLawyers } from './mailboxes.js';
import { cleanName, nameKey } from './words.js';

/** "Attorney(s) for Plaintiff", also as OCR misreads the first word ("Anorney", "Attomey"). */
export const ATTORNEY_LABEL = /\bA[a-z]{4,8}s?\s+f[o0]r\s+(?:the\s+)?P[l1I]a[a-z]{3,6}s?\b\s*:?\s*/i;
/**
 * A block of the plaintiff's lawyer: its header (a docket's "PLTF. ATTORNEY"), a bar number (a board's code in parentheses:
 * "(BBO #604418)"), a lawyer's signature ("/s/", or "s/" as the lines are normalized).
 */
export const ATTORNEY_CUE =
  /\b(?:attorneys?|abogado)\b.*\b(?:plaintiff|demandante)|plaintiff'?s(?:\s*\/\s*petitioner'?s)?\s+(?:attorney|counsel|lawyer)|\bcounsel\s+for\s+(?:the\s+)?plaintiff|\bbar\)?\s*(?:roll\s*)?(?:no|number|#|id)|\bsbn\b|\bjuris\s*(?:no|number|#)|\(P\d{4,6}\)|,\s*P\d{5}\b|\b(?:[A-Z]{1,3}BA|[A-Z]{0,2}SB|ARDC|CPF|reg(?:istration)?)\.?\s*(?:no|#|id)\b|\besq\b|^by:|\/s\/|^s\/\s|\batty\b|supreme court id|attorney (?:code|no|id)|\bpl(?:ain)?t?f?f?s?'?\.?\s+(?:attorney|atty|counsel)\b|\([A-Z]{2,4}\s*#?\s*\d{4,8}\)|\b[A-Z]{0,2}SB-\d{3,}/i;
export const NOT_A_FIRM =
  /\b(?:counsel|attorneys?)\s+for\b|\b(?:hon|honorable|judge|magistrate)\b\.?\s+[A-Z]|\b(court|state of|of new|summons|complaint|petition|bar no|plaintiff|defendant|assignee|courthouse|clerk|division|county|communication is from|post office|one of)\b|^\d|^by\b|:|@|\/s\/|^\(?if any\)?$|^law firm$|^attorneys?\s+(?:and\s+counselors?\s+)?at\s+law$|^office\s+hours\b|^(?:P\.?\s?[ACS]\.|S\.C\.|LLC|LLP|PLLC|L\.L\.O\.),|^an?\s+(?:limited\s+liability\s+(?:law\s+)?(?:company|partnership)|professional\s+(?:law\s+)?corporation|law\s+corporation)$|^an?\s+(?:debt\s+)?collection\s+(?:agency|company|service)\b|\bp\.?\s?o\.?\s+box\b|\(if\b|\bjuris\s*(?:no|number|#)|\breg(?:istration)?\.?\s*(?:no|number|#)|^attorneys?\s+at\s+law,|\bname and address of\b|^(?:you|your|if|when|please)\b|\b(?:has|have|had) been (?:filed|served|entered|issued)\b/i;
/** A line of the lawyer's block that is their mailbox ("E-mail: ava@ruizlaw.com"), not a court's or a server's. */
const isLawyersMailbox = (line: string) => {
  const m = /^(?:e-?mail\s*:?\s*)?([A-Za-z0-9._%+-]+\s?@\s?[A-Za-z0-9.-]+\.[A-Za-z]{2,})$/i.exec(line);
  return m?.[1] !== undefined && !notTheLawyers(m[1]);
};

/** A bar or registration number on a lawyer's line: "Bar No. 12345", "SBN 123456", "MSB #104227", "Juris No. 412233". */
const BAR_NUMBER = {
  test: (line: string) =>
    /\b(?:SBN|bar\s*(?:roll\s*)?(?:no\.?|#|number)\s*#?\s*\d|[A-Z]{0,3}SB\s*(?:no\.?|#)?\s*\d|juris\s*(?:no\.?|#)\s*\d)/i.test(line) ||
    // A state's code and the number: "KS #25109 / MO #61877".
    /\b[A-Z]{2}\s*#\s*\d{4,}/.test(line),
};

/** Words of a law or collection firm's name. */
export const FIRM_WORDS =
  /\b(LLP|L\.L\.P\.|PLLP|P\.L\.L\.P\.|PLLC|P\.L\.L\.C\.|PLC|P\.L\.C\.|LLLC|L\.L\.L\.C\.|PS|APC|APLC|A\.P\.L\.C\.|PSC|P\.S\.C\.|LPA|L\.P\.A\.|P\.?\s?[ACS]\.|S\.C\.|L\.L\.O\.|Law|Legal|Lawyers?|Counsel|Attorneys|Associates|Collections?|Receivables|Recovery|Services|Offices?)(?=[\s,.]|$)|\s&\s/i;

/** Words only a law firm's name has, never a collection agency's: "Law", "Attorneys", "LLP", "P.C.". */
const LAW_FIRM_WORDS =
  /\b(?:law|legal|lawyers?|attorneys?|counsel|esq|LLP|L\.L\.P\.|PLLC|P\.L\.L\.C\.|P\.\s?[AC]\.|PC|PA|LPA|L\.P\.A\.|APC|APLC|PSC|S\.C\.|L\.L\.O\.)(?=[\s,.]|$)/i;

/**
 * The plaintiff's law firm: the firm-like line nearest a cue of the plaintiff's lawyer (the
 * "Attorney for Plaintiff" block, a bar number, a signature), else a letter's letterhead. Never
 * the plaintiff itself: a debt buyer's "LLC" reads like a firm, and a plaintiff that sues without
 * a lawyer has none (issue 36).
 */
function firmOnly(line: string): string {
  const parts = line.split(/\s+[-–|]\s+/);
  const part = parts.length > 1 ? (parts.find((p) => FIRM_WORDS.test(p) && !/\(\w*\d+\w*\)/.test(p)) ?? line) : line;
  return (
    part
      .replace(/^.*\b(?:offices|office) of\s+(?=[A-Z])/, '')
      .replace(/\s+(?:is|are)\s+(?:a\s+)?(?:debt collectors?|attempting|acting)\b.*$/i, '')
      // The next column's label read onto the line: "OSTROWSKI & VANCE, LLC Aty. for".
      .replace(/\s+(?:atty|aty|attorneys?)\.?\s+for\b.*$/i, '')
      // A photo's specks or the next column's words after the firm's suffix: "Roe & Gantt, PC. Service copes elt …".
      .replace(new RegExp(`^(.+?[\\s,]${FIRM_SUFFIX}\\.?)\\s+(?![A-Z]\\.|${FIRM_SUFFIX}(?=[\\s,.]|$))[A-Za-z].*$`), '$1')
      .trim()
  );
}

export function findLawFirm(lines: string[], plaintiff: string | null, isLawsuit: boolean): string | null {
  const firm = firmInSentence(lines) ?? firmNearCues(lines, plaintiff, isLawsuit) ?? firmOfMailbox(lines, plaintiff);
  // (A partner's comma a photo read as a period: "Roe. Gantt & Lee, L.L.C." is "Roe, Gantt & Lee, L.L.C.".)
  return firm ? withSuffixPrinted(lines, withoutLabelOrCity(firm).replace(/^([A-Z][a-z]+)\.\s+(?=[A-Z][a-z]+,?\s+&\s)/, '$1, ')) : null;
}

/**
 * The firm a notice names in its own sentence, with its suffix: "The attorney for the plaintiff is Thomas A. Vierling (AT0012345),
 * of Grell Dunmore Law Office, P.L.C., whose address is …" (an Iowa original notice; corpus 2027-01-03).
 */
function firmInSentence(lines: string[]): string | null {
  const text = lines.join(' ').replace(/\s+/g, ' ');
  const m = new RegExp(
    `\\b(?:attorneys?|counsel|lawyers?) (?:for|of) (?:the )?plaintiffs? (?:is|are)\\b[^;]{0,90}?,? of ([A-Z][A-Za-z&'-]*(?: [A-Z&][A-Za-z&'-]*){0,5},? ${FIRM_SUFFIX})(?=[,;\\s]|$)`,
  ).exec(text);
  return m?.[1] ? cleanName(m[1]) : null;
}

/**
 * A firm's line as a table of parties reads it: the second line of its label before the name ("Plaintiff's" over
 * "attorney Roe Law Office, P.L.C."), the firm's city after its suffix ("… P.L.C. Des Moines, IA 50309").
 */
function withoutLabelOrCity(firm: string): string {
  return firm
    .replace(/^(?:attorneys?|counsel|lawyer)(?:\s+for\s+plaintiffs?)?\s*:?\s+(?=[A-Z])(?!at\s+law\b)/, '')
    .replace(new RegExp(`([\\s,]${FIRM_SUFFIX}\\.?)[,\\s]+[A-Z][A-Za-z .'-]*,?\\s+[A-Z]{2}\\s+\\d{5}(?:-\\d{4})?$`), '$1');
}

/** An entity's suffix after a firm's name: "LLC", "P.A.", "LLLC", "PS". */
const FIRM_SUFFIX =
  '(?:LLLC|L\\.L\\.L\\.C\\.|LLC|L\\.L\\.C\\.|LLP|L\\.L\\.P\\.|PLLP|PLLC|P\\.L\\.L\\.C\\.|PLC|P\\.L\\.C\\.|P\\.\\s?[ACS]\\.|PC|PA|PS|LPA|L\\.P\\.A\\.|APC|APLC|PSC|S\\.C\\.|L\\.L\\.O\\.|LLO|Ltd\\.?)';
/** A firm named by its partners, the last after "&", and its suffix, in a lawyer's run-on line: "…, KS #25109, Ruiz, Alder & Shaw, P.A., 12 Elm St". */
const PARTNERS_FIRM = new RegExp(`(?:^|[,:]\\s)([A-Z][A-Za-z'-]+(?:,\\s+[A-Z][A-Za-z'-]+)*,?\\s+&\\s+[A-Z][A-Za-z'-]+,?\\s+${FIRM_SUFFIX}\\.?)(?=[,;\\s]|$)`);

/**
 * The firm's name as printed in full where it is printed with its suffix: a letterhead's or a
 * signature's "MARSH OTERO & VALE" is the "Marsh Otero & Vale, PLLC" the page prints elsewhere.
 */
function withSuffixPrinted(lines: string[], firm: string): string {
  if (new RegExp(`[\\s,]${FIRM_SUFFIX}$`).test(firm)) return firm;
  const escaped = firm.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const full = new RegExp(`^(?:.*\\s)?(${escaped},?\\s+${FIRM_SUFFIX})(?=[\\s,;]|$)`, 'i');
  for (const line of lines) {
    const m = full.exec(line);
    if (m?.[1]) return cleanName(m[1].replace(/\s+/g, ' '));
  }
  return firm;
}

/**
 * The firm named by the lawyer's own mailbox when no cue placed it: a line "Harlan Pruett LLC"
 * whose words, or their initials, are the domain of "jpruett@harlanpruett.com" or "hp-law.com".
 */
function firmOfMailbox(lines: string[], plaintiff: string | null): string | null {
  const domains = [...lines.join('\n').matchAll(/[A-Za-z0-9._%+-]+\s?@\s?([A-Za-z0-9-]+)\.[A-Za-z]{2,}/g)]
    .filter((m) => !notTheLawyers(m[0]))
    .map((m) =>
      (m[1] as string)
        .toLowerCase()
        .replace(/-?(?:law|legal|firm|attorneys?)-?/g, '')
        .replace(/[^a-z]/g, ''),
    )
    .filter((d) => d.length >= 3);
  if (domains.length === 0) return null;
  const own = plaintiff ? nameKey(plaintiff) : '';
  for (const line of lines) {
    // (Two suffixes: "Roe Gantt, P.C., L.L.O.".)
    const m = new RegExp(`^([A-Z][A-Za-z&.' -]{2,50}?),?\\s+(?:${FIRM_SUFFIX},?\\s+)?${FIRM_SUFFIX}$`).exec(line.trim());
    if (!m?.[1] || NOT_A_FIRM.test(line) || isAddressLine(line) || (own && nameKey(line).includes(own))) continue;
    const words = m[1].split(/[\s&]+/).filter((w) => /^[A-Za-z]/.test(w) && !/^(?:and|the|law|legal|firm|group|associates|offices?|of)$/i.test(w));
    const letters = words
      .join('')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    const initials = words.map((w) => (w[0] as string).toLowerCase()).join('');
    if (domains.some((d) => d === letters || (initials.length >= 2 && d === initials))) return cleanName(line.trim());
  }
  return null;
}

function firmNearCues(lines: string[], plaintiff: string | null, isLawsuit: boolean): string | null {
  const own = plaintiff ? nameKey(plaintiff) : '';
  const isPlaintiff = (candidate: string) => {
    const key = nameKey(candidate);
    return own.length > 0 && key.length > 0 && (key === own || key.includes(own) || own.includes(key));
  };
  const firmLike = (line: string | undefined): line is string =>
    line !== undefined &&
    line.length < 70 &&
    FIRM_WORDS.test(line) &&
    !NOT_A_FIRM.test(line) &&
    !ATTORNEY_LABEL.test(line) &&
    !isPlaintiff(line) &&
    !isAddressLine(line);
  // A form's "FIRM: Kinsella Oduya & Marsh, LLC" row, its "Firm / Address: X LLC, 50 S. Main St." row, or its
  // "LAW FIRM" label with the name on the line under it.
  const row = lines
    .map((l, i) => {
      const m = /^(?:law\s+)?firm(?:\s+name)?(?:\s*\/\s*address)?\s*(:)?\s*(.{3,70}?)?(?:,\s*(?:\d|p\.?\s?o\.?\s+box).*)?$/i.exec(l);
      if (!m) return undefined;
      if (m[2] && m[1]) return m[2];
      return !m[2] ? lines[i + 1]?.replace(/,\s*\d.*$/, '') : undefined;
    })
    .find((v) => v && !isPlaintiff(v) && !NOT_A_FIRM.test(v) && !isAddressLine(v));
  if (row) return cleanName(row);
  // A form's value over its caption "PLAINTIFF'S ATTORNEY / PHONE": "c/o Roe Gantt LLC, (404) 555-0139" (its "c/" perhaps lost as a mark).
  const overCaption = lines
    .map((l, i) =>
      /^plaintiff'?s\s+attorney(?:\s*\/\s*(?:phone|telephone))?$/i.test(l.trim())
        ? (lines[i - 1] ?? '')
            .replace(/^(?:c\/o|care of|o)\s+/i, '')
            .replace(/,?\s*\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}.*$/, '')
            .trim()
        : undefined,
    )
    .find((v) => v && (firmLike(v) || new RegExp(`[\\s,]${FIRM_SUFFIX}$`).test(v)) && !isPlaintiff(v) && !NOT_A_FIRM.test(v));
  if (overCaption) return cleanName(overCaption);
  // A pleading's own words: "Plaintiff, …, by (and through) its attorneys, Hadley Oduya Law Group, P.C., complains …".
  const through =
    /\bby\s+(?:and\s+through\s+)?(?:its|their|his|her)\s+(?:attorneys?|counsel)(?:\s+of\s+record)?,?\s+([A-Z][A-Za-z&.'\s-]{2,50}?,?\s+(?:LLC|L\.L\.C\.|LLP|L\.L\.P\.|PLLC|P\.C\.|PC|LPA|L\.P\.A\.|APLC|PSC|P\.A\.|Ltd\.?))(?=[,.\s]|$)/.exec(
      lines.join(' '),
    );
  if (through?.[1] && !isPlaintiff(through[1])) return cleanName(through[1].replace(/\s+/g, ' '));
  // Each firm-like line, by its distance to the nearest lawyer's cue.
  // (The lawyer's mailbox is one: the firm's block prints it under the firm's name and address.)
  // (And a form's row the lawyer's label leads, its value after it: "ATTORNEY Ann Roe, Roe Gantt LLP, 12 Elm St, …".)
  const cues = lines.flatMap((l, i) =>
    ATTORNEY_CUE.test(l) || ATTORNEY_LABEL.test(l) || isLawyersMailbox(l) || /^ATTORNEY\s+(?=[A-Z][a-z])/.test(l) ? [i] : [],
  );
  // (A run-on row wrapped at a comma onto a line that ends in the lawyer's mailbox is its own cue: "… Torrington," / "CT 06790 - (860) 555-0115 - aroe@roegantt.com".)
  const endsInMailbox = (l: string) =>
    /\s[-–|]\s/.test(l) &&
    isLawyersMailbox(
      l
        .split(/\s+[-–|]\s+/)
        .at(-1)
        ?.trim() ?? '',
    );
  let best: { line: string; d: number } | null = null;
  for (const [i, line] of lines.entries()) {
    const inline = ATTORNEY_LABEL.exec(line);
    const whole = inline ? line.slice(inline.index + inline[0].length).trim() : line;
    // A lawyer's block run onto one line ("Renee T. Vasquez (SBN 281446), BRANDT OKONJO LLP, 3580 Wilshire Blvd, …"): each part.
    // (Shorter when it names a bar number: "Ruth A. Vogel, MO Bar #51234, Vogel Law Office, LLC".)
    // (A row wrapped at a comma onto the next line, its phone and mailbox there: "ATTORNEY Ann Roe, Roe Gantt LLP, 12 Elm St, Keene," / "NH 03431 - (603) …".)
    const wrapped = /,$/.test(whole) ? `${whole} ${lines[i + 1] ?? ''}` : whole;
    const isBlockLine =
      // (Or a sentence naming the plaintiff's lawyer and their firm: "The plaintiff's attorney is Ann Roe, …, Roe Gantt, LLC, 12 Elm St, …".)
      (/\bplaintiff'?s\s+(?:attorney|counsel|lawyer)\s+is\b/i.test(whole) && whole.split(/,\s+/).length >= 3) ||
      // (Or a lawyer's line whose parts dashes set apart: "Ann Roe, VSB No. 12345 - Roe Gantt, PLC - 12 Elm St,".)
      (ATTORNEY_CUE.test(whole) && whole.split(/\s+[-–|]\s+/).length >= 3) ||
      // (Or by commas, a docket's row: "PLTF. ATTORNEY: Ann Roe (BBO #1234), Roe Gantt, P.C., 12 Elm St, Suite 4, …".)
      (ATTORNEY_CUE.test(whole) && whole.length >= 50 && whole.split(/,\s+/).length >= 4) ||
      (whole.length >= 70 && /\b(?:SBN|bar\s*(?:roll\s*)?(?:no|#|number)|esq|attorneys? at law)\b|@|\(\d{3}\)\s*\d{3}/i.test(wrapped)) ||
      (whole.length >= 30 && BAR_NUMBER.test(whole) && whole.split(/,\s+|\s+[-–|]\s+/).length >= 3);
    // (The firm's suffix stays with it: "Vogel Law Office, LLC".)
    // (Its parts may be set apart by dashes: "Ann Roe, Bar No. 1234 - Roe Gantt LLC - 12 Elm St".)
    // (A firm of partners keeps the commas between their names: "Ruiz, Alder & Shaw, P.A.".)
    const partners = isBlockLine ? PARTNERS_FIRM.exec(whole)?.[1] : undefined;
    const parts = partners
      ? [partners]
      : isBlockLine
        ? whole.split(
            /\s+[-–|]\s+|[,;]\s+(?!(?:LLLC|LLC|L\.L\.C\.|LLP|PLLP|PLLC|P\.L\.L\.C\.|P\.L\.C\.|P\.?\s?[ACS]\.|S\.C\.|L\.L\.O\.|LPA|L\.P\.A\.|APC|APLC|A\.P\.C\.|PLC|PSC|PC|PA|PS|Ltd|Inc)(?![A-Za-z])\.?(?:[,;]|\s+[-–|]\s|$))/,
          )
        : [whole];
    // A form's "firm and address" row: "Ruiz Alder, P.C., 410 Elm St., Suite 2," (its street cut off).
    // (Or after a dash: "Leal & Roe, PLLC - 3900 N 10th St Ste 210, McAllen, TX 78501".)
    // (Or with no mark between, a table's row: "Roe Gantt Law Firm 12 Elm St, Ames, IA 50010", its address whole.)
    const withoutStreet = parts.map((part) =>
      part
        .replace(/(?:,|\s+[-–|])\s+[\dOlI]{1,6}\s+[A-Za-z].*$/, (street) => (STREET_LINE.test(street.replace(/^(?:,|\s+[-–|])\s+/, '')) ? '' : street))
        .replace(/\s+[\dOlI]{1,6}\s+[A-Za-z].*$/, (street) => (STREET_LINE.test(street.trim()) && INLINE_ADDRESS.test(street) ? '' : street)),
    );
    for (const candidate of withoutStreet.filter((part) => /^[A-Z]/.test(part))) {
      // What the label names is the firm even without a firm's words ("Attorney for Plaintiff: Whitfield Ross LLC").
      const named = inline !== null && /\b(LLC|Ltd|Inc|PLLC|LLP|LPA|P\.?C\.?)\.?$/i.test(candidate) && !isPlaintiff(candidate) && !NOT_A_FIRM.test(candidate);
      // A firm named only by its partners and "LLC" ("NAKAMURA RHODES LLC"), right beside a lawyer's cue, and not the plaintiff.
      const entity =
        !named &&
        !FIRM_WORDS.test(candidate) &&
        candidate.length < 50 &&
        /^[A-Z][A-Za-z&.' -]+,?\s+(?:LLC|L\.L\.C\.|Ltd\.?)$/.test(candidate) &&
        !isPlaintiff(candidate) &&
        !NOT_A_FIRM.test(candidate) &&
        !isAddressLine(candidate);
      if (!firmLike(candidate) && !named && !entity) continue;
      const ownCue = isBlockLine && wrapped !== whole && endsInMailbox(lines[i + 1] ?? '') ? 0.5 : Number.POSITIVE_INFINITY;
      const d = Math.min(ownCue, ...cues.map((c) => Math.abs(c - i) + (c < i ? 0 : 0.5))) + (entity ? 1 : 0);
      if (d <= (entity ? 3.5 : 6) && (!best || d < best.d)) best = { line: candidate, d };
      break;
    }
  }
  // The firm's name without the sentence it sits in: "… LLC is a debt collector attempting …", "at the offices of …", "Name (P71852) - FIRM PLC - street".
  if (best) return cleanName(firmOnly(best.line));
  // OCR misread the firm's words: the line an "Attorney for Plaintiff" label names, or the line after a bar number.
  const usable = (candidate: string | undefined): candidate is string =>
    candidate !== undefined &&
    candidate.replace(/[^A-Za-z]/g, '').length >= 5 &&
    // (A firm's name begins with a capital; a sentence's rest after "attorney for plaintiff" does not.)
    /^[A-Z]/.test(candidate) &&
    !NOT_A_FIRM.test(candidate) &&
    !ATTORNEY_LABEL.test(candidate) &&
    !isPlaintiff(candidate) &&
    !isAddressLine(candidate);
  for (const [i, line] of lines.entries()) {
    const m = ATTORNEY_LABEL.exec(line);
    if (!m) continue;
    const inline = line.slice(m.index + m[0].length).trim();
    const candidate = inline.replace(/[^A-Za-z]/g, '').length >= 3 ? inline : lines[i + 1];
    if (usable(candidate)) return cleanName(candidate);
  }
  const bar = lines.findIndex((l) => /\bbar\s*(?:no|number|#|roll)|\batty\.?\s*reg|\breg(?:istration)?\.?\s*(?:no|#)|\battorney\s*(?:id|no|code)\b/i.test(l));
  if (bar !== -1 && usable(lines[bar + 1])) return cleanName(lines[bar + 1] as string);
  // A letter's letterhead, or a firm named in the text's first lines.
  if (isLawsuit && plaintiff && /^(?:.*\bpro se\b|.*not represented by an attorney)/im.test(lines.join('\n'))) return null;
  const head = lines.slice(0, 8).find((l) => firmLike(l.replace(/^[^A-Za-z]+/, '')));
  // (A letter with no suit from a collection agency's letterhead, "Acme Recovery Group, LLC", has no law firm: only a lawyer's letterhead names one.)
  if (head && !isLawsuit && !LAW_FIRM_WORDS.test(head)) return null;
  return head ? cleanName(head.replace(/^[^A-Za-z]+/, '')) : null;
}
