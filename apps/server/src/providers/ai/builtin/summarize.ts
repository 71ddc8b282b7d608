/**
 * The built-in provider's summaries and field extraction: extractive and rule-based, so the same
 * input always gives the same output and nothing is invented.
 */

const MAX_WORDS_PER_POINT = 22;

function firstSentence(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const match = clean.match(/^(.+?[.!?])(\s|$)/);
  return (match?.[1] ?? clean).trim();
}

function clipWords(text: string, max: number): string {
  const words = text.split(' ');
  if (words.length <= max) return text.replace(/[.!?]+$/, '');
  return `${words
    .slice(0, max)
    .join(' ')
    .replace(/[,;:]+$/, '')}…`;
}

/**
 * Summarizes "Label: answer" lines (one point each) and any free text (its first two sentences).
 * Used for the collector's view of a consumer's hardship answers.
 */
export function summarizeBuiltin(text: string): string {
  const points: string[] = [];
  const free: string[] = [];
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const labelled = line.match(/^([A-Za-z][A-Za-z /&-]{1,40}):\s*(.*)$/);
    if (labelled && labelled[1] !== 'Statement') {
      const label = (labelled[1] ?? '').toLowerCase();
      const answer = labelled[2]?.trim() ?? '';
      points.push(answer ? `${label} (${clipWords(firstSentence(answer), MAX_WORDS_PER_POINT)})` : label);
    } else {
      free.push(labelled?.[1] === 'Statement' ? (labelled[2] ?? '') : line);
    }
  }
  const parts: string[] = [];
  if (points.length > 0) {
    parts.push(`Reports ${points.length === 1 ? 'one hardship' : `${points.length} hardships`}: ${points.join('; ')}.`);
  }
  const statement = free.join(' ').replace(/\s+/g, ' ').trim();
  if (statement) {
    const sentences = statement.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [statement];
    const lead = sentences
      .slice(0, 2)
      .map((s) => s.trim())
      .join(' ');
    parts.push(`In their words: "${clipWords(lead, 45)}."`.replace('….', '…'));
  }
  return parts.join(' ') || 'No hardship details given.';
}

const FIELD_PATTERNS: Record<string, RegExp> = {
  civil_number: /\b(?:case|civil|cause|index|docket)\s*(?:no\.?|number|#)\s*:?\s*([A-Z0-9][A-Z0-9-]{3,})/i,
  lawsuit_amount: /\$\s?([\d,]+(?:\.\d{2})?)/,
  plaintiff_name: /^\s*([A-Z][A-Za-z0-9&.,' -]{2,80}?),?\s+Plaintiff\b/m,
  court_name: /\b(IN THE [A-Z ]*COURT[A-Z ,]*?)(?:\n|$)/,
  customer_name: /\bv\.?\s+([A-Z][A-Za-z.' -]{2,60}?),?\s+Defendant\b/,
  lawyer_email: /\b([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})\b/,
};

export function extractFieldsBuiltin(text: string, fields: { name: string }[]): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const field of fields) {
    const pattern = FIELD_PATTERNS[field.name];
    const value = pattern ? text.match(pattern)?.[1]?.trim() : undefined;
    out[field.name] = value ? value.replace(/\s+/g, ' ') : null;
  }
  return out;
}
