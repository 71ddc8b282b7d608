import type { EditDocumentRequest, EditDocumentResult } from '../interface.js';
import { addDefense, fixTone, planOfRequest, type Step, shorten, WHAT_IT_CAN_DO } from './edit-requests.js';
import { citationDensity, formality, friendliness, generalEdit, toneBalance } from './edit-sliders.js';
import { type Counter, capitalize } from './edit-text.js';

/**
 * The built-in editor's edits: real, predictable rewrites from curated tables. Each slider runs
 * from 1 to 10; 5 leaves the dimension as it is, and the distance from 5 sets how far it goes.
 * Only text between tags is rewritten, so the document's structure and marks survive. The sliders are in
 * edit-sliders.ts, what a typed request can ask in edit-requests.ts, the text tools both use in edit-text.ts.
 */

const OPTION_LABELS: Record<EditDocumentRequest['optionId'], string> = {
  legal_formality: 'legal formality',
  citation_density: 'citation density',
  tone_balance: 'tone balance',
  friendliness: 'friendliness',
  general_edit: 'general edit',
};

export function editDocumentBuiltin(req: EditDocumentRequest): EditDocumentResult {
  const counter: Counter = new Map();
  const refusals: string[] = [];
  let content = req.content;
  const level = Math.min(10, Math.max(1, Math.round(req.sliderValue)));
  const plan = planOfRequest(req.request);
  const steps: Step[] = [{ optionId: req.optionId, level }, ...plan.steps];
  for (const step of steps) {
    if (step.level === 5 && step.optionId !== 'general_edit') continue;
    if (step.optionId === 'legal_formality') content = formality(content, step.level, counter);
    else if (step.optionId === 'citation_density') content = citationDensity(content, step.level, req.isSelection, req.context?.state ?? null, counter);
    else if (step.optionId === 'tone_balance') content = toneBalance(content, step.level, counter);
    else if (step.optionId === 'friendliness') content = friendliness(content, step.level, req.isSelection, counter);
    else content = generalEdit(content, counter);
  }
  if (plan.fixTone) content = fixTone(content, req.isSelection, counter);
  if (plan.askedForDefense && plan.defenses.length === 0)
    refusals.push('name the defense to add: statute of limitations, lack of standing, improper service, amount disputed, not my debt, or payment');
  for (const key of plan.defenses) {
    const result = addDefense(content, key, req, counter);
    content = result.content;
    if (result.refusal) refusals.push(result.refusal);
  }
  if (plan.shorten) {
    const before = counter.size;
    content = shorten(content, req.isSelection, counter);
    if (counter.size === before) refusals.push('nothing could be cut without changing what the document says; delete the passages you can do without');
  }
  const understood = plan.steps.length > 0 || plan.shorten || plan.fixTone || plan.askedForDefense;
  if (req.request && !understood) refusals.push(`the built-in editor cannot do "${req.request.slice(0, 120)}": ${WHAT_IT_CAN_DO}`);
  return { content, summary: summarize(req, level, counter, refusals) };
}

function summarize(req: EditDocumentRequest, level: number, counter: Counter, refusals: string[]): string {
  const scope = req.isSelection ? 'the selected text' : 'the document';
  const setting =
    req.optionId === 'general_edit'
      ? 'General edit'
      : level === 5 && req.request
        ? 'Your request'
        : `${capitalize(OPTION_LABELS[req.optionId])} set to ${level}/10`;
  const notDone = refusals.length ? ` Not done: ${refusals.join('; ')}.` : '';
  if (counter.size === 0) {
    if (refusals.length) return `Nothing changed in ${scope}.${notDone}`;
    return level === 5 && req.optionId !== 'general_edit'
      ? `${setting}: 5 keeps ${scope} as it is, so nothing changed. Move the slider to either side, or type a request.`
      : `${setting}: no changes were needed in ${scope}.`;
  }
  const changes = [...counter].map(([what, n]) => (n > 1 && !what.startsWith('cited') && !what.startsWith('shortened') ? `${what} (${n})` : what));
  return `${setting} for ${scope}: ${changes.join('; ')}.${notDone}`;
}
