import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isFiledCaseFact } from './case-facts.js';
import { CORPUS_FILE, contextOf, parseCorpus } from './corpus-metrics.js';
import { isConsumerChoice, isConsumerRights, isLawExplanation, isNotACollectionRequest } from './meaning.js';
import { normalize } from './normalize.js';
import { type ComplianceContext, RULE_IDS, type RuleId } from './rules.js';

/**
 * The scanner's second reader (issue 34): a multinomial logistic regression over the words of a
 * message (negation-scoped), the account's situation crossed with those words, and the rules'
 * own findings. It is trained, at first use, on collector messages written and labelled by
 * independent writers (content/compliance-training/README.md), never on a blind evaluation set.
 * Where the rules read words, it reads how messages of each kind are worded: "I'd hate for the
 * sheriff to get involved" is close to threats it has seen, though no pattern names it. It is
 * deterministic: the same data trains the same weights, on every machine.
 */

export const CATEGORIES = [
  'benign',
  'abusive',
  'violence',
  'arrest_criminal',
  'seizure_garnishment_suit',
  'time_barred_suit',
  'misrepresentation',
  'false_credit',
  'government_or_bureau_impersonation',
  'fake_legal_process',
  'unauthorized_fees',
  'third_party_disclosure',
  'overshadowing',
  'dispute_brushed_aside',
  'harassment_repetition',
  'cease_or_represented',
  'attorney_implication',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The category of each rule's violations: one table, read both ways. A hold is no category. */
const CATEGORY_OF_RULE: Record<RuleId, Category | null> = {
  abuse: 'abusive',
  violence: 'violence',
  'harassment-frequency': 'harassment_repetition',
  government: 'government_or_bureau_impersonation',
  'credit-bureau': 'government_or_bureau_impersonation',
  'attorney-involvement': 'attorney_implication',
  'arrest-seizure': 'arrest_criminal',
  'threat-not-intended': 'seizure_garnishment_suit',
  'amount-misstated': 'misrepresentation',
  'crime-accusation': 'arrest_criminal',
  'false-credit-threat': 'false_credit',
  'fake-legal-process': 'fake_legal_process',
  'unauthorized-fees': 'unauthorized_fees',
  'postdated-check': 'unauthorized_fees',
  'third-party': 'third_party_disclosure',
  'cease-communication': 'cease_or_represented',
  'represented-consumer': 'cease_or_represented',
  'inconvenient-time': null,
  'time-barred': 'time_barred_suit',
  overshadowing: 'overshadowing',
};

/**
 * The rule whose citation, description and suggestion a category's finding carries: the first
 * rule of that category, except where the account decides (represented, not asked to stop) and
 * for a dispute brushed aside, which the overshadowing rule's 1692g(b) covers.
 */
export function ruleOfCategory(category: Exclude<Category, 'benign'>, ctx: ComplianceContext): RuleId {
  if (category === 'cease_or_represented' && ctx.isRepresented && !ctx.isCeaseRequested) return 'represented-consumer';
  const wanted = category === 'dispute_brushed_aside' ? 'overshadowing' : category;
  return RULE_IDS.find((rule) => CATEGORY_OF_RULE[rule] === wanted) ?? 'overshadowing';
}

const TrainingExampleSchema = z.object({
  language: z.enum(['en', 'es']),
  text: z.string().min(1),
  verdict: z.enum(['block', 'allow']),
  category: z.enum(CATEGORIES),
  context: z
    .object({
      isTimeBarred: z.boolean(),
      isInValidationPeriod: z.boolean(),
      isDisputed: z.boolean(),
      isDisputeVerified: z.boolean(),
      messagesSentToday: z.number().int().min(0),
      isCeaseRequested: z.boolean(),
      isRepresented: z.boolean(),
      senderIsAttorney: z.boolean(),
      balanceCents: z.number().int().min(0),
    })
    .partial(),
});
export type TrainingExample = z.infer<typeof TrainingExampleSchema>;

export const TRAINING_DIR = fileURLToPath(new URL('../../../../../../content/compliance-training/', import.meta.url));

/**
 * Every training file's rows, checked (a row whose verdict and category disagree is refused), then
 * the tuning split of the rules' own corpus, each labelled by its rule's category. The corpus's
 * holdout split stays out: it measures the scanner.
 */
export function loadTrainingSet(dir = TRAINING_DIR): TrainingExample[] {
  const rows: TrainingExample[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()) {
    for (const [i, line] of readFileSync(path.join(dir, file), 'utf8').split('\n').entries()) {
      if (!line.trim()) continue;
      const row = TrainingExampleSchema.parse(JSON.parse(line));
      if ((row.verdict === 'allow') !== (row.category === 'benign')) throw new Error(`${file}:${i + 1}: verdict and category disagree`);
      rows.push(row);
    }
  }
  for (const example of parseCorpus(readFileSync(CORPUS_FILE, 'utf8')).filter((e) => e.split === 'tune')) {
    const rule = example.labels.find((label) => CATEGORY_OF_RULE[label]);
    const category = example.verdict === 'block' && rule ? (CATEGORY_OF_RULE[rule] ?? 'benign') : 'benign';
    const { now: _now, holdUntil: _hold, dailyMessageCap: _cap, balanceCents, ...context } = contextOf(example);
    rows.push({
      language: example.language ?? 'en',
      text: example.text,
      verdict: category === 'benign' ? 'allow' : 'block',
      category,
      context: { ...context, ...(balanceCents === null ? {} : { balanceCents }) },
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Features

const NEGATOR =
  /^(?:not|never|no|nobody|nothing|none|neither|nor|cannot|can't|cant|won't|wont|don't|dont|doesn't|doesnt|didn't|didnt|isn't|isnt|aren't|arent|wasn't|wasnt|wouldn't|wouldnt|shouldn't|haven't|hasn't|without|nunca|nadie|nada|ningun|ninguna|ninguno|jamas|tampoco|ni|sin)$/;
/** A negation's reach ends at a clause break. */
const CLAUSE_BREAK = /^(?:but|however|although|though|unless|because|pero|sino|aunque|porque|a menos)$/;

/** The message's words in order, with the clause breaks as "|". */
function words(text: string): string[] {
  return (normalize(text).text.match(/[a-z0-9$%]+(?:'[a-z]+)?|[.,;:!?]/g) ?? []).map((w) => (/^[.,;:!?]$/.test(w) ? '|' : w.replace(/^\d[\d,.]*$/, '#')));
}

/** The account facts that change what a message means, as names. */
function situation(ctx: Partial<ComplianceContext>): string[] {
  const facts: string[] = [];
  if (ctx.isDisputed && !ctx.isDisputeVerified) facts.push('dispute');
  if (ctx.isDisputeVerified) facts.push('verified');
  if (ctx.isInValidationPeriod) facts.push('validation');
  if (ctx.isTimeBarred) facts.push('barred');
  if (ctx.isCeaseRequested) facts.push('cease');
  if (ctx.isRepresented) facts.push('represented');
  if (ctx.senderIsAttorney) facts.push('attorney');
  const sent = ctx.messagesSentToday ?? 0;
  if (sent >= 3) facts.push('busy');
  if (sent >= (ctx.dailyMessageCap ?? 5)) facts.push('overcap');
  return facts;
}

/**
 * A message's features: its words and word pairs, the words inside a negation's reach marked as
 * such ("won't sue" is not "sue"), the account's facts alone and crossed with every word (a
 * payment demand reads differently during an open dispute), and the rules that fired.
 */
export function featuresOf(text: string, ctx: Partial<ComplianceContext>, rules: readonly RuleId[]): string[] {
  const ws = words(text);
  const features = new Set<string>(['bias']);
  const facts = situation(ctx);
  let negated = 0;
  for (const [i, w] of ws.entries()) {
    if (w === '|' || CLAUSE_BREAK.test(w)) {
      negated = 0;
      continue;
    }
    if (NEGATOR.test(w)) negated = 4;
    else if (negated > 0) {
      features.add(`n:${w}`);
      negated--;
    }
    features.add(`w:${w}`);
    // The root meets its forms: "garnish" and "garnishment", "demandar" and "demandaremos".
    if (w.length > 5) features.add(`s:${w.slice(0, 5)}`);
    const next = ws[i + 1];
    if (next && next !== '|') {
      features.add(`b:${w} ${next}`);
    }

    for (const fact of facts) features.add(`x:${fact}:${w}`);
  }
  for (const fact of facts) features.add(`c:${fact}`);
  for (const rule of rules) features.add(`r:${rule}`);
  // What the rules' reading of meaning recognizes: an explanation of the law, the consumer's
  // rights, a filed case's facts, a statement that asks for nothing, the consumer's own choice.
  const folded = normalize(text).text;
  const meanings = [
    isLawExplanation(folded) && 'law',
    isConsumerRights(folded) && 'rights',
    isFiledCaseFact(folded, ctx.senderIsAttorney ?? false) && 'filed',
    isNotACollectionRequest(folded) && 'no-request',
    isConsumerChoice(folded) && 'choice',
  ].filter((m): m is string => typeof m === 'string');
  for (const meaning of meanings) {
    features.add(`m:${meaning}`);
    for (const fact of facts) features.add(`x:${fact}:m:${meaning}`);
  }
  return [...features];
}

// ---------------------------------------------------------------------------------------------
// The model

export type Reader = {
  /** Each category's probability for a message in its context. */
  read(text: string, ctx: Partial<ComplianceContext>, rules: readonly RuleId[]): Float64Array;
};

const K = CATEGORIES.length;
/** Training's settings, chosen by cross-validation on the training set (`reader-cv.ts`). */
export type Training = { epochs: number; rate: number; l2: number };
export const TRAINING: Training = { epochs: 12, rate: 0.4, l2: 1e-6 };

/** A fixed-seed shuffle, so training is the same everywhere. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function softmax(z: Float64Array): Float64Array {
  let top = -Infinity;
  for (const v of z) top = Math.max(top, v);
  let sum = 0;
  for (let k = 0; k < z.length; k++) {
    z[k] = Math.exp((z[k] ?? 0) - top);
    sum += z[k] ?? 0;
  }
  for (let k = 0; k < z.length; k++) z[k] = (z[k] ?? 0) / sum;
  return z;
}

/** What training produces: each feature's row of weights, one per category. */
export type Model = { features: string[]; weights: Float32Array };

function weightedScores(weights: ArrayLike<number>, ids: readonly number[], scale: number): Float64Array {
  const z = new Float64Array(K);
  for (const id of ids) for (let k = 0; k < K; k++) z[k] = (z[k] ?? 0) + (weights[id * K + k] ?? 0) * scale;
  return softmax(z);
}

/** Trains on labelled messages; `rulesOf` gives the rules that fire on each. */
export function trainModel(
  examples: readonly { text: string; context: Partial<ComplianceContext>; category: Category }[],
  rulesOf: (text: string, ctx: Partial<ComplianceContext>) => RuleId[],
  training: Training = TRAINING,
): Model {
  const index = new Map<string, number>();
  const encoded = examples.map((e) => {
    const ids = featuresOf(e.text, e.context, rulesOf(e.text, e.context)).map((f) => {
      const known = index.get(f);
      if (known !== undefined) return known;
      index.set(f, index.size);
      return index.size - 1;
    });
    return { ids, scale: 1 / Math.sqrt(ids.length), label: CATEGORIES.indexOf(e.category) };
  });
  const weights = new Float64Array(index.size * K);
  for (let epoch = 0; epoch < training.epochs; epoch++) {
    const rate = training.rate / (1 + epoch * 0.3);
    for (const e of shuffled(encoded, 20261129 + epoch)) {
      const p = weightedScores(weights, e.ids, e.scale);
      for (let k = 0; k < K; k++) {
        const gradient = (p[k] ?? 0) - (k === e.label ? 1 : 0);
        for (const id of e.ids) {
          const at = id * K + k;
          weights[at] = (weights[at] ?? 0) * (1 - rate * training.l2) - rate * gradient * e.scale;
        }
      }
    }
  }
  return { features: [...index.keys()], weights: Float32Array.from(weights) };
}

export function readerOf(model: Model): Reader {
  const index = new Map(model.features.map((f, i) => [f, i]));
  return {
    read(text, ctx, rules) {
      // Scaled by every feature the message has, known or not, as in training.
      const features = featuresOf(text, ctx, rules);
      const ids = features.flatMap((f) => {
        const id = index.get(f);
        return id === undefined ? [] : [id];
      });
      return weightedScores(model.weights, ids, 1 / Math.sqrt(features.length));
    },
  };
}

export const trainReader = (...args: Parameters<typeof trainModel>): Reader => readerOf(trainModel(...args));

// ---------------------------------------------------------------------------------------------
// The trained model, kept between processes

/**
 * What the weights are computed from: the training files, the corpus, and the code that turns a
 * message into features (this module, the rules and their reading of meaning). Any change to one
 * of them is a new key, so a kept model is never stale.
 */
export function modelKey(dir = TRAINING_DIR): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort())
    hash.update(readFileSync(path.join(dir, file)));
  hash.update(readFileSync(CORPUS_FILE));
  const ext = path.extname(fileURLToPath(import.meta.url));
  // Every source the rules read with (normalize's shorthand, the case facts, the meaning of idioms…), not a list that misses one:
  // a kept model trained on the rules' old findings would read beside the new ones.
  const here = fileURLToPath(new URL('./', import.meta.url));
  for (const file of readdirSync(here)
    .filter((f) => f.endsWith(ext) && !f.endsWith(`.test${ext}`))
    .sort())
    hash.update(readFileSync(path.join(here, file)));
  // The rules themselves live in ./rules/ (./rules.ts only re-exports them).
  const rulesDir = fileURLToPath(new URL('./rules/', import.meta.url));
  for (const file of readdirSync(rulesDir)
    .filter((f) => f.endsWith(ext))
    .sort())
    hash.update(readFileSync(path.join(rulesDir, file)));
  return hash.digest('hex').slice(0, 20);
}

/** The probability that a message is unlawful: everything but benign. */
export const violationOf = (p: Float64Array) => 1 - (p[0] ?? 0);
