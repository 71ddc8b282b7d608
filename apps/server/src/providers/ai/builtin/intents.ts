import { type PilotFunctionName, US_STATES } from '@parley/shared';
import { statesIn } from '../knowledge-base.js';

/**
 * What a consumer is asking for, by rules: an action the assistant can take with a tool, a
 * greeting, or a question for the knowledge base. Asking how something works ("how do I answer a
 * lawsuit?") is a question; asking to have it done ("help me answer my lawsuit") is an action.
 */

export type Intent =
  | { kind: 'tool'; name: PilotFunctionName; arguments: Record<string, unknown> }
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'question' };

const ACTION =
  /\b(start|begin|open|create|launch|set ?up|draft|prepare|generate|make me|let'?s|lets|i(?:'d| would)? (?:want|like|need) to|i want|i need|can you|could you|please|help me|sign me up|get started|take me)\b/;
const HOW_TO = /^(how|what|why|when|where|who|which|is|are|does|do|should|will|would|if|whats|what's)\b/;

const DEBT_ANSWER =
  /\b(debt answer|answer (?:to )?(?:the |my |a |this )?(?:lawsuit|complaint|summons|case|court case|suit)|respond to (?:the |my |a )?(?:lawsuit|complaint|summons)|file (?:an |my )?answer|write (?:an |my )?answer|answer it)\b/;
const SOLOSETTLE =
  /\b(solo ?settle|settle (?:my|this|the|a) (?:debt|account|case|lawsuit)|settlement case|negotiat(?:e|ion) (?:a |my )?(?:settlement|debt)|make (?:an |a )?(?:settlement )?offer|start (?:a |my )?settlement|settle it|settle with)\b/;
const DOCUMENT =
  /\b(document generation|generate (?:a |my )?(?:document|letter)|(?:draft|write|create|make) (?:a |my |me a )?(?:letter|document)|(?:validation|dispute|hardship) letter)\b/;
const COURT = /\b(court(?:house)?s?)\b/;
const COURT_SEARCH = /\b(find|search|look ?up|locate|where is|address (?:of|for)|which court|what court|nearest|near me|list)\b/;
const PAY =
  /\b(pay (?:my|the|this|now|online|here|today|it|off)|make (?:a|my|the) payment|payment (?:form|widget|page)|pay (?:my )?(?:settlement|installment|balance|fee))\b/;
const PAY_QUESTION = /\b(miss|missed|late|can'?t|cannot|afford|happen|taxes?|credit|report|plan work|change)\b/;

const GREETING = /^(hi|hello|hey|hiya|good (?:morning|afternoon|evening)|yo|greetings)(?: there)?(?: solo)?[\s!.,]*$/i;
const THANKS = /^(thanks|thank you|thx|ty|great,? thanks|ok thanks|perfect,? thank you)[\s!.,]*$/i;

export function classifyIntent(question: string): Intent {
  const text = question.trim();
  if (GREETING.test(text)) return { kind: 'greeting' };
  if (THANKS.test(text)) return { kind: 'thanks' };
  const lower = text.toLowerCase().replace(/[’]/g, "'");
  const asksHow = HOW_TO.test(lower) && !/^(can|could|would) you\b/.test(lower);
  const wantsAction = ACTION.test(lower) || /^(i'?m ready|ready) to\b/.test(lower);

  if (COURT.test(lower) && COURT_SEARCH.test(lower) && !/\b(deadline|how long|days|answer by)\b/.test(lower)) {
    return { kind: 'tool', name: 'search_courts', arguments: courtSearchArguments(text) };
  }
  if (
    PAY.test(lower) &&
    !PAY_QUESTION.test(lower) &&
    (wantsAction || /^(how|where) (do|can) i pay\b/.test(lower) || /^(pay|make a payment|submit a payment)\b/.test(lower))
  ) {
    return { kind: 'tool', name: 'display_payment_widget', arguments: {} };
  }
  if (asksHow && !/^(can|could) i (start|open|begin)\b/.test(lower)) return { kind: 'question' };
  if (wantsAction || /^(debt answer|solosettle)\b/.test(lower)) {
    if (DEBT_ANSWER.test(lower)) return { kind: 'tool', name: 'start_debt_answer', arguments: {} };
    if (SOLOSETTLE.test(lower)) return { kind: 'tool', name: 'start_solosettle', arguments: {} };
    if (DOCUMENT.test(lower)) return { kind: 'tool', name: 'start_document_generation', arguments: {} };
  }
  return { kind: 'question' };
}

const COURT_FILLER =
  /\b(please|can|could|you|help|me|find|search|for|look|up|lookup|locate|where|is|the|a|an|my|of|in|address|which|what|court|courts|courthouse|nearest|near|list|i|was|sued|am|being|need|to|file|with|county|city|state)\b/gi;

/** The state and the place words of a court search ("find the court in Dallas, Texas"). */
export function courtSearchArguments(text: string): { query: string; state: string | null } {
  const [state] = statesIn(text);
  let rest = text;
  if (state) rest = rest.replace(new RegExp(`\\b(${US_STATES[state]}|${state})\\b`, 'gi'), ' ');
  const query = rest
    .replace(/[^A-Za-z\s-]/g, ' ')
    .replace(COURT_FILLER, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { query, state: state ?? null };
}
