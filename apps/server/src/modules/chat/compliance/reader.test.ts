import { chmodSync, mkdtempSync, readdirSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keptModel, modelDir } from './kept-model.js';
import { CATEGORIES, featuresOf, loadTrainingSet, modelKey, readerOf, trainModel, trainReader } from './reader.js';
import { neutralContext, runRules, scanMessage, warmReader } from './scanner.js';

const training = loadTrainingSet();

describe('the second reader’s training set (issue 34)', () => {
  it('holds thousands of labelled messages in both languages, every category with many examples', () => {
    expect(training.length).toBeGreaterThanOrEqual(2_500);
    expect(training.filter((e) => e.language === 'es').length).toBeGreaterThanOrEqual(600);
    for (const category of CATEGORIES) expect(training.filter((e) => e.category === category).length, category).toBeGreaterThanOrEqual(60);
    // The account's situation is in the data, not only the words.
    expect(training.filter((e) => e.context.isDisputed).length).toBeGreaterThanOrEqual(50);
    expect(training.filter((e) => e.context.isInValidationPeriod).length).toBeGreaterThanOrEqual(50);
    expect(training.filter((e) => e.context.isTimeBarred).length).toBeGreaterThanOrEqual(50);
  });

  it('refuses a row whose verdict and category disagree', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'reader-'));
    writeFileSync(path.join(dir, 'bad.jsonl'), `${JSON.stringify({ language: 'en', text: 'Hello', verdict: 'block', category: 'benign', context: {} })}\n`);
    expect(() => loadTrainingSet(dir)).toThrow(/bad\.jsonl:1: verdict and category disagree/);
  });
});

describe('what the reader reads', () => {
  it('marks the words inside a negation’s reach, up to the clause’s end', () => {
    const denied = featuresOf("We won't sue, but we will call your boss.", {}, []);
    expect(denied).toContain('n:sue');
    expect(denied).toContain('w:sue');
    expect(denied).not.toContain('n:boss');
  });

  it('crosses the account’s situation with the words, and takes the rules’ findings as evidence', () => {
    const features = featuresOf('Pay the balance Friday.', { isDisputed: true, messagesSentToday: 6 }, ['overshadowing']);
    expect(features).toEqual(expect.arrayContaining(['c:dispute', 'x:dispute:pay', 'c:overcap', 'r:overshadowing']));
    expect(featuresOf('Pay the balance Friday.', { isDisputed: true, isDisputeVerified: true }, [])).not.toContain('c:dispute');
  });

  it('trains the same weights from the same data, every time', () => {
    const rules = (text: string, ctx: object) => runRules(text, { ...neutralContext(), ...ctx }).findings.map((f) => f.rule);
    const sample = training.filter((_, i) => i % 10 === 0);
    const [a, b] = [trainReader(sample, rules), trainReader(sample, rules)];
    const message = 'You could lose your car over this.';
    expect([...(a?.read(message, {}, []) ?? [])]).toEqual([...(b?.read(message, {}, []) ?? [])]);
    // Two trainings, each reading every sampled text through the rules: about 20 s alone, more beside another suite.
  }, 90_000);
});

/** A training on a 5% sample that counts how often it ran. */
function countedTraining() {
  const sample = training.filter((_, i) => i % 20 === 0);
  const count = { n: 0 };
  return {
    train: () => {
      count.n++;
      return trainModel(sample, () => []);
    },
    trainings: () => count.n,
  };
}

describe('the kept model', () => {
  it('is trained once, kept, and read back by the next process exactly as trained', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'reader-kept-'));
    const { train, trainings } = countedTraining();
    const first = keptModel('k1', train, dir);
    const second = keptModel('k1', train, dir);
    expect(trainings()).toBe(1);
    expect(second.features).toEqual(first.features);
    expect([...second.weights]).toEqual([...first.weights]);
    const message = 'We will tell your boss about this debt.';
    expect([...readerOf(second).read(message, {}, [])]).toEqual([...readerOf(first).read(message, {}, [])]);
    // Another key (other data or code) is another model.
    keptModel('k2', train, dir);
    expect(trainings()).toBe(2);
  });

  it('keeps the four newest models and forgets older ones, so a machine does not fill up as the rules change', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'reader-kept-'));
    const { train } = countedTraining();
    const keys = ['a1', 'b2', 'c3', 'd4', 'e5', 'f6'];
    keys.forEach((key, i) => {
      keptModel(key, train, dir);
      // Written a second apart, as models of successive changes are.
      const at = new Date(Date.now() - (keys.length - i) * 1000);
      utimesSync(path.join(dir, `compliance-reader-${key}.bin`), at, at);
    });
    keptModel('ab7', train, dir);
    expect(readdirSync(dir).sort()).toEqual(['ab7', 'd4', 'e5', 'f6'].map((key) => `compliance-reader-${key}.bin`).sort());
  });

  it('is kept only where nobody else can write: a planted or loose model is never read', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'reader-dir-'));
    const dir = modelDir(parent);
    expect(dir).toBe(path.join(parent, `parley-${process.getuid?.()}`));
    expect(statSync(dir as string).mode & 0o777).toBe(0o700);
    // A directory others can write is not a place to keep code.
    chmodSync(dir as string, 0o777);
    expect(modelDir(parent)).toBeNull();
    // Nor is a link someone left where the directory should be.
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'reader-elsewhere-'));
    const linked = mkdtempSync(path.join(tmpdir(), 'reader-linked-'));
    symlinkSync(elsewhere, path.join(linked, `parley-${process.getuid?.()}`));
    expect(modelDir(linked)).toBeNull();

    const own = mkdtempSync(path.join(tmpdir(), 'reader-own-'));
    const { train, trainings } = countedTraining();
    const trained = keptModel('k3', train, own);
    const file = path.join(own, 'compliance-reader-k3.bin');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // A kept file that others could have written is trained over, not read.
    chmodSync(file, 0o666);
    keptModel('k3', train, own);
    expect(trainings()).toBe(2);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // No safe place: trained in memory, every time, and still the same model.
    const unkept = keptModel('k3', train, null);
    expect(trainings()).toBe(3);
    expect(unkept.features).toEqual(trained.features);
  });

  it('keys the model by its data: a changed training file is a new key', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'reader-key-'));
    const row = { language: 'en', text: 'We can set up a plan.', verdict: 'allow', category: 'benign', context: {} };
    writeFileSync(path.join(dir, 'a.jsonl'), `${JSON.stringify(row)}\n`);
    const before = modelKey(dir);
    expect(before).toMatch(/^[0-9a-f]{20}$/);
    expect(modelKey(dir)).toBe(before);
    writeFileSync(path.join(dir, 'a.jsonl'), `${JSON.stringify({ ...row, text: 'We can set up a monthly plan.' })}\n`);
    expect(modelKey(dir)).not.toBe(before);
  });
});

describe('the scanner with its second reader', () => {
  const ctx = neutralContext();

  it('blocks implied threats no rule names, citing a rule and quoting the sentence', () => {
    // (Contact "till this gets paid" was an example here until the rules learned it, set AE.)
    for (const message of ["You really don't want a deputy knocking on your door over this."]) {
      expect(
        runRules(message, ctx).findings.some((f) => f.action === 'block'),
        message,
      ).toBe(false);
      const scan = scanMessage(message, ctx);
      expect(scan.isBlocked, message).toBe(true);
      const finding = scan.findings.find((f) => f.action === 'block');
      expect(finding?.citation).toMatch(/U\.S\.C\.|CFR/);
      expect(finding?.triggers).toEqual([message]);
    }
  });

  it('quotes only the sentence that fails, and offers the rest as a rewrite that passes', () => {
    const scan = scanMessage("Got your message about the car payment. We'll keep your phone buzzing all day, every day, till this gets paid.", ctx);
    expect(scan.isBlocked).toBe(true);
    // (The rules read this sentence now, set AE, and quote its words; either way only the failing sentence is named.)
    const quoted = scan.findings.find((f) => f.action === 'block')?.triggers ?? [];
    expect(quoted.length).toBeGreaterThan(0);
    for (const words of quoted) expect("We'll keep your phone buzzing all day, every day, till this gets paid.").toContain(words);
    expect(scan.suggestedRewrite).toMatch(/^Got your message about the car payment\./);
    expect(scanMessage(scan.suggestedRewrite ?? '', ctx).isBlocked).toBe(false);
  });

  it('offers, for a demand during an open dispute, a rewrite that acknowledges the dispute and passes, in the message’s language', () => {
    const disputed = { ...ctx, isDisputed: true };
    for (const [message, start] of [
      ["Doesn't matter that you disputed it, the $400 is still due Friday.", 'We received your dispute.'],
      ['Su disputa no cambia nada, necesitamos el pago el viernes.', 'Recibimos su disputa.'],
    ] as const) {
      const scan = scanMessage(message, disputed);
      expect(scan.isBlocked).toBe(true);
      expect(scan.suggestedRewrite?.startsWith(start), message).toBe(true);
      expect(scanMessage(scan.suggestedRewrite ?? '', disputed).isBlocked).toBe(false);
    }
  });

  it('delivers ordinary and reassuring messages, in both languages', () => {
    for (const message of [
      'Thanks for the payment of $150. Your next one is due on the 3rd.',
      'Nobody in your family has been or will be contacted about this.',
      'Garnishment can only happen after a lawsuit and a judgment, and nothing has been filed.',
      'Nadie de su trabajo se va a enterar de esta cuenta.',
      'Gracias por su pago. El próximo vence el día 15.',
      // A plain request for a payment, with no pressure and no consequence, is lawful: also inside the validation period.
      'Can you make a payment this week?',
      'Are you able to pay something this month?',
      '¿Puede hacer un pago esta semana?',
    ]) {
      expect(scanMessage(message, ctx).isBlocked, message).toBe(false);
      expect(scanMessage(message, { ...ctx, isInValidationPeriod: true }).isBlocked, message).toBe(false);
    }
  });

  it('is trained once per process', () => {
    expect(warmReader()).toBe(warmReader());
  });
});
