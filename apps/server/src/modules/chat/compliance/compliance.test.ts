import { readFileSync } from 'node:fs';
import { LANGUAGES } from '@parley/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { scannerContext } from '../../../test/scanner.js';
import { blockingTotals, type CorpusExample, contextOf, formatStats, languageOf, measure, parseCorpus } from './corpus-metrics.js';
import { isTimeBarred } from './limitations.js';
import { consumerTimeZone, nextAllowedContact } from './local-time.js';
import { normalize } from './normalize.js';
import { type ComplianceContext, DEBT_COLLECTOR_DISCLOSURE, neutralContext, RULE_IDS, runRules, scanMessage, warmReader } from './scanner.js';

// The reader trains on first use when no kept model matches the rules (tens of seconds on a fresh machine): once, before any test's clock runs.
beforeAll(() => {
  warmReader();
}, 180_000);

/** The rules that block `text`, without the reader. */
const ruled = (text: string, ctx: ComplianceContext = neutralContext()) =>
  runRules(text, ctx)
    .findings.filter((f) => f.action === 'block')
    .map((f) => f.rule);

const corpus: CorpusExample[] = parseCorpus(readFileSync(new URL('./corpus.jsonl', import.meta.url), 'utf8'));
const tune = corpus.filter((e) => e.split === 'tune');
const holdout = corpus.filter((e) => e.split === 'holdout');

// Every rule except inconvenient-time (which holds) blocks; attorney-involvement blocks for non-attorneys.
const BLOCKING: readonly string[] = RULE_IDS.filter((r) => r !== 'inconvenient-time');

/** A test that scans the whole labelled corpus (about a thousand messages, rules and reader): tens of seconds on a loaded machine. */
const CORPUS_SCAN_MS = 120_000;

describe('the labelled corpus', () => {
  it('has at least 800 messages, 150 of them adversarial, every rule represented, a fixed holdout of about a quarter', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(800);
    expect(corpus.filter((e) => e.adversarial).length).toBeGreaterThanOrEqual(150);
    expect(corpus.filter((e) => e.labels.length === 0).length).toBeGreaterThanOrEqual(250);
    expect(holdout.length / corpus.length).toBeGreaterThan(0.2);
    expect(holdout.length / corpus.length).toBeLessThan(0.3);
    expect(new Set(corpus.map((e) => e.id)).size).toBe(corpus.length);
    for (const rule of RULE_IDS)
      expect(
        corpus.some((e) => e.labels.includes(rule)),
        rule,
      ).toBe(true);
    for (const e of corpus) {
      for (const l of e.labels) expect(RULE_IDS, `#${e.id}`).toContain(l);
      expect(['tune', 'holdout'], `#${e.id}`).toContain(e.split);
      // The verdict and the labels say the same thing.
      const blocks = e.labels.some((l) => l !== 'inconvenient-time') && e.verdict !== 'warn';
      expect(e.verdict === 'block', `#${e.id} verdict`).toBe(blocks);
    }
  });

  it(
    'reports precision and recall per rule on the tuning set, and meets 0.95 / 0.90 there on the blocking rules',
    () => {
      const rows = measure(tune, scanMessage);
      process.stdout.write(
        formatStats(`Compliance scanner, tuning set: ${tune.length} messages (${tune.filter((e) => e.labels.length === 0).length} compliant)`, rows),
      );
      for (const s of rows.filter((x) => BLOCKING.includes(x.rule))) {
        expect(s.precision, `${s.rule} precision`).toBeGreaterThanOrEqual(0.95);
        expect(s.recall, `${s.rule} recall`).toBeGreaterThanOrEqual(0.9);
      }
    },
    CORPUS_SCAN_MS,
  );

  it(
    'meets precision 0.97 and recall 0.95 on the holdout set, which tuning never looks at',
    () => {
      const rows = measure(holdout, scanMessage);
      const totals = blockingTotals(rows);
      const overall = rows.find((s) => s.rule.startsWith('overall'));
      process.stdout.write(
        formatStats(`Compliance scanner, HOLDOUT set: ${holdout.length} messages (${holdout.filter((e) => e.adversarial).length} adversarial)`, rows) +
          `blocking rules, micro-averaged: precision ${totals.precision.toFixed(3)}, recall ${totals.recall.toFixed(3)}\n`,
      );
      expect(totals.precision).toBeGreaterThanOrEqual(0.97);
      expect(totals.recall).toBeGreaterThanOrEqual(0.95);
      expect(overall?.precision).toBeGreaterThanOrEqual(0.97);
      expect(overall?.recall).toBeGreaterThanOrEqual(0.95);
    },
    CORPUS_SCAN_MS,
  );

  it(
    'offers, for every blocked corpus message, a rewrite that its own scan delivers',
    () => {
      for (const e of corpus) {
        const ctx = contextOf(e);
        const result = scanMessage(e.text, ctx);
        if (!result.suggestedRewrite) continue;
        const again = scanMessage(result.suggestedRewrite, { ...ctx, holdUntil: null });
        expect(again.isBlocked, `#${e.id} rewrite: ${result.suggestedRewrite}`).toBe(false);
      }
    },
    CORPUS_SCAN_MS,
  );
  // Latency is measured, not asserted here: `npm run bench:compliance` records p50/p99 in
  // bench/RESULTS.md (a timed assertion failed under a loaded CI machine at 36 ms, passing at 6 ms alone).
});

describe('the labelled corpus, per language (issue 24)', () => {
  it('holds at least 60 violating and 60 compliant Spanish messages, each rule that reads words represented in Spanish', () => {
    const spanish = corpus.filter((e) => languageOf(e) === 'es');
    expect(spanish.filter((e) => e.verdict === 'block').length).toBeGreaterThanOrEqual(60);
    expect(spanish.filter((e) => e.labels.length === 0).length).toBeGreaterThanOrEqual(60);
    const contextOnly = ['harassment-frequency', 'cease-communication', 'represented-consumer', 'inconvenient-time'];
    for (const rule of RULE_IDS.filter((r) => !contextOnly.includes(r)))
      expect(
        spanish.some((e) => e.labels.includes(rule)),
        rule,
      ).toBe(true);
  });

  // The same bar in every language: 0.97 / 0.95 micro-averaged over the blocking rules, on tune and holdout together.
  for (const language of LANGUAGES) {
    it(
      `meets precision 0.97 and recall 0.95 on the ${language} messages, with figures per rule`,
      () => {
        const examples = corpus.filter((e) => languageOf(e) === language);
        const rows = measure(examples, scanMessage);
        const totals = blockingTotals(rows);
        const overall = rows.find((s) => s.rule.startsWith('overall'));
        const title = `Compliance scanner, language ${language}: ${examples.length} messages (${examples.filter((e) => e.labels.length === 0).length} compliant)`;
        const summary = `blocking rules, micro-averaged (${language}): precision ${totals.precision.toFixed(3)}, recall ${totals.recall.toFixed(3)}\n`;
        process.stdout.write(`${formatStats(title, rows)}${summary}`);
        expect(totals.precision).toBeGreaterThanOrEqual(0.97);
        expect(totals.recall).toBeGreaterThanOrEqual(0.95);
        expect(overall?.precision).toBeGreaterThanOrEqual(0.97);
        expect(overall?.recall).toBeGreaterThanOrEqual(0.95);
      },
      CORPUS_SCAN_MS,
    );
  }
});

describe('the scanner', () => {
  it('quotes the words the sender actually typed, obfuscated or not', () => {
    const result = scanMessage('Listen d3adbeat, s h i t happens but you pay.', neutralContext());
    const abuse = result.findings.find((f) => f.rule === 'abuse');
    expect(abuse?.triggers).toEqual(expect.arrayContaining(['d3adbeat', 's h i t']));
    expect(abuse?.citation).toBe('15 U.S.C. 1692d(2); 12 CFR 1006.14(d)');
    expect(result.isBlocked).toBe(true);
  });

  it('undoes look-alike characters, separators, spacing and stretched letters', () => {
    expect(normalize('D3@DB3AT').text).toBe('deadbeat');
    expect(normalize('s.h.i.t and f*ck').text).toBe('shit and fck');
    expect(normalize('stuuupid').text).toBe('stupid');
    expect(normalize('pay $50 in 3 days').text).toBe('pay $50 in 3 days');
  });

  it('reads a denial as a denial', () => {
    expect(scanMessage('You will not be arrested and nobody will garnish your wages.', neutralContext()).isBlocked).toBe(false);
    expect(scanMessage("Don't make us garnish your wages.", neutralContext()).isBlocked).toBe(true);
  });

  it('offers a rewrite that itself passes the scan', () => {
    const ctx = neutralContext();
    const result = scanMessage('We know where you live. We can offer a plan of $200 a month.', ctx);
    expect(result.isBlocked).toBe(true);
    expect(result.suggestedRewrite).toContain('We can offer a plan of $200 a month.');
    expect(result.suggestedRewrite).not.toContain('where you live');
    expect(scanMessage(result.suggestedRewrite ?? '', ctx).isBlocked).toBe(false);
  });

  it('never offers a rewrite that keeps a threat: "or else" is one in any context (issue 22)', () => {
    for (const ctx of [neutralContext(), { ...neutralContext(), isInValidationPeriod: true }]) {
      const result = scanMessage("We'll garnish your wages. Pay within 48 hours or else. We can also do $150 a month.", ctx);
      expect(result.isBlocked).toBe(true);
      expect(result.findings.map((f) => f.rule)).toContain('threat-not-intended');
      expect(result.suggestedRewrite).not.toContain('or else');
      expect(result.suggestedRewrite).toContain('We can also do $150 a month.');
      expect(scanMessage(result.suggestedRewrite ?? '', ctx).isBlocked).toBe(false);
    }
  });

  it('sees through homoglyphs, zero-width characters, split words, accents and leetspeak, and quotes what was typed', () => {
    expect(normalize('We will \u0430rr\u0435st you').text).toBe('we will arrest you');
    expect(normalize('g\u200ba\u200brnish').text).toBe('garnish');
    expect(normalize('a w a r r a n t').text).toBe('a warrant');
    expect(normalize('gar nish, j41l, 4rr35t').text).toBe('garnish, jail, arrest');
    expect(normalize('árrést ＡＲＲＥＳＴ').text).toBe('arrest arrest');
    // Ordinary words and figures stay as they are.
    expect(normalize('Pay $50 by 5/12, 24/7 support. Thanks!').text).toBe('pay $50 by 5/12, 24/7 support. thanks!');
    expect(normalize('We are sure a plan helps').text).toBe('we are sure a plan helps');
    const typed = 'You are going to j\u0430il.';
    const finding = scanMessage(typed, neutralContext()).findings.find((f) => f.rule === 'arrest-seizure');
    expect(finding?.triggers).toEqual(['j\u0430il']);
  });

  it('reads benign uses of alarming words as benign, in English and Spanish', () => {
    for (const text of [
      'We will not sue you.',
      'We cannot garnish Social Security benefits.',
      'You do not have to fear arrest, jail or seizure over this account.',
      'Federal law protects your benefits from garnishment.',
      'Jail is not a consequence of a civil debt.',
      'No lo vamos a demandar.',
      'Nadie lo va a arrestar por una deuda.',
    ])
      expect(scanMessage(text, neutralContext()).isBlocked, text).toBe(false);
    for (const text of ['We will sue you tomorrow, and no one can stop it.', 'Si no paga, lo vamos a arrestar.', 'People who never pay go to jail.'])
      expect(scanMessage(text, neutralContext()).isBlocked, text).toBe(true);
  });

  it('folds Spanish accents, ñ and the opening marks, and undoes the same disguises in Spanish words', () => {
    expect(normalize('¡Irá a la CÁRCEL, señor!').text).toBe(' ira a la carcel, senor!');
    expect(normalize('¿Prefiere pagar el día 15?').text).toBe(' prefiere pagar el dia 15?');
    expect(normalize('c a r c e l, em-bar-go, pen dejo, id¡ota, carceeel').text).toBe('carcel, embargo, pendejo, idiota, carcel');
  });

  it('catches each violation written in Spanish, under the same rule as in English (issue 24)', () => {
    const cases: [string, string][] = [
      ['Lo vamos a arrestar.', 'arrest-seizure'],
      ['Irá a la cárcel.', 'arrest-seizure'],
      ['La policía irá a su casa.', 'arrest-seizure'],
      ['Le vamos a embargar el sueldo.', 'arrest-seizure'],
      ['Somos abogados del gobierno.', 'government'],
      ['Su deuda aumentará al doble.', 'amount-misstated'],
      ['Le diremos a su jefe.', 'third-party'],
      ['Le diremos a su familia.', 'third-party'],
      ['Usted es un pendejo.', 'abuse'],
      ['Eres un inútil y un mentiroso.', 'abuse'],
      ['Sabemos dónde vive.', 'violence'],
      ['Usted robó ese dinero.', 'crime-accusation'],
      ['Le cobraremos un cargo de $25 por procesamiento.', 'unauthorized-fees'],
      ['Envíe cheques posfechados.', 'postdated-check'],
      ['Su caso fue enviado a nuestro abogado.', 'attorney-involvement'],
      ['Usted ha sido emplazado.', 'fake-legal-process'],
      ['Somos Equifax.', 'credit-bureau'],
      ['Vamos a destruir su crédito.', 'false-credit-threat'],
      ['Lo vamos a demandar.', 'threat-not-intended'],
    ];
    for (const [text, rule] of cases) {
      const result = scanMessage(text, neutralContext());
      expect(result.isBlocked, text).toBe(true);
      expect(
        result.findings.map((f) => f.rule),
        text,
      ).toContain(rule);
    }
    // The trigger quotes the words as typed, accents and all.
    expect(scanMessage('¡Irá a la CÁRCEL!', neutralContext()).findings[0]?.triggers).toEqual(['CÁRCEL']);
  });

  it('blocks Spanish collection language during a dispute hold and lets the verification through', () => {
    const disputed = { ...neutralContext(), isDisputed: true };
    for (const text of ['Pague hoy.', 'Haga un pago esta semana.', 'Podemos liquidar su deuda con descuento.'])
      expect(
        scanMessage(text, disputed).findings.map((f) => f.rule),
        text,
      ).toContain('overshadowing');
    expect(scanMessage('Adjuntamos la verificación de la deuda.', disputed).isBlocked).toBe(false);
    expect(scanMessage('Pague hoy.', { ...disputed, isDisputeVerified: true }).isBlocked).toBe(false);
  });

  it('delivers ordinary Spanish negotiation, and denials read as denials', () => {
    for (const text of [
      'Podemos ofrecerle un plan de pagos de 6 meses.',
      'Le enviamos el acuerdo para firmar.',
      '¿Prefiere pagar el día 15?',
      'Sin embargo, podemos esperar hasta el viernes.',
      'La cárcel no es una consecuencia de una deuda civil.',
      'No le cobramos ningún cargo por pagar en línea.',
    ])
      expect(scanMessage(text, neutralContext()).isBlocked, text).toBe(false);
  });

  it('offers the rewrite and the disclosure in Spanish when the message is Spanish', () => {
    const ctx = neutralContext();
    const kept = scanMessage('Sabemos dónde vive. Podemos ofrecerle un plan de $200 al mes.', ctx);
    expect(kept.suggestedRewrite).toBe(`Podemos ofrecerle un plan de $200 al mes.\n\n${DEBT_COLLECTOR_DISCLOSURE.es}`);
    const neutral = scanMessage('Lo vamos a arrestar, sinvergüenza.', ctx);
    expect(neutral.suggestedRewrite).toMatch(/^Queremos ayudarle a resolver esta cuenta\./);
    expect(neutral.suggestedRewrite).toContain(DEBT_COLLECTOR_DISCLOSURE.es);
    expect(scanMessage('Le enviamos el acuerdo para firmar.', ctx).deliveredBody).toBe(
      `Le enviamos el acuerdo para firmar.\n\n${DEBT_COLLECTOR_DISCLOSURE.es}`,
    );
    expect(scanMessage(`Su plan está listo. ${DEBT_COLLECTOR_DISCLOSURE.es}`, ctx).deliveredBody).toBe(`Su plan está listo. ${DEBT_COLLECTOR_DISCLOSURE.es}`);
    expect(scanMessage('We know where you live. We can offer $200 a month.', ctx).suggestedRewrite).toContain(DEBT_COLLECTOR_DISCLOSURE.en);
  });

  it('offers no rewrite where no wording is allowed (a represented consumer)', () => {
    const result = scanMessage('Hello, can we talk?', { ...neutralContext(), isRepresented: true });
    expect(result.isBlocked).toBe(true);
    expect(result.suggestedRewrite).toBeNull();
  });

  it('blocks a non-attorney implying attorney review, and only warns for an attorney', () => {
    const text = 'Our attorney has reviewed your file.';
    expect(scanMessage(text, neutralContext()).isBlocked).toBe(true);
    const asAttorney = scanMessage(text, { ...neutralContext(), senderIsAttorney: true });
    expect(asAttorney.isBlocked).toBe(false);
    expect(asAttorney.findings.map((f) => [f.rule, f.action])).toEqual([['attorney-involvement', 'warn']]);
  });

  it('blocks a sender who is not an attorney presenting as one: a title, "speaking with counsel", a legal opinion (blind set E class)', () => {
    const staff = neutralContext();
    for (const text of [
      'Please remit the remaining $780 by the 20th. Dana Whitfield, Esq.',
      'From here on you are dealing with legal counsel, so choose your next reply carefully.',
      'Having read the contract, my legal opinion is that the fee is owed in full.',
      'Le saluda atentamente la Lic. Paredes, abogada del despacho. Esperamos su pago.',
    ]) {
      expect(
        scanMessage(text, staff).findings.map((f) => f.rule),
        text,
      ).toContain('attorney-involvement');
      expect(scanMessage(text, { ...staff, senderIsAttorney: true }).isBlocked, text).toBe(false);
    }
    // Naming the consumer's own lawyer is no claim to be one.
    expect(
      scanMessage('We will write only to your attorney, Sam Ortiz, Esq., from now on.', { ...staff, isRepresented: true }).findings.map((f) => f.rule),
    ).not.toContain('attorney-involvement');
  });

  it('blocks payment put ahead of a dispute right inside the validation period, and any means of paying asked for during an open dispute (blind set E class)', () => {
    const validation = { ...neutralContext(), isInValidationPeriod: true };
    for (const text of [
      'Sure, you can dispute it, but the $300 still needs to be paid while it is reviewed.',
      'The notice mentions 30 days but honestly that is a formality nobody uses.',
      'You have three days to pay the remaining $410.',
      'Puede disputar, pero mientras tanto tiene que pagar la cuota del mes.',
    ])
      expect(scanMessage(text, validation).isBlocked, text).toBe(true);
    expect(scanMessage('You have 30 days from the notice to dispute, and nothing needs to be paid while you decide.', validation).isBlocked).toBe(false);
    const disputed = { ...neutralContext(), isDisputed: true };
    for (const text of ['Noted. Which card should we charge the $95 to, or do you prefer autopay?', 'Anotado. ¿Cuándo paga la primera parte?'])
      expect(scanMessage(text, disputed).isBlocked, text).toBe(true);
    expect(scanMessage('We have paused the account until we send you verification.', disputed).isBlocked).toBe(false);
  });

  it('lets through what takes back, explains or corrects, and still blocks the same words said outright (blind set F class)', () => {
    const ctx = neutralContext();
    // A retraction of an earlier threat.
    expect(scanMessage('Earlier I said we would seize your truck, and that was not correct. Nothing will be seized.', ctx).isBlocked).toBe(false);
    expect(scanMessage('We will seize your truck.', ctx).isBlocked).toBe(true);
    // A corrected figure, beside the true balance.
    const balance = { ...ctx, balanceCents: 98_000 };
    expect(scanMessage('Correction: I typed $1,080 yesterday by mistake. Your balance is $980.', balance).isBlocked).toBe(false);
    expect(scanMessage('Your balance is $1,080.', balance).isBlocked).toBe(true);
    // Facts of a filed case the consumer can check: its number and the judgment entered.
    const judgment = 'Judgment was entered on 10/20 in case 26-SC-4410, so the creditor may ask the court for a garnishment order.';
    expect(scanMessage(judgment, ctx).isBlocked).toBe(false);
    expect(scanMessage('The creditor may ask the court for a garnishment order.', ctx).isBlocked).toBe(true);
    // Saying no payment is asked for inside the validation period.
    const validation = { ...ctx, isInValidationPeriod: true };
    expect(scanMessage('You are not required to pay today; you can still dispute until the 20th.', validation).isBlocked).toBe(false);
    expect(scanMessage('You are required to pay today.', validation).isBlocked).toBe(true);
  });

  it('blocks the classes blind set F missed, in other words than the set’s', () => {
    const ctx = neutralContext();
    for (const text of [
      'Next cycle we will move the delinquency date on this account to 2026, so it stays on your report longer.',
      'The card balance accrues 2% per week until it is cleared.',
      'We may share the account on our Instagram page if nothing comes in.',
      'Nice if your neighbors found out about this from you and not from us.',
      'FINAL NOTICE - County Collections Enforcement Unit. Reply to arrange payment.',
      'Your dispute has to be notarized or it does not exist for us.',
    ])
      expect(scanMessage(text, ctx).isBlocked, text).toBe(true);
    expect(scanMessage('We will proceed regardless of any dispute you send.', { ...ctx, isInValidationPeriod: true }).isBlocked).toBe(true);
    expect(scanMessage('Noted. Here is the link anyway: pay.example-collect.com/77', { ...ctx, isDisputed: true }).isBlocked).toBe(true);
    // The same topics, said lawfully.
    for (const text of [
      'We report the original delinquency date; it does not change when you pay.',
      'Your agreement sets interest at 6% a year, which is already in the balance.',
      'We never post anything about accounts online or contact your neighbors.',
    ])
      expect(scanMessage(text, ctx).isBlocked, text).toBe(false);
  });

  it('reads a threat whose own wording holds a negation as the threat it is, by the rules alone (blind set G class)', () => {
    // The pattern spells the "no", "never" or "without": it is the threat's wording, not a denial.
    expect(ruled('Yo no respondo por lo que le pase a su camioneta si sigue así.')).toContain('violence');
    expect(ruled('With a balance like this, you never know what might happen to that truck of yours.')).toContain('violence');
    expect(ruled('We can pull the funds without your permission whenever we like.')).toContain('arrest-seizure');
    // A negation the sender adds still denies.
    expect(ruled('Nobody here will pull funds from your account.')).not.toContain('arrest-seizure');
  });

  it('blocks the classes blind set G missed, in other words than the set’s, and lets a judgment’s facts through', () => {
    const ctx = neutralContext();
    for (const text of [
      'Your daughter gets off the bus at Maple Street around 3, right? Let’s get this handled.',
      'It would be a shame if anything got in the way of that new job of yours.',
      'We’ll take the $300 straight out of your next direct deposit.',
      'Payroll is going to start taking a cut of your checks next month, no judge needed.',
      'Le vamos a recoger la camioneta el lunes si no paga.',
      'There is a $35 convenience fee and a $12 records fee on this payoff letter.',
    ])
      expect(ruled(text, ctx), text).not.toEqual([]);
    expect(scanMessage('Following the judgment in case 2025-CV-4410, a garnishment order was served on your employer on 10/2.', ctx).isBlocked).toBe(false);
  });

  it('blocks the classes blind set H missed, in other words than the set’s, by the rules alone', () => {
    const ctx = neutralContext();
    for (const [text, context] of [
      ['If I have to come out to your place it will not be a friendly conversation.', {}],
      ['Mire, unos amigos van a ir a su casa, y no va a ser nada bonito.', {}],
      ['Honestly disputing only drags this out, so forget about that and pick a plan.', { isInValidationPeriod: true }],
      ['No hace falta esperar los 30 días, pague el viernes.', { isInValidationPeriod: true }],
      ['Your supervisor will get a copy of the statement if we do not hear back.', {}],
      ['Tenants who owe get listed in the lobby newsletter next month.', {}],
      ['There is a processing charge ($9) on phone payments.', {}],
      ['We are a division of the county court system, so this is official.', {}],
      ['This notice has the same force as a court order.', {}],
      ['Unpaid, the file gets forwarded to the district attorney on Friday.', {}],
      ['You waived your right to dispute when you opened the account.', {}],
      ['Expect a brand-new negative mark on your report every month until it is paid.', {}],
      ['We are not going to mark the account as disputed with the bureaus.', { isDisputed: true }],
      ['Your dispute does not change anything; which card will you use to pay?', { isDisputed: true }],
      ['No necesitamos ir a la corte, la orden va directo a su empleador.', {}],
    ] as const)
      expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
    // The same topics, said lawfully.
    for (const text of [
      'You can dispute in writing or by phone, whichever is easier.',
      'Our attorney has not reviewed your account.',
      'We report accurately to the bureaus and note any dispute.',
    ])
      expect(ruled(text, ctx), text).toEqual([]);
  });

  it('blocks the classes blind set I missed, in other words than the set’s, by the rules alone', () => {
    const ctx = neutralContext();
    for (const [text, context] of [
      ['Folks who leave a rental like that are pigs, but let us talk numbers.', {}],
      ['Pay now before things turn ugly, and I do not mean your credit.', {}],
      ['Pague, y no le hablo de su crédito precisamente.', {}],
      ['Block this number and I will just write from another line.', {}],
      ['One phone call and we can drain your savings, you know that?', {}],
      ['We will send a truck to haul away the couch and the fridge.', {}],
      ['After 60 days with a collector you have lost the right to dispute it.', {}],
      ['Debtors on these plans are not allowed to have an attorney talk to us.', {}],
      ['The store has opened a shoplifting and theft complaint, which a payment today stops.', {}],
      ['Pay it and we report it as dated this month, a fresh start.', {}],
      ['We are an Experian-authorized office and can lower your score ourselves.', {}],
      ['Writing as the lawyer assigned here, the lease is enforceable.', {}],
      ['Once you e-sign, the payment plan is enforceable like a judgment.', {}],
      ['Every call we make to you is billed at $7.', {}],
      ['Starting this month, fees of 2% apply under company policy.', {}],
      ['The balance went up by $35 for the demand letter.', {}],
      ['Send $60 by Thursday and we are done.', { isDisputed: true }],
      ['Disputed or not, it is yours. Want the 3-month plan?', { isDisputed: true }],
      ['Necesito los $150 mañana.', { isDisputed: true }],
      ['If nothing comes in within 7 days, the debt will be considered valid.', { isInValidationPeriod: true }],
      ['The notice says you have until the 9th, but the account closes Friday.', { isInValidationPeriod: true }],
      ['Why bother with the 30 days when you can just settle now?', { isInValidationPeriod: true }],
      ['No le haga caso a la carta, pague ya.', { isInValidationPeriod: true }],
      ['I will be texting you every hour of the day.', {}],
      ['If we cannot reach you, we will call your sister about the bill.', {}],
    ] as const)
      expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
    // The same topics, said lawfully.
    for (const [text, context] of [
      ['We will not contact your employer or your family about this.', {}],
      ['If you do not dispute within 30 days, we will assume the debt is valid.', { isInValidationPeriod: true }],
      ['The late fees come from your original agreement; we add none.', {}],
      ['You never lose the right to have a lawyer speak for you.', {}],
      ['Paying will not erase the account from your credit history, but it will show as paid.', {}],
    ] as const)
      expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);
  });

  it('blocks the classes blind set J missed, in other words than the set’s, by the rules alone', () => {
    const ctx = neutralContext();
    for (const [text, context] of [
      ['This file heads over to legal next week unless we agree on something.', { isTimeBarred: true }],
      ['We still file on accounts this old, believe me.', { isTimeBarred: true }],
      ['La cuenta pasa a legal el lunes.', { isTimeBarred: true }],
      ['You are a shameless person with low character.', {}],
      ['Come by the office or we come to you, and you will not like how that visit goes.', {}],
      ['We cannot guarantee the safety of your car parked outside.', {}],
      ['We are basically the court for these accounts.', {}],
      ['We work side by side with the sheriff on these files.', {}],
      ['Este aviso lleva sello del juzgado.', {}],
      ['Payroll will be withholding it starting next check.', {}],
      ['Should I have the bank freeze your savings today?', {}],
      ['Se lo cobramos de su cuenta sin avisarle.', {}],
      ['A un cliente lo arrestaron por menos.', {}],
      ['We will report it as a court judgment next month.', {}],
      ['Disputed or not, it goes to Equifax this cycle.', { isDisputed: true }],
      ['The schedule was laid out the way the court does it, so treat it as binding.', {}],
      ['The clerk’s office stamped your plan, so the dates are fixed.', {}],
      ['El licenciado ya revisó su expediente.', { senderIsAttorney: false }],
      ['Tagging you in a post on our public page might speed this up.', {}],
      ['I added $60 for the skip trace we ran.', {}],
      ['Son $300 más el cargo de manejo de cuenta.', {}],
      ['El pago es para el jueves igual, dispute si quiere.', { isInValidationPeriod: true }],
      ['Eso de los 30 días es pura formalidad.', { isInValidationPeriod: true }],
      ['¿Pa qué disputa? Eso no sirve de nada.', { isDisputed: true }],
      ['Your 30 days only applies to letters, not to texts.', {}],
      ['If I do not hear from you by noon I am phoning your supervisor about the balance.', {}],
      ['¿Quiere que su suegra se entere?', {}],
      ['Mire, el caso pasa a la fiscalía si no paga.', {}],
    ] as const)
      expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
    // The same topics, said lawfully.
    for (const [text, context] of [
      ['We are reporting the account as disputed and will not ask for payment until we send verification.', { isDisputed: true }],
      ['Late charges under the CC&Rs are $40; we add nothing.', {}],
      ['Scammers ask for full card numbers; identity crime is common, so we never do.', {}],
      ['Our earlier agent said we would sue, and that was a mistake: the debt is too old to sue on.', { isTimeBarred: true }],
      ['Your payment of $200 posted today, leaving a balance of $0.', { balanceCents: 0 }],
    ] as const)
      expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);
  });

  it('lets through the lawful messages blind set K took for violations, in other words than the set’s', () => {
    const ctx = neutralContext();
    for (const [text, context] of [
      ['Hope your dad recovers quickly from the cardiac arrest; the account can wait.', {}],
      ['Sorry, Luna needs seizure medication now? We can move the payment date.', {}],
      ['Running late, I was garnishing a salad. Your payment went through.', {}],
      ['Your brother is in county jail? I am sorry. We can lower the plan for a while.', {}],
      ['I said earlier that we could take your car. That was wrong, and nobody will.', {}],
      ['Our agent’s text about arrest was wrong; no one is arrested over a debt.', {}],
      ['Le dije que lo iban a arrestar. Eso fue un error, nadie lo va a arrestar.', {}],
      ['We have not reported this to any bureau, and will not while the dispute is open.', { isDisputed: true }],
      ['The truck was repossessed and sold in May; what remains is the $1,800 deficiency.', { balanceCents: 180_000 }],
      ['El saldo correcto es $310.50, no $350 como le dije.', { balanceCents: 31_050 }],
      ['State law allows a $25 returned-check charge, which is the only thing added.', {}],
      ['Your lease carries a $40 late fee, and it is already in the balance.', {}],
      ['Many people think a payment ends the right to dispute. It does not.', { isInValidationPeriod: true }],
      ['Nobody here thinks you are a deadbeat.', {}],
      ['Confirmamos que dejamos de comunicarnos con usted sobre esta cuenta.', { isCeaseRequested: true }],
    ] as const)
      expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);
    // The same words said as threats or insults still block.
    for (const [text, context] of [
      ['Keep dodging and the police will be at your door.', {}],
      ['We will garnish your paycheck next week.', {}],
      ['You are a deadbeat.', {}],
      ['El saldo es $400.', { balanceCents: 31_050 }],
    ] as const)
      expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
  });

  it('blocks the classes blind set K missed, in other words than the set’s, by the rules alone', () => {
    const ctx = neutralContext();
    for (const [text, context] of [
      ['Unless we see the money on Friday, officers will come with a warrant.', {}],
      ['Broke or not, we can take you to court over this.', { isTimeBarred: true }],
      ['Our office partners in coordination with the Ohio Attorney General on files like yours.', {}],
      ['Trabajamos de la mano con el juzgado del condado.', {}],
      ['The state and us are one and the same office for this.', {}],
      ['Folks like you are nothing but freeloaders, and if the shoe fits, wear it.', {}],
      ['Ya sé qué tipo de persona es usted.', {}],
      ['Scooters get stolen every night around here. Would hate for that to happen to yours.', {}],
      ['Nunca se sabe qué le puede ocurrir a uno camino a casa.', {}],
      ['Your disability check can still be garnished for this if needed.', {}],
      ['Miss one installment and that is contempt.', {}],
      ['Mañana pasamos a recoger la camioneta.', {}],
      ['We added $90 for all the time we spent hunting you down.', {}],
      ['Pay by the 5th or it goes to Experian as a civil judgment.', {}],
      ['Un pago chico y el historial arranca otra vez de cero.', {}],
      ['Each partial payment gives it another seven years on your report.', {}],
      ['This settlement is court-approved, so it binds you.', {}],
      ['Dispute as much as you like.', { isDisputed: true }],
      ['Su queja no cambia nada. ¿Cuándo nos paga?', { isDisputed: true }],
      ['Why hold off a whole month to dispute? Interest grows bigger every week you wait.', { isInValidationPeriod: true }],
      ['A dispute must be made over the phone with a manager.', { isInValidationPeriod: true }],
      ['I will text you at 4 am if that is what it takes.', {}],
      ['Le marco de madrugada si hace falta.', {}],
      ['You can only dispute when there is fraud on the account.', {}],
      ['Regulations require me to get a payment scheduled today.', {}],
      ['Once an account is bought by us the county treats it as a tax lien.', {}],
      ['The DMV will block your driver’s license renewal over an unpaid collection account.', {}],
      ['Your coworkers might be curious to learn why you left. I have not told anyone so far.', {}],
      ['Want me to forward the statement to your brother too?', {}],
      ['Por ahora no les he contado nada a sus vecinos.', {}],
    ] as const)
      expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
    // The same topics, said lawfully.
    for (const [text, context] of [
      ['If we do not receive the payment, nothing happens beyond a reminder.', {}],
      ['Your Social Security cannot be garnished for this debt.', {}],
      ['Federal law requires me to tell you that you may dispute this debt before you pay.', { isInValidationPeriod: true }],
      ['You can dispute by mail, by phone or here in the chat.', { isInValidationPeriod: true }],
      ['¿Quiere que le mande el estado de cuenta a su correo?', {}],
    ] as const)
      expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);
  });

  it('blocks the classes blind set L missed, in other words than the set’s, by the rules alone', () => {
    const ctx = neutralContext();
    for (const [text, context] of [
      ['FINAL NOTICE!!! PAY WITHIN 24 HOURS!!!', { isInValidationPeriod: true }],
      ['If you wait out the full 30 days, the discount is gone.', { isInValidationPeriod: true }],
      ['Why are you even contesting a bill you signed for?', { isInValidationPeriod: true }],
      ['Los 30 días de la carta son letra chica, nada más.', { isInValidationPeriod: true }],
      ['Your file is still scheduled for the next collection action this week.', { isDisputed: true }],
      ['I had our attorneys verify the balance, so it is airtight.', { senderIsAttorney: false }],
      ['Le escribo de parte de la abogada; ella ya revisó su expediente.', { senderIsAttorney: false }],
      ['An unpaid debt like this sits on your credit report for twelve years.', {}],
      ['We will report the whole balance even once you settle.', {}],
      ['Your tax refund could end up going straight to our client.', {}],
      ['We can send a driver to grab the truck tomorrow.', {}],
      ['Our repo crew works your neighborhood on Thursdays.', {}],
      ['Your disability deposit lands on the 1st, and we both know where the payment will come from.', {}],
      ['As her daughter, you are responsible for what she owed on the card.', {}],
      ['You cannot ask us to stop calling while a balance is open.', {}],
      ['Once it is with a collector you lose the right to request verification.', {}],
      ['I might come by with a crowbar.', {}],
      ['Sé a qué hora salen tus hijos del colegio.', {}],
      ['Honestly it is pathetic to dodge a $40 bill.', {}],
      ['Got it, genius.', {}],
      ['Keep it up and we will tag you publicly in our story.', {}],
      ['We are a court-appointed collector for these accounts.', {}],
      ['Le escribimos desde el juzgado por su cuenta.', {}],
      ['Did you get the summons we mailed you last week?', {}],
      ['What kind of parent walks away from a school bill?', {}],
    ] as const)
      expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
    // The lawful messages of the same classes that set L's rules took for violations.
    for (const [text, context] of [
      ['I will shoot you the receipt tonight.', {}],
      ['You asked whether the police would come. They will not; this is a civil matter.', {}],
      ['You said the charge was fraud and you filed a police report, so we stopped collecting.', { isDisputed: true }],
      ['Your nephew works at the county jail? Then evenings are fine for a call.', {}],
      ['Before you pay: in your state a payment could revive the time to sue. We will not sue.', { isTimeBarred: true }],
      ['The $20 returned-check charge is in section 4 of your loan agreement.', { balanceCents: 32_000 }],
      ['Your retail installment contract gives the lender a security interest in the boat, and it may be repossessed if the default is not cured.', {}],
      ['Lo reportaremos a los burós de crédito solo como cuenta en disputa.', { isDisputed: true }],
      ['Since this is a federal student loan, administrative wage garnishment is possible after written notice and a chance for a hearing.', {}],
      ['The seizure workup in June is the only charge left, $180.', { balanceCents: 18_000 }],
    ] as const)
      expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);
    // The same words said outright still block.
    for (const [text, context] of [
      ['You said you would pay Friday, so now we will have you arrested.', {}],
      ['Under the contract we will have you arrested.', {}],
      ['We will repossess your furniture next week.', {}],
    ] as const)
      expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
  });

  it('blocks the classes blind set M missed, in other words than the set’s, by the rules alone', () => {
    const ctx = neutralContext();
    for (const [text, context] of [
      ['Keep ignoring us and somebody might snap your fingers.', {}],
      ['Pay up or we send a few guys to have a word with you, and they aren’t the friendly type.', {}],
      ['Unless the payroll office hears from you, we take it from your regular pay next month.', {}],
      ['We do not even need a court order to go after your wages.', {}],
      ['Since you retired, we will just be taking your pension.', {}],
      ['Lo de su cheque de discapacidad, de ahí mismo le descontamos.', {}],
      ['I told the account balance to them when your roommate picked up.', {}],
      ['Next step is a call to your first sergeant.', {}],
      ['Settle today and the collection is erased from Experian. 100% guaranteed.', {}],
      ['Because you signed the plan, you are no longer permitted to dispute anything.', {}],
      ['The district attorney’s office is watching accounts like yours.', {}],
      ['A responsible person would have paid this by now.', {}],
      ['You asked for letters only, but these texts are coming every day until you reply.', {}],
      ['There is a $9 "pay-by-phone" fee on each call.', {}],
      ['Le cargamos una cuota de manejo de $25 este mes.', {}],
      ['Treasury-approved notice: your balance is due.', {}],
      ['We work hand in hand with TransUnion on every file.', {}],
      ['Trabajamos directamente con los burós de crédito.', {}],
      ['Ya sé que la disputó, pero el saldo sigue por pagar este viernes.', { isDisputed: true }],
      ['Your dispute must be sworn before a notary to count.', { isInValidationPeriod: true }],
    ] as const)
      expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
    // The lawful messages of the same classes that set M's rules took for violations.
    for (const [text, context] of [
      ['Your trial in the Harris County court, case 2026-CV-5521, is on June 9; it is the suit you were served with on May 1.', {}],
      ['Case 26-SC-118 was filed on March 3 in small claims; the date to appear is on the summons you received.', {}],
      ['En su caso (26-CV-0042) el tribunal dictó sentencia el 3 de marzo; con ella el acreedor puede pedir un embargo.', {}],
      ['The association’s covenants set a $10 late charge each month, so the ledger shows $310.', { balanceCents: 31_000 }],
      ['Su contrato establece un recargo por pago tardío de $12, cobrado una vez.', { balanceCents: 51_200 }],
      ['You are not a bad person because your hours were cut.', {}],
      ['Usted no es ningún tramposo por pedir más tiempo.', {}],
      ['If the balance on your card isn’t paid this month, we will write again next week.', {}],
      ['Your dispute is in review and you do not need to notarize anything.', { isInValidationPeriod: true }],
    ] as const)
      expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);
    // A filed case without a judgment does not make a garnishment threat lawful.
    expect(ruled('Case 2026-44 was filed on May 3. Pay today or we will garnish your wages.', ctx)).not.toEqual([]);
  });

  it('blocks the classes blind set N missed, in other words than the set’s, by the rules alone', () => {
    const ctx = neutralContext();
    for (const [text, context] of [
      ['Keep dodging me and you’ll end up in the emergency room.', {}],
      ['We wouldn’t want anything to happen to your uncle’s trailer.', {}],
      ['At 79 you should know better. Senile or just lazy?', {}],
      ['Get someone who can read and think to look at your mail.', {}],
      ['Atentamente, División de Cobros Judiciales del Estado.', {}],
      ['Su caso ya pasó por el área legal.', {}],
      ['Pague y le borramos todo el historial.', {}],
      ['Tu primo ya está en la cárcel. Tú podrías acompañarlo.', {}],
      ['Each month the balance doubles by law.', {}],
      ['The 30 days thing only applies to people in the states, not the island.', {}],
      ['Your power at the new apartment can get cut off over this too.', {}],
      ['As the co-signer your truck is on the table too.', {}],
      // A long subject before "isn't paid" keeps the threat a threat: the figure's comma ends no clause.
      ['If the $2,400 Oak Street Furniture balance isn’t paid we send a truck to take the TV and the couch.', {}],
      ['Ok, anotamos su disputa. ¿Con cuánto puede comenzar?', { isDisputed: true }],
      ['Your window to sort any of this out closes Friday.', { isInValidationPeriod: true }],
    ] as const)
      expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
    // The lawful messages of the same classes that set N's rules took for violations.
    for (const [text, context] of [
      ['The complaint was served by a constable on March 2 in the case filed in Dallas County; your answer is due in 14 days.', {}],
      [
        'Judgment was entered on May 5 in Pine Credit Union v. Lowe; the credit union may now ask the court to garnish wages, and you can claim exemptions.',
        {},
      ],
      ['A Treasury offset only applies to federal debts, like tax debts; nothing like that applies here.', {}],
      ['For federal student loans, the Department of Education can garnish pay administratively after notice; this account is a private card.', {}],
      ['Your retail contract (paragraph 7) provides a $15 late fee; two are in the balance.', { balanceCents: 90_000 }],
      ['We called your aunt’s number trying to reach you and only asked for a good phone number.', {}],
      ['Bajo su contrato solo pueden recuperar el carro financiado; nada más de su casa está en riesgo.', {}],
    ] as const)
      expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);
    // A sheriff who comes to arrest is still an arrest threat; a caption without a judgment makes no garnishment lawful.
    expect(ruled('The sheriff will serve you and then take you into custody.', ctx)).not.toEqual([]);
    expect(ruled('In Pine Credit Union v. Lowe we will garnish your wages next week.', ctx)).not.toEqual([]);
    // A remedy said to apply only to the consumer who does not pay is a threat, not another debt's remedy explained.
    expect(ruled('Garnishment only applies to people who keep ignoring us, so answer me.', ctx)).not.toEqual([]);
    expect(ruled('A wage garnishment can’t apply to you if you pay today, otherwise it will.', ctx)).not.toEqual([]);
  });

  it('blocks the classes blind set O missed, in other words than the set’s, by the rules alone', () => {
    const ctx = neutralContext();
    for (const [text, context] of [
      ['I reached out to your brother on Instagram about the $2,300 you owe since you never pick up.', {}],
      ['Could you tell your mom she owes $900 on the Sprint bill? thanks', {}],
      ['Le vamos a escribir a su sargento para que sepa lo de la deuda.', {}],
      ['Honestly the $45 admin fee is something we invented for late payers.', {}],
      ['The clinic never charged interest but we’ve been adding 12% since we got it.', {}],
      ['Your late husband’s card balance is your responsibility now since you were the authorized user.', {}],
      ['Como usted era la referencia de su hermano, la deuda es responsabilidad suya.', {}],
      ['Chapter 13 won’t touch this one, so start paying.', {}],
      ['Heads up, the automatic stay only applies to the bank, not collection agencies like us.', {}],
      ['Nice truck. Be a real pity if it got keyed while you’re at work.', {}],
      ['Writing from the State Consumer Debt Board about your unpaid account.', {}],
      ['Le escribe la Comisión Estatal de Cobranzas sobre su saldo.', {}],
      ['Qué vergüenza de madre, ni para eso le alcanza.', {}],
      ['If you dispute, the 40% offer goes away, just so you know.', { isInValidationPeriod: true }],
      ['The 30 day notice stuff is a formality, don’t worry about it.', { isInValidationPeriod: true }],
      ['Per your request we stopped contacting you, but if you want the 40% discount just reply.', { isCeaseRequested: true }],
      ['Mientras revisamos su disputa, ¿por qué no adelanta los primeros $75?', { isDisputed: true }],
    ] as const)
      expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
    // The lawful messages of the same classes that set O's rules took for violations.
    for (const [text, context] of [
      ['The Polk County court entered judgment against you on the Ridgeway account in March, and a garnishment order went to your employer.', {}],
      ['The judge signed the money judgment on June 3; the creditor may now ask for a bank levy.', {}],
      ['A lien was recorded on your condo under the association’s declaration in 2022. Paying the balance releases it.', {}],
      ['The complaint was filed in Pima County on April 2 and the process server delivered it Monday. Your answer date is on the summons.', {}],
      ['As allowed after your letter asking us to stop, we are notifying you that Acme Recovery intends to file a lawsuit.', { isCeaseRequested: true }],
      ['As you asked, we have stopped all collection contact; no more offers or texts will come from us.', { isCeaseRequested: true }],
      ['Jail? No way, nobody gets arrested over a credit card bill.', {}],
      ['¿Policía? No, eso no pasa por deudas.', {}],
      ['Some stores add a convenience fee for cards, we do not.', {}],
      ['The $35 returned-check fee is in clause 12.1 of your loan agreement.', {}],
      ['As an authorized user you are not responsible for the balance; the estate is.', {}],
    ] as const)
      expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);
    // The same words with a way back, or a threat after the fact, still block.
    expect(ruled('Jail? Not unless you keep ignoring us.', ctx)).not.toEqual([]);
    expect(ruled('Arrest? No... not yet anyway.', ctx)).not.toEqual([]);
    expect(ruled('We got a judgment on this, so we are going to garnish your wages Friday.', ctx)).not.toEqual([]);
    expect(ruled('If you don’t pay we will put a lien on your house.', ctx)).not.toEqual([]);
    expect(ruled('Other agencies might waive it, we don’t, so the $40 processing fee stays.', ctx)).not.toEqual([]);
    // A judgment said to be "last week" names nothing a consumer can look up: its garnishment is still a threat.
    expect(ruled('A judgment was entered against you last week, so we will garnish your wages Friday.', ctx)).not.toEqual([]);
  });

  it('blocks the classes blind set P missed, and lets through the lawful ones it took for violations, in other words than the set’s', () => {
    const ctx = neutralContext();
    for (const [text, context] of [
      ['Would you let Marcus know he needs to call us about the gym balance? Thanks.', {}],
      ['Might post on the neighborhood Facebook page to see if anyone can reach you about the $600 bill.', {}],
      ['We’re sending your file to the county fraud unit on Friday.', {}],
      ['Bouncing checks is how folks end up with mug shots on the news.', {}],
      ['Our lawyer had a quick look at your account yesterday. Call today.', {}],
      ['Filing a dispute right now would only delay everything for you.', { isInValidationPeriod: true }],
      ['We will be deducting the $75 from your VA deposits each month.', {}],
    ] as const)
      expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
    for (const [text, context] of [
      ['The judgment in Bexar County case 2021-CI-0042 is still unpaid; the sheriff executed the writ on your non-exempt account.', {}],
      ['The court entered judgment on May 9 (case 24-SC-118) and your employer starts withholding this month.', {}],
      ['Como ya hay sentencia del Juzgado del Condado de Cook (caso 22-M1-5501), la orden de embargo se envió a su banco.', {}],
      ['We aren’t the police, the FBI or the court, just a collection agency.', {}],
      ['Arrest, lawsuits, liens: none of that is on the table here.', {}],
      ['Nobody will sue you, since the account is past the time limit for suing.', { isTimeBarred: true }],
      ['Recibimos su solicitud; ya no le vamos a llamar ni escribir sobre esta cuenta.', { isCeaseRequested: true }],
      ['Le informamos, como lo permite la ley, que el acreedor decidió presentar una demanda.', { isCeaseRequested: true }],
      ['You can dispute until the 20th, and paying something first does not waive your right to dispute.', { isInValidationPeriod: true }],
    ] as const)
      expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);
    // The same words as threats still block.
    expect(ruled('Bouncing checks gets you arrested, and we will make sure of it.', ctx)).not.toEqual([]);
    expect(ruled('Ya no le vamos a escribir: ahora la policía va a ir a su casa.', ctx)).not.toEqual([]);
    expect(ruled('Pay now or you waive your right to dispute.', { ...ctx, isInValidationPeriod: true })).not.toEqual([]);
  });

  it('quotes each triggering excerpt once, never again inside a longer one', () => {
    const found = scanMessage('Could you let your sister Dana know she needs to call us about the balance?', neutralContext()).findings;
    expect(found.map((f) => [f.rule, f.triggers])).toEqual([['third-party', ['Could you let your sister Dana know she needs to call us about the balance']]]);
  });

  it('warns, not blocks, when an attorney of the firm states the suit the firm intends; other threats still block', () => {
    const ctx = { ...neutralContext(), senderIsAttorney: true };
    const intended = scanMessage('I reviewed your file and our client will file suit next week if we cannot agree on a plan.', ctx);
    expect(intended.isBlocked).toBe(false);
    expect(intended.findings.map((f) => [f.rule, f.action])).toContainEqual(['threat-not-intended', 'warn']);
    expect(scanMessage('Our client will file suit next week and you will lose your license.', ctx).isBlocked).toBe(true);
    expect(scanMessage('Our client will file suit next week if we cannot agree on a plan.', neutralContext()).isBlocked).toBe(true);
  });

  it('adds the debt-collector disclosure when the collector left it out, once', () => {
    expect(scanMessage('Your plan is ready.', neutralContext()).deliveredBody).toBe(`Your plan is ready.\n\n${DEBT_COLLECTOR_DISCLOSURE.en}`);
    expect(scanMessage(`Your plan is ready. ${DEBT_COLLECTOR_DISCLOSURE.en}`, neutralContext()).deliveredBody).toBe(
      `Your plan is ready. ${DEBT_COLLECTOR_DISCLOSURE.en}`,
    );
  });

  it('holds a message outside 8 a.m.–9 p.m. in the consumer zone until 8 a.m. there', () => {
    const zone = consumerTimeZone('CA', '94105');
    // 2026-11-03 06:30 UTC is 22:30 on Nov 2 in Los Angeles (PST, UTC-8).
    const held = nextAllowedContact(new Date('2026-11-03T06:30:00Z'), zone);
    expect(held?.toISOString()).toBe('2026-11-03T16:00:00.000Z');
    expect(nextAllowedContact(new Date('2026-11-02T20:00:00Z'), zone)).toBeNull();
    expect(consumerTimeZone('TX', '79901')).toBe('America/Denver');
    expect(consumerTimeZone(null, null)).toBe('America/New_York');
    const result = scanMessage('Good evening', { ...neutralContext(), holdUntil: held });
    expect(result.isBlocked).toBe(false);
    expect(result.holdUntil).toEqual(held);
  });

  it('knows when a debt is past its state statute of limitations', () => {
    const now = new Date('2026-11-02T12:00:00Z');
    expect(isTimeBarred('NY', '2023-11-01', now)).toBe(true);
    expect(isTimeBarred('NY', '2023-11-03', now)).toBe(false);
    expect(isTimeBarred('RI', '2020-01-01', now)).toBe(false);
    expect(isTimeBarred('TX', null, now)).toBe(false);
  });
});

describe('set Q classes', () => {
  const ctx = neutralContext();
  const blocks = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
  const passes = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);

  it('the debt told to a third person who is asked to relay it or to act, or written where a group reads it', () => {
    blocks('Are you Tom’s roommate? He’s behind on his gym membership. Could you leave him a note?');
    blocks('Please remind him the $640 for the orthodontist is overdue, thanks.');
    blocks('Hey all in the Patel cousins group, Ravi owes us $700 on his tire loan, can any of you get him to reply?');
    blocks('Spoke with the dispatcher. Told the guy it was about a money issue you keep putting off.');
    blocks('Oye, ¿eres la vecina de Marta? Avísale que sigue atrasada con los $520 del gimnasio, porfa.');
    blocks('Hola a todos en el grupo de la familia, Julio nos debe $800 del celular.');
    // 1692c(d): the spouse, the executor or a guardian counts as the consumer; anyone else still does not.
    passes('Mr. Ortiz, as Elena’s husband you are someone we may discuss her account with. Her card balance is $1,200.', { balanceCents: 120_000 });
    passes('Since you are her executor, here is her final statement: the loan balance is $2,000.', { balanceCents: 200_000 });
    blocks('As Elena’s husband you should know we will call her boss about her balance.');
    passes('Reply here whenever you like, this chat is only between you and us.');
  });

  it('a dispute described as not an option, not advisable, only a delay or not worth the postage', () => {
    const v = { isInValidationPeriod: true };
    blocks('Choices for the vet bill: a lump sum or two installments. A dispute isn’t one of your options right now.', v);
    blocks('You could dispute, but I wouldn’t recommend it; it just drags things out for months.', v);
    blocks('Disputing now only postpones the inevitable, so let’s settle the tire contract this week.', v);
    blocks('Save yourself the postage on a dispute letter, the clinic’s records are airtight.', v);
    blocks('Disputar no es una opción en este momento, solo le quedan los pagos.', v);
    blocks('Ahórrese la estampilla de la disputa, el contrato está firmado.', v);
    passes('Disputing is one of your options, and it will not cost you anything.', v);
    passes('You can send a dispute by mail or online; either way we pause collection until we answer it.', v);
  });

  it('a token payment asked "in good faith" while a dispute is open', () => {
    const d = { isDisputed: true };
    blocks('While the clinic checks its records, would you maybe send $25 as a good-faith gesture?', d);
    blocks('Mientras revisamos su caso, ¿podría hacer un abono de buena fe?', d);
    passes('We are reviewing your dispute in good faith and will mail the verification.', d);
  });

  it('self-help repossession of a vehicle threatened without a security interest', () => {
    blocks('We’re sending a driver to pick up your Tacoma Saturday since the personal loan is behind.');
    blocks('Your van won’t be much use for deliveries once it’s been hauled off.');
    blocks('Vamos a mandar a alguien a recoger su camioneta el sábado.');
    passes('Nobody is going to take your truck; the loan is unsecured and we can only ask you to pay.');
  });

  it('police implied by their vehicles', () => {
    blocks('I’d hate for your neighbors to see a squad car out front over a $90 bill.');
  });

  it('a government office name used by a collector, or the collector as a public office’s liaison', () => {
    blocks('This is the Municipal Revenue Office of San Juan regarding your gym contract.');
    blocks('Le escribe el Centro de Cobros Municipal sobre su cuenta de agua.');
    blocks('Su cuenta está bajo revisión de la Oficina de Asuntos del Consumidor; somos el enlace de cobros de esa oficina.');
    blocks('Your balance is under review by the Department of Consumer Affairs, and we are that agency’s collections liaison.');
    passes('If you think we treated you unfairly, you can file a complaint with the Department of Consumer Affairs.');
  });

  it('a fake court document described, attached or named', () => {
    blocks('See attached: ORDER TO SHOW CAUSE, we prepared it ourselves.');
    blocks('The notice we mailed has a signature line for the judge and the court seal at the top.');
    blocks('Judge Moreno’s name is printed on the top of the letter for a reason.');
    blocks('Your file was sent to the Debt Collections Tribunal.');
    blocks('El sobre que le mandamos dice Aviso Judicial en grande, ábralo.');
    blocks('Su caso pasó al Tribunal de Deudores de la región.');
    // A court's paper received by the firm is not one it imitates.
    passes('We received the notice from the bankruptcy court, so this account is closed and we will not contact you about it again.');
    passes('Nos llegó la notificación del tribunal de quiebras; su cuenta queda cerrada.');
  });

  it('a false legal consequence of silence, a balance growing at a rate no contract carries, a public benefit cut off over a private debt', () => {
    blocks('Just so you know, silence for three days is treated as accepting the full balance.');
    blocks('Si no contesta esta semana, eso cuenta como que acepta la deuda.');
    blocks('The furniture balance goes up 15% each month you wait, so don’t sit on it.');
    blocks('Social Security can suspend your benefits for people with unpaid collection accounts, FYI.');
    blocks('El seguro social le puede suspender los beneficios por deudas en cobro.');
    passes('Interest accrues at 1.5% per month under your card agreement.');
    passes('If you do not dispute within 30 days, we will assume the debt is valid.');
    passes('Your Social Security benefits are protected; we cannot touch them.');
  });

  it('a fee named for the collector’s own handling of the file; lawful fees and scam warnings pass', () => {
    blocks('To restart the plan there is a $40 reactivation charge.');
    blocks('Hay un cargo por reapertura de $30 para reanudar el plan.');
    blocks('It’s not in your card agreement, but there is a $15 processing fee.');
    passes('The $30 returned-payment fee comes from the original gym contract, clause 4, and it is already in your balance.');
    passes('Pay at our portal with no fee. If someone calls asking for a fee to process your payment, that is not us.');
    passes('Si alguien le pide un cargo por procesar su pago, es una estafa: nosotros no cobramos nada.');
  });

  it('an attorney implied by who will write next, or a law firm’s name used for what lawyers do', () => {
    const s = { senderIsAttorney: false };
    blocks('We’re a law firm, not your average collection agency, so think carefully.', s);
    blocks('Your next letter will come from an attorney, not from me.', s);
    blocks('The following notice won’t come from a collector, just so you know.', s);
    blocks('El próximo mensaje no le va a llegar de un cobrador.', s);
    passes('We are a law firm collecting a debt for Harbor Bank. This is a communication from a debt collector.', s);
  });

  it('a visit threatened, its negation belonging to the consequence; and proxies who want a word', () => {
    blocks('Your shop won’t stay open long if I have to drive over there myself.');
    blocks('I know which gym you work out at, and I have a few buddies who’d like to have a word with you.');
    passes('We will not come to your home, and we will never contact your employer.');
  });

  it('a condition read as a condition however far back its "if" begins', () => {
    blocks('if the vet bill isnt handled by monday we pass the whole file over to the county office downtown and they send a deputy to your house');
    passes('You can dispute until the 20th, and paying something first does not waive your right to dispute.', { isInValidationPeriod: true });
  });

  it('lawful messages of set Q’s false-alarm classes, in other words', () => {
    // The suit ruled out, and the consumer’s quoted question answered no.
    passes('To be clear, a lawsuit is out of the question on an account this old.', { isTimeBarred: true });
    passes('To your question "will you take me to court?": no. The account is too old for that.', { isTimeBarred: true });
    // A negated insult.
    passes('I’m not here to label anyone a freeloader; let’s just find a plan that works.');
    passes('No estoy aquí para insultar a nadie, solo quiero ayudarle con la cuenta.');
    // A remedy a small-claims judgment authorised.
    passes('Since the small claims court entered judgment, the court authorized a levy on your bank account.');
    passes('Hay una sentencia del tribunal de reclamos menores que autorizó el embargo de su cuenta.');
    // The same remedy without the judgment still blocks.
    blocks('We will levy your bank account next week.');
  });
});

describe('set R classes', () => {
  const ctx = scannerContext();
  const blocks = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
  const passes = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);

  it('a dead person’s debts said to pass to the spouse or family by themselves, and the truth said in the negative', () => {
    blocks('Sorry about Raymond. The way it works, his credit card balance transfers to the widow automatically.');
    blocks('Las deudas del difunto pasan automáticamente a la esposa, así que ahora le toca a usted.');
    passes('His debts do not pass to you automatically; they are paid from his estate, if there is one.');
  });

  it('a debt said to fall outside a bankruptcy, and unlimited contact claimed as the law', () => {
    blocks('We saw your chapter 13 filing, but this gym membership is not covered by bankruptcy, so keep paying us.');
    blocks('Su préstamo no está incluido en la quiebra, tiene que seguir pagándonos.');
    blocks('The regulations let collectors text you as often as they like, and you can’t tell us to stop.');
    passes('Send us your bankruptcy filing number if you have one, and all collection on our side stops.');
  });

  it('a private collector claiming a right to take pay, bank funds or a vehicle by itself', () => {
    blocks('Because your private loan is past due we can take 20% of your wages without a court order.');
    blocks('Como su préstamo está atrasado podemos quitarle el 15% del sueldo sin orden judicial.');
    blocks('Our license means we are authorized to withdraw the balance from your checking account.');
    blocks('There is still a deficiency, so we will send someone for your other truck. The tow truck is booked for Monday.');
    blocks('We will come by with a locksmith and list what can be sold.');
    passes('We can’t take any of your wages without a court order, and we have not sued.');
  });

  it('veiled harm to property, and a visit "the hard way", in both languages', () => {
    blocks('Shame if that new garage of yours were to catch fire. Anyway, about the balance.');
    blocks('Members who stop paying dues have a way of seeing their pickups end up looking like scrap.');
    blocks('Ya le dije a mi gente que si no paga van a buscarlo a la mala.');
    blocks('Sería una pena que su troca amanezca ponchada, ¿verdad?');
    passes('The fire at our office delayed your statement; here is the corrected balance.');
  });

  it('slowness of mind mocked', () => {
    blocks('Are you slow in the head or something? The bill is simple.');
    blocks('¿Es usted tan lento como se oye? Pague ya.');
    passes('Sorry the portal is slow today; you can also pay by phone.');
  });

  it('a chat message that calls itself service of a suit, and silence given a judgment’s effect', () => {
    blocks('Consider this chat the formal service of the claim against you. Not replying means a default judgment.');
    blocks('Este texto es su notificación oficial de demanda. Si no contesta = sentencia automática.');
    passes('No lawsuit has been filed against you, and this chat is not a court paper of any kind.');
  });

  it('a collection office named like a state’s, in both languages', () => {
    blocks('Hello, this is Officer Grant with the Nevada Debt Collection Bureau about your open file.');
    blocks('Le habla el agente Soto de la Oficina de Cobranza Judicial del Estado.');
    passes('If you have a complaint, you can contact the Consumer Financial Protection Bureau or your state attorney general.');
  });

  it('fees for opening a plan or called the agency’s policy, in Spanish and English', () => {
    blocks('Para abrir el arreglo hay un cargo de inscripción de $30, es regla de la oficina.');
    blocks('There is a $25 enrollment fee to start the plan.');
    passes('There is no fee to set up a payment plan.');
  });

  it('a disclosure voiced as a regret or made through an office where the consumer lives, and a yes told to someone who asked', () => {
    blocks('I really don’t want to bring up your loan with your foreman, so settle it by Thursday.');
    blocks('If you don’t answer I will go over the bill with the front office at your assisted living residence.');
    blocks('Your neighbor asked whether you owed anything and we told her yes.');
    passes('We will not discuss the account with anyone but you.');
  });

  it('a dispute answered by payment first, declared void, or by "you owe, period"', () => {
    const disputed = { isDisputed: true, isInValidationPeriod: true };
    blocks('Your dispute gets looked at once the account is settled, not before.', disputed);
    blocks('Your dispute doesn’t count since the membership contract has your signature.', disputed);
    blocks('La disputa no procede, la cuenta sigue en cobro y debe pagar.', disputed);
    blocks('You owe the balance, period. Which card do you want to use?', disputed);
    passes('We received your dispute and will mail verification; nothing is due while we review it.', disputed);
  });

  it('a dispute window shortened, said not to apply, or payment the only way out, inside the validation period', () => {
    const inPeriod = { isInValidationPeriod: true };
    blocks('Seven days to dispute or pay, then the amount is final.', inPeriod);
    blocks('The only thing that will stop this is a payment.', inPeriod);
    blocks('The validation period in the letter does not apply to accounts in settlement.', inPeriod);
    blocks('If we don’t hear back we will assume you are not disputing.', inPeriod);
    blocks('Solo el pago detiene este proceso.', inPeriod);
    passes('You have 30 days from the notice to dispute, and nothing changes that.', inPeriod);
  });

  it('a suit said possible on a time-barred debt', () => {
    blocks('Moving out of state changes nothing; we can still file in your new county.', { isTimeBarred: true });
    blocks('Aunque se mudó, podemos presentar la demanda donde vive ahora.', { isTimeBarred: true });
    passes('This balance is too old for a lawsuit, and we are not allowed to bring one.', { isTimeBarred: true });
  });

  it('lawful messages of set R’s false-alarm classes, in other words', () => {
    passes('La demanda ya se presentó en la corte del condado; un alguacil entregará los documentos en su domicilio.');
    passes('Tras la subasta del vehículo, la diferencia pendiente es de $2,350.');
  });
});

describe('set S classes', () => {
  const ctx = scannerContext();
  const blocks = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
  const passes = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);

  it('a disclosure to a relative or neighbour voiced as helpful', () => {
    blocks('Your grandson seemed eager to help, so I’ll text him a rundown of the missed sofa-loan payments.');
    blocks('I chatted with the lady next door and mentioned you’ve fallen behind on the furniture loan; she promised to pass it along.');
    blocks('Le voy a mandar un mensajito a su nieta explicando las cuotas atrasadas del refrigerador, para que le ayude a ponerse al corriente.');
    passes('If you want your son to help, feel free to forward him the statement yourself.');
    passes('As I explained, you’re behind on two payments; can we set up a plan?');
    passes('Me comentó que su hermana le ayuda con las cuentas; con gusto le explicamos el saldo solo a usted.');
  });

  it('bankruptcy said to be unavailable', () => {
    blocks('FYI, a loan that’s gone to collections can’t be listed in a chapter 7 bankruptcy anymore.');
    blocks('Honestly, bankruptcy is no longer an option for you now that the card is charged off.');
    blocks('Una vez que la cuenta pasa a cobranza, usted ya no puede incluirla en la bancarrota.');
    blocks('La quiebra ya no es opción para este préstamo.');
    passes('If bankruptcy isn’t an option you want to explore, we can set up a plan.');
    passes('You can still include this account in a bankruptcy; being in collections changes nothing about that.');
    passes('Si la bancarrota no es una opción para usted, podemos hacer un plan.');
  });

  it('a schedule or threat of repeated contact meant to wear the consumer down', () => {
    blocks('Expect a ping at 7, 9, 11 and 1 every day this week about the roof loan.');
    blocks('Tomorrow I will message you at 6:15, 7:15 and 8:15.');
    blocks('Because you never pick up, I’ll keep texting till the gym fees are cleared, and eventually you’ll be sick of the notifications.');
    blocks('Le voy a marcar a las 7, a las 8 y a las 9 de la noche, hasta que se canse.');
    passes('Call us at 9am, noon, or 4pm, whichever works best.');
    passes('I know you’re tired of the calls from the last agency; we’ll only write here when you ask.');
    passes('Your autopay will repeat monthly until the balance is paid.');
  });

  it('overshadowing: a discount lost or a deadline or escalation set inside the validation period, the notice put off', () => {
    const v = { isInValidationPeriod: true };
    blocks('If you dispute you lose the 30% discount, just saying.', v);
    blocks('You have 30 days to challenge it, but the reduced payoff expires Thursday.', v);
    blocks('The 40% savings end Monday, so better not wait on the paperwork.', v);
    blocks('Before the file gets escalated tomorrow we need to see $350 by Friday.', v);
    blocks('Go over the dispute letter later; the payment comes first.', v);
    blocks('Disputes are no longer accepted on this account.', v);
    blocks('Si presenta una disputa pierde la rebaja.', v);
    blocks('Puede disputar dentro de 30 días, claro; la rebaja, en cambio, se acaba el lunes.', v);
    blocks('Revise el aviso de validación después; primero necesito los $200 para el viernes.', v);
    passes('You have 30 days to dispute, but you don’t need to wait that long to ask us questions.', v);
    passes('If you dispute, you won’t lose the discount or the plan.', v);
    passes('Tiene 30 días para disputar, pero el descuento sigue vigente hasta después de ese plazo.', v);
    passes('I can escalate your question to a supervisor today if you like.', v);
  });

  it('a dispute said not to pause collection while the calls continue', () => {
    const d = { isDisputed: true, isInValidationPeriod: true };
    blocks('We logged the dispute; it won’t put the account on hold, so expect calls.', d);
    blocks('Su disputa quedó anotada, pero eso no detiene nada: le seguimos llamando.', d);
    blocks('I’m going to keep ringing you til the balance clears.');
    passes('Your dispute pauses collection until we mail verification.', d);
  });

  it('a sale of the debt said to erase the dispute, the payments or the history', () => {
    blocks('We bought this card balance last month, so your earlier dispute with Crestline doesn’t count anymore.');
    blocks('Once a debt changes hands it starts from scratch: prior payments don’t transfer.');
    blocks('Como la deuda se vendió a nuestra agencia, la disputa que mandó antes ya no cuenta y todo empieza de cero.');
    passes('When a debt is sold, nothing resets: your dispute and payments carry over to us.');
    passes('Your payments to the first company do carry over; we credited all of them.');
    passes('Aunque la cuenta se vendió, su disputa sigue vigente y la vamos a contestar.');
  });

  it('a false statement about what a credit bureau will do, conditions read as conditions', () => {
    blocks('Experian told me your score falls the same day the payment is late.');
    blocks('TransUnion’s policy is to knock your score down the moment a collection hits 60 days.');
    blocks('If this isn’t settled soon your score loses 90 points, guaranteed.');
    blocks('El buró me dijo que si no paga esta semana su puntaje baja 120 puntos, así es su regla.');
    passes('We don’t report to Equifax or any bureau, so nothing we do will lower your score.');
    passes('Equifax will show the account as disputed while we look into it.');
  });

  it('a debt said to be beyond dispute, and a payment said to admit it or to end the right to dispute', () => {
    blocks('Student accounts like this one can’t be disputed under federal rules, so let’s pick a date.');
    blocks('Esta factura del hospital no es disputable, según el estado.');
    blocks('Heads up: sending even $20 counts as accepting that the balance is yours.');
    blocks('Paying anything on this waives your right to contest it later.');
    blocks('Si hace un abono, ya reconoce que la deuda es suya y pierde el derecho a disputar.');
    passes('Nothing says this loan can’t be disputed; you can send a dispute any time.');
    passes('Nadie le dice que no se puede disputar: puede hacerlo cuando quiera.');
    passes('Making a payment doesn’t mean you admit the debt is valid, and you can still dispute it.');
    passes('Un pago no le quita el derecho a disputar; puede hacerlo cuando quiera.');
  });

  it('a rate higher than the contract’s applied since the account came to collection', () => {
    blocks('Your furniture agreement said 12% APR; our office charges 21% on accounts in collection, hence the new total.');
    blocks('Since the account went to collections, the interest rate went up, so the balance grew.');
    blocks('El pagaré decía 11% anual; en nuestra oficina de cobranza el interés es de 26%, por eso subió el saldo.');
    passes('Interest is still at your contract rate of 9.9%; nothing changed when the account came to us.');
    passes('Your agreement set 18%, but we are charging only 6% while you’re on the plan.');
    passes('We are not applying 24%; only the 9.9% in your contract applies.');
  });

  it('the law said to forbid discounts or plans, or to require payment in full', () => {
    blocks('Sorry, under the FDCPA we’re prohibited from giving discounts, so it has to be the whole amount.');
    blocks('Regulations make us collect every penny on medical accounts, no exceptions.');
    blocks('Por ley tenemos que recuperar la totalidad del saldo, así que está prohibido ofrecerle arreglos.');
    passes('Nothing in federal law stops us from offering a plan, and we’d be glad to set one up.');
    passes('The law doesn’t require you to pay in full at once; we can split it.');
    passes('Our client hasn’t approved discounts on this account, but a plan is possible.');
  });

  it('a cease request treated as not covering a channel, or a reminder sent after one', () => {
    const c = { isCeaseRequested: true };
    blocks('Your stop-contact letter only covers phone calls, so I’m writing here instead.', c);
    blocks('Got your no-contact letter and we’ll comply going forward; one last thing, the vet balance still hasn’t been paid.', c);
    blocks('Usted pidió que no le llamáramos, pero pensé que los mensajes de texto no contaban. El saldo sigue pendiente.', c);
    passes('As you requested, we will stop all contact about this account. This is our final message.', c);
    passes('Confirmamos su solicitud: dejaremos de comunicarnos con usted.', c);
  });

  it('a prosecutor or the police said able to open a case over a debt', () => {
    blocks('With a balance like yours the DA’s office can open a case, so don’t let it get that far.');
    blocks('A estas alturas el ministerio público podría iniciar una investigación por el adeudo.');
    passes('No prosecutor or police will ever open a case over a credit card balance.');
    passes('La fiscalía no se mete en deudas civiles; nadie va a abrir un caso penal por esto.');
  });

  it('physical harm threatened at the consumer’s workplace', () => {
    blocks('Keep dodging me and I’ll show up at the salon where you work and haul you outside myself.');
    blocks('Si no paga voy a llegar a la taquería donde trabaja y lo saco del cuello enfrente de todos.');
    passes('We will never come to your workplace or contact anyone there about this.');
  });

  it('a represented consumer asked for the lawyer’s name, or written to after the lawyer went silent; money asked for still blocks', () => {
    const r = { isRepresented: true };
    passes('You mentioned an attorney is handling the pool loan. Could you text us the lawyer’s name and office number so we can send everything to them?', r);
    passes('¿Cómo se llama su abogada? Así le mandamos a ella toda la correspondencia del préstamo.', r);
    passes('Your attorney has not returned a single call since October 3, so this note comes to you; her office can still reach us any time.', r);
    passes('Su licenciado no nos ha contestado en seis semanas, por eso le escribimos a usted; si prefiere, pídale que nos llame.', r);
    blocks('Send me your lawyer’s number, and meanwhile the $900 is still due Friday.', r);
    blocks('Your lawyer hasn’t called us back in two weeks, so let’s settle this between us: can you pay $300 today?', r);
    blocks('Your attorney is ignoring us, so deal with me directly.', r);
    // The reader adds no second verdict on a represented account the rule let through.
    expect(scanMessage('¿Cómo se llama su abogada? Así le mandamos a ella toda la correspondencia del préstamo.', { ...ctx, ...r }).isBlocked).toBe(false);
  });

  it('the police named in an identity-theft report that pauses collection; the police as a threat still blocks', () => {
    passes('Forward the report you gave the police about the stolen identity, and we’ll put collection on hold while we check it.');
    passes('Para reclamar suplantación de identidad basta una copia de la denuncia hecha ante la policía; con eso dejamos la cuenta en pausa.');
    blocks('If you claim identity theft and it turns out false, the police will arrest you.');
    blocks('Pay by Friday or the police get involved.');
  });

  it('execution or garnishment stated as the fact of a judgment entered; the same remedy threatened still blocks', () => {
    passes('Under the 2025 judgment, the bank levy on your checking account went through on the 3rd; call us if you want to talk about a plan.');
    passes('Conforme a la sentencia de 2025, el alguacil del condado embargó la cuenta de cheques el día 3; si quiere, hablamos de un plan para el resto.');
    blocks('The court will issue a garnishment order to your employer next week unless you pay.');
    blocks('El alguacil va a ir a su casa a embargar sus cosas si no paga.');
  });

  it('a summons the consumer sent or received confirmed and its deadline explained; service claimed by the firm still blocks', () => {
    passes('The complaint you uploaded came from the Riverside small claims clerk, and you were served on the 9th; the response deadline is on page one.');
    passes('Yes, what you received is a real summons from the small claims court. You were served on the 4th, so check the answer deadline printed on it.');
    passes('La foto que nos mandó es el emplazamiento real de la demanda del banco; desde que fue notificado tiene 30 días para contestar ante el tribunal.');
    blocks('You have been served. Reply within 5 days or face default.');
    blocks('This summons is real and you have been served; pay $500 by Friday.');
    blocks('The summons we mailed you last week means you have been served.');
  });
});

describe('blind set T classes', () => {
  const ctx = scannerContext();
  const blocks = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
  const passes = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);

  it('the consumer’s attorney consents to direct contact, or stays silent for a stated period; a refusal or no consent still blocks', () => {
    const r = { isRepresented: true };
    passes(
      'Ms. Ortiz, your lawyer Mr. Banks called this morning and gave us permission to talk with you directly about the payment plan. Does Monday suit you?',
      r,
    );
    passes('Sr. Peña, su abogada nos autorizó a comunicarnos con usted directamente para acordar los pagos. ¿Le queda bien el martes?', r);
    passes(
      'Mr. Dunn, we wrote to your lawyer on June 1 and again on June 15 and have had no reply in more than six weeks, so we are writing to you directly about the auto loan. If she still represents you, tell us and we’ll go through her.',
      r,
    );
    passes(
      'Sra. Lira, enviamos dos cartas a su abogado y seguimos sin respuesta después de 5 semanas, por eso le escribimos directamente sobre la cuenta. Si él aún la representa, avísenos.',
      r,
    );
    blocks('Your lawyer never gave us permission to contact you directly, but we need the payment by Friday.', r);
    blocks('Mr. Ives, we know you have a lawyer, but can you pay the $400 today?', r);
  });

  it('after a cease request, a note that the efforts have ended; a payment asked for still blocks', () => {
    const c = { isCeaseRequested: true };
    passes(
      'Mr. Abbot, we got your written request to stop contact and we will respect it. This note is just to confirm that our attempts to collect on the gym account have now ended.',
      c,
    );
    passes('Sra. Cano, recibimos su carta. Le informamos que nuestras gestiones de cobro sobre esta cuenta han terminado.', c);
    blocks('We got your letter, but our efforts have not ended: please pay the $90 balance this week.', c);
  });

  it('a fee the signed contract lists is lawful; a recurring upkeep charge of the agency’s own blocks', () => {
    passes(
      'Your gym membership contract (clause 12) includes a $25 late charge for each missed month, so the $410 is $360 in dues plus two late charges. Want a copy of the contract?',
      { balanceCents: 41000 },
    );
    passes('Sra. Olmos, el saldo de $330 incluye la cuota de reconexión de $30 que está en el contrato de servicio que usted firmó.', { balanceCents: 33000 });
    blocks('Sra. Olmos, el saldo de $330 incluye un cargo de $30 que no está en su contrato; es política de la oficina.', { balanceCents: 33000 });
    blocks('Your storage unit balance is $500, and while the file sits with our office there’s a $5 a day file keeping charge, so pay soon.', {
      balanceCents: 50000,
    });
    blocks('The dental balance is $500. We also bill a $12 per month account servicing fee until it’s paid off.', { balanceCents: 50000 });
    blocks('El saldo del préstamo es $500 y mientras esté con nosotros se cobra un cargo de mantenimiento de cuenta de $10 por semana.', {
      balanceCents: 50000,
    });
    passes('The dental balance is $500. There’s no account servicing fee or interest while it’s with us.', { balanceCents: 50000 });
  });

  it('payment still wanted, or still drafted, while an open dispute is looked into; a draft cancelled passes', () => {
    const d = { isDisputed: true };
    blocks(
      'Thanks for letting us know you think the gym charges were a billing error. In the meantime we’d still want the $520 so the file doesn’t keep moving through collections.',
      { ...d, balanceCents: 52000 },
    );
    blocks('Noted that you say the roofing invoice was already settled by your insurer. Until we confirm it, the $520 needs to be covered by Monday.', {
      ...d,
      balanceCents: 52000,
    });
    blocks('We logged your dispute about the furniture loan. Your checking account will still be drafted for the $75 installment on the 12th.', d);
    blocks('Recibimos su disputa sobre la tarjeta de la tienda. Aun así, su tarjeta se cargará los $60 programados el día 9.', d);
    passes(
      'We logged your dispute about the furniture loan. We’ve cancelled the $75 draft scheduled for the 12th, and nothing will be charged until we send verification.',
      d,
    );
    passes('Recibimos su disputa. No se le cobrará nada hasta que le enviemos la verificación.', d);
    passes('Got your dispute on the clinic bill. Your account will not be charged and no payment needs to be made while we look into it.', d);
  });

  it('dispute rights traded away, limited to a channel and a few days, or said not to apply; the consumer’s own deadline told calmly passes', () => {
    const v = { isInValidationPeriod: true };
    blocks('Sure, the notice gives you 30 days, but the reduced payoff only stands if you drop your right to dispute this afternoon.', v);
    blocks('El descuento solo sigue si usted renuncia a la disputa hoy mismo.', v);
    blocks('Los reclamos y disputas únicamente se reciben en persona, y pasada la primera semana ya no cuentan.', v);
    blocks('El aviso de validación no le aplica porque usted ya firmó un reconocimiento de la deuda.', v);
    blocks('Your validation letter doesn’t count here since you already acknowledged the loan in writing.', v);
    passes('You don’t have to give up your right to dispute to get the payment plan; both stay open.', v);
    passes('No tiene que renunciar a la disputa para entrar al plan de pagos.', v);
    passes('There’s no hurry to pay before your validation deadline of October 2. If you dispute in writing, collection stops until we mail verification.', v);
    passes('The deadline to dispute is listed on your notice, and you can dispute by mail, phone or here in chat.', v);
  });

  it('a curse aimed at the firm’s own tools is no abuse of the consumer; aimed at the consumer it blocks', () => {
    passes('Sorry for the trouble, the payment page is acting like a piece of garbage this morning. You can also pay by phone with no charge.');
    passes('Disculpe, nuestro sistema está de lo peor hoy; si el enlace falla puede pagar por teléfono.');
    blocks('Our site is fine; you’re the piece of junk here.');
  });

  it('a credit score rise promised as certain blocks; a hedged maybe passes', () => {
    blocks('Le garantizo que si paga hoy su puntaje de crédito mejora 90 puntos antes de fin de año.');
    blocks('Pay the $400 today and I promise your credit score jumps 120 points next month.');
    passes('Paying the balance may help your credit over time, but we can’t promise any change to your score.');
    passes('Pagar puede ayudar a su historial con el tiempo, pero no podemos garantizar que su puntaje suba.');
  });

  it('a payment received stated beside the smaller balance left; a larger figure said to be owed still blocks', () => {
    const b = { balanceCents: 8000 };
    passes('Sra. Zúñiga, ya quedó acreditado su abono de $150 al préstamo del refrigerador. Su saldo ahora es de $80. Gracias.', b);
    passes('Mr. Lowe, we got your $150 payment on the fridge loan today; $80 is what’s left.', b);
    blocks('Sra. Zúñiga, el saldo del préstamo del refrigerador es de $150.', b);
    blocks('Mr. Lowe, you owe $150 on the fridge loan.', b);
  });

  it('a colleague’s criminal threat taken back as wrong; the same threat confirmed still blocks', () => {
    passes(
      'One of our agents told you last week that you could be charged with fraud over the dental bill. That was not correct, and I’m sorry. It’s a civil matter only.',
    );
    passes(
      'Un representante de nuestra oficina le dijo que podían arrestarlo por la deuda de la tienda. Eso fue un error; es una deuda civil y nadie va a ser arrestado.',
    );
    blocks('One of our agents told you that you could be charged with fraud. That is exactly what happens if you don’t pay by Monday.');
    blocks('Un representante le dijo que podían arrestarlo. Y sí, eso va a pasar si no paga.');
  });

  it('a repossession that already happened on a surrendered vehicle; a tow truck sent for another vehicle blocks', () => {
    passes(
      'You asked about repossession: that already took place in May when you voluntarily turned in the boat, so there is nothing more to take. The $5,100 is what remained after the sale.',
      { balanceCents: 510000 },
    );
    passes(
      'La reposesión del carro ya ocurrió cuando usted lo entregó voluntariamente; no hay nada más que reposeer. Los $5,100 son lo que quedó después de la subasta.',
      { balanceCents: 510000 },
    );
    blocks('We are sending a tow truck to pick up your minivan Friday because the old boat loan is still unpaid.');
    blocks('If the boat deficiency isn’t paid, we’ll send a wrecker for the pickup truck next week.');
  });

  it('the firm’s lawyers said to be held back from the file, or a titled attorney said to have reviewed it, from a non-attorney', () => {
    const n = { senderIsAttorney: false };
    blocks('I talked our attorneys into waiting a bit, but I can’t keep the lawyers off your storage account forever.', n);
    blocks('Le pedí al equipo legal que espere unos días con su expediente, pero no puedo detener a los abogados por mucho tiempo.', n);
    blocks('Ms. Ford, our senior attorney reviewed the boat loan file yesterday and she has concerns.', n);
    passes('Our company has no attorneys reviewing accounts; I’m a collector and I’m here to help set up a plan.', n);
  });

  it('repeated contact announced from the receiving side in Spanish; a single reminder passes', () => {
    blocks('Van a recibir mensajes cada hora hasta que nos responda sobre la cuenta.');
    passes('Va a recibir un mensaje de recordatorio una semana antes del pago.');
  });

  it('the consumer’s court-appointed conservator or guardian told of the consumer’s debt; a neighbour still blocks', () => {
    passes(
      'Ms. Grant, you’re Mr. Okafor’s court-appointed conservator, so I can tell you his dental plan shows $300 due; it would be paid from his funds, not yours.',
      { balanceCents: 30000 },
    );
    blocks('Ms. Grant, you’re Mr. Okafor’s neighbor, so please tell him his dental plan shows $300 due.', { balanceCents: 30000 });
  });

  it('a guardian or conservator told the consumer’s debt is theirs personally blocks; told it is not passes', () => {
    blocks(
      'Ms. Grant, as Mr. Okafor’s conservator you are now personally liable for his debts, so the $300 dental balance falls on you if his funds run short.',
      { balanceCents: 30000 },
    );
    blocks('Sra. Grant, como tutora del Sr. Okafor usted es personalmente responsable de su deuda de $300.', { balanceCents: 30000 });
    passes('As his conservator you’re not personally liable for the $300; it can only come from his funds.', { balanceCents: 30000 });
  });
});

describe('blind set U classes', () => {
  const ctx = scannerContext();
  const blocks = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
  const passes = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);

  it('the limitations period named by what it limits, on a time-barred debt; a suit still threatened blocks', () => {
    const b = { isTimeBarred: true };
    passes('That phone bill is beyond the deadline to file a lawsuit in Ohio, so nobody will be suing you. A payment is entirely optional.', b);
    passes('Su cuenta de la tienda ya pasó el plazo para demandar en Texas; no habrá ninguna demanda. Si quiere pagar algo, es voluntario.', b);
    blocks('The time limit to sue may be up, but we can still take you to court over the phone bill.', b);
    blocks('Ya pasó el plazo para demandar, pero igual lo vamos a demandar por la tarjeta.', b);
  });

  it('the belief that an old debt cannot be sued on, mocked as a question, blocks; the plain truth passes', () => {
    const b = { isTimeBarred: true };
    blocks('So you figure we can’t sue over the 2014 furniture loan just because it’s old? Think again.', b);
    blocks('¿Piensas que por ser vieja la deuda de la tarjeta no te podemos demandar? Ya veremos.', b);
    passes('Because the 2014 furniture loan is old, we can’t sue you over it. Paying is your choice.', b);
  });

  it('a garnishment or levy under a judgment named by its court, or one that has ended, is stated; a threat of one still blocks', () => {
    passes('The bank levy comes from the judgment the Pima County Justice Court entered on June 9 in case JC2025-1187; you may claim an exemption.');
    passes('The payroll deduction order from the Cook County judgment (case 2024-M1-30055) reached your employer on Monday.');
    passes('El embargo de su cuenta se hizo con la orden del juez en el caso 24-CC-0913 de la corte del condado de Harris.');
    passes('The garnishment on your wages was released on May 1 after the last payment; nothing more comes out of your check.');
    passes('Le confirmo que el embargo de su sueldo terminó y que ya no le descontarán nada.');
    blocks('We will garnish your wages next month if the furniture loan is not paid.');
    blocks('Vamos a embargar su cuenta la próxima semana si no paga el préstamo.');
  });

  it('a levy told as reaching only non-exempt funds passes; benefits said to be takeable still block', () => {
    passes('The levy only reaches non-exempt funds, so the VA deposits in that account stay yours.');
    passes('El gravamen de la corte solo alcanza fondos no exentos; su pensión no se toca.');
    blocks('Your Social Security can still be taken to pay the clinic bill.');
  });

  it('the debt itself named by its kind of charge, or a fee a cited contract clause allows, passes; an added fee still blocks', () => {
    passes('We’re collecting the $780 cancellation fee from your internet contract; can you pay part of it this month?', { balanceCents: 78000 });
    passes('El contrato de arrendamiento que usted firmó, sección 9, autoriza un recargo de $25 por pago tardío, ya incluido en el saldo de $725.', {
      balanceCents: 72500,
    });
    blocks('The balance is $780, plus a $780 collection fee for our work.', { balanceCents: 78000 });
    blocks('El saldo es $725 más un cargo de $40 por manejo de cuenta.', { balanceCents: 72500 });
  });

  it('attorney’s fees while no attorney works the account block; fees a court awarded pass', () => {
    blocks('You owe $1,100 plus $275 in attorney fees, even though no lawyer has looked at the file yet.');
    blocks('Son $900 del préstamo más $150 de honorarios legales, aunque todavía no hay abogado asignado.');
    passes('The court awarded $275 in attorney fees in the judgment entered May 2 in case 24-CV-1188.');
  });

  it('a dollar bound above the balance, a paid-in-full confirmation, and an itemization are not inflated amounts; a larger amount owed still blocks', () => {
    passes('Balances less than $1,000 are never sent to the bureaus, so your $420 account stays off your report.', { balanceCents: 42000 });
    passes('Your $2,300 payoff was received and the loan is paid in full; you owe nothing more.', { balanceCents: 0 });
    passes('Breakdown: $950 for the repair, $150 diagnostic, minus $300 warranty credit = $800.', { balanceCents: 80000 });
    passes('Desglose: $950 de la reparación, menos $150 de abono, quedan $800.', { balanceCents: 80000 });
    blocks('You still owe $2,300 on the car loan.', { balanceCents: 80000 });
  });

  it('the consumer’s attorney consenting to something sent straight to the consumer passes; no consent still blocks', () => {
    const r = { isRepresented: true };
    passes('Mr. Hale, your lawyer approved us emailing you the settlement letter directly, so it’s attached.', r);
    passes('Your attorney wrote to us that we can contact you directly about the payment dates.', r);
    passes('Sra. Luna, su abogado nos dio permiso de enviarle el estado de cuenta directamente.', r);
    blocks('Your lawyer hasn’t answered, so here is the payment link. Please pay today.', r);
  });

  it('a tradeline said to carry the dispute passes during a dispute; reporting without it still blocks', () => {
    const d = { isDisputed: true };
    passes('We send the account to Equifax each month. Because you contested it, it is reported as disputed until we finish our review.', d);
    passes('Reportamos a Experian; su cuenta aparece como disputada mientras revisamos su reclamo.', d);
    blocks('We are reporting the balance to Equifax this month.', d);
  });

  it('the consumer as the one robbed is no accusation; calling the consumer a thief still blocks', () => {
    passes('So sorry your laptop was stolen last week. The store card balance is still owed, but we can pause payments for a month.');
    passes('Lamento que le robaron la camioneta; el préstamo sigue vigente y podemos hablar de un plan.');
    blocks('Keeping the rental equipment without paying is theft, plain and simple.');
  });

  it('the consumer’s illness or disability mocked as an excuse blocks; an offer to accommodate it passes', () => {
    blocks('Funny how the chemo is your excuse every month. Stop playing sick and send the $90.');
    blocks('Ya veo, la cirugía es su nueva excusa. Deje de hacerse la enferma y pague.');
    passes('I’m sorry about the surgery. We can pause the account for 60 days while you recover.');
  });

  it('harm to the consumer’s property veiled as how easily it happens blocks; a plain remark passes', () => {
    blocks('Pity how quickly a parked truck can get keyed in that neighborhood. Pay the loan.');
    blocks('Lástima lo fácil que se rompen las ventanas de una casa sola. Pague ya.');
    blocks('So many things can go wrong with a food truck parked on the street overnight, you know? Pay up.');
    passes('Your camper loan has a balance of $1,200; want to set up a plan?');
  });

  it('custody by immigration, a parole violation, or an agent coming for the consumer blocks; truthful assurances pass', () => {
    blocks('Folks get detained by ICE over less than an unpaid credit card, just so you know.');
    blocks('Con lo de su libertad vigilada, si la jueza se entera de que no paga el préstamo le pueden revocar el beneficio.');
    blocks('Your probation officer will hear about this loan, and skipping payments could be a violation.');
    blocks('Nuestro agente va a pasar por usted a la casa el sábado si no paga el préstamo.');
    blocks('An agent will come by to pick you up Friday if the balance isn’t paid.');
    passes('Nobody gets arrested or reported to immigration over a credit card balance.');
  });

  it('a private collector naming itself an agency’s collection unit blocks; naming the agency’s program passes', () => {
    blocks('Hi, this is Marco from the IRS Tax Recovery Unit about your 2022 balance.');
    blocks('Le habla Rosa de la Unidad de Recuperación de Reembolsos del IRS sobre su adelanto.');
    passes('The IRS has nothing to do with this account; we are a private collection agency.');
  });

  it('court process held at the collector’s office blocks; a hearing the court set passes', () => {
    blocks('Your examination is set for June 3 at our office on Main Street; attendance is required.');
    blocks('Su audiencia será el 3 de junio en nuestra oficina y es obligatorio asistir.');
    blocks('The writ says you are required to produce your last three tax returns at our office suite on the 9th.');
    passes('The court set your hearing for June 3 in Dane County Circuit Court, case 25-SC-0412.');
  });

  it('a commanding officer told of the debt blocks; the consumer asking their own unit for help passes', () => {
    blocks('If the phone bill isn’t paid by Friday we will contact your commanding officer.');
    blocks('Si no paga, vamos a llamar a su sargento para que sepa de la deuda.');
    passes('If you are deployed, you can ask your unit’s legal office about SCRA protections.');
  });

  it('the consumer’s rights or liabilities misstated: complaints barred, a parent liable, a remedy restarted at will', () => {
    blocks('The FDCPA says you cannot file a complaint about a licensed agency like ours.');
    blocks('La ley no le permite presentar una queja contra nosotros.');
    blocks('As her father you are responsible for the $500 phone bill she ran up.');
    blocks('Como su madre, usted tiene que pagar el préstamo de su hijo.');
    blocks('We can levy the account again any time we want.');
    passes('You can file a complaint with the CFPB or your state attorney general at any time.');
    passes('As his mother you are not responsible for his loan; only he is.');
  });

  it('a state payment said to be sent to the collector blocks; the law’s limit explained passes', () => {
    blocks('We’ll get the state to send us your tax refund to cover the clinic balance.');
    passes('We have no way to take your state tax refund, and we are not asking the state for it.');
  });
});

describe('blind set V classes', () => {
  const ctx = scannerContext();
  const blocks = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
  const passes = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);

  it('the original creditor’s late payments promised deleted, or the score promised to bounce back, blocks; our own zero-balance update passes', () => {
    blocks('Settle the $640 gym balance this week and we’ll have Experian and Equifax erase the missed payments the gym reported back in 2022.');
    blocks('Once the card is paid I can get the bureaus to delete the original bank’s late marks too.');
    blocks('Pay it off and your score bounces right back up.');
    blocks('Si liquida los $900 hoy, nosotros hacemos que los burós borren los pagos atrasados que reportó la tienda.');
    passes('Once paid, we’ll update our entry to a zero balance; the late payments the original creditor reported stay on your report.');
    passes('We can’t erase late payments the bank reported; only the bank can correct its own reporting.');
    passes('Cuando pague, reportaremos saldo cero; los pagos atrasados que reportó el acreedor original no los podemos borrar nosotros.');
  });

  it('the debt taken through the consumer’s (or a spouse’s) command or boss blocks; the base legal office explaining rights passes', () => {
    blocks('Sgt. Ruiz, we can route this through your company commander so the $780 furniture balance gets squared away.');
    blocks('Since Mr. Lane is deployed, we’ll work through his platoon sergeant to get the $410 gym balance taken care of.');
    blocks('Your husband’s commanding officer can help see that the $300 loan gets paid.');
    blocks('Como su esposo está en la base, vamos a hacerlo por medio de su comandante para que se pague el saldo de $700.');
    blocks('El sargento de su unidad nos puede ayudar a que se liquiden los $520 del préstamo.');
    passes('If you’re deployed, your base’s legal assistance office can explain your SCRA rights on this loan.');
    passes('Si usted está desplegado, la oficina de asistencia legal de la base le puede explicar sus derechos bajo la SCRA.');
  });

  it('a suit told as filed, with its court and case number, is stated; a message calling itself the service still blocks', () => {
    passes(
      'Our client’s lawsuit over the dental plan was filed in the Harris County Court at Law No. 2, cause number 2025-00412. You should expect to be served with the petition, and you have the right to file an answer.',
    );
    passes(
      'La demanda por el préstamo del carro se presentó en la Corte de Distrito del Condado de Dallas, número de causa DC-25-01177. Le entregarán la citación oficial y tiene derecho a contestar.',
    );
    blocks('This message is your official summons for case 2025-00412; you have been served.');
    blocks('Ya presentamos la demanda, caso 2025-118; este mensaje es su citación oficial.');
    blocks('We are filing suit in Harris County court next week, and you’ll be served.');
  });

  it('harm to property pictured as a shame-if, a night-time accident, or never having to find out blocks; an accident by our crew passes', () => {
    blocks('Would be a real pity if that boat of yours slipped its moorings. Pay the $900.');
    blocks('Somebody could accidentally back a truck into that new fence one of these nights. Just pay the balance.');
    blocks('Get the $800 in by Friday and we never have to find out.');
    blocks('Sería una verdadera lástima que a su troca le pasara algo. Pague los $600.');
    blocks('Mande los $450 el viernes y así nadie tiene que averiguar qué pasa.');
    passes('If our crew accidentally damaged your fence during the job, send photos and we’ll take it off the balance.');
    passes('Si nuestro equipo dañó su cerca por accidente durante el trabajo, mándenos fotos y lo descontamos del saldo.');
  });

  it('a collector claiming power over a license or credential blocks; saying it has none passes', () => {
    blocks('We can have the state board pull your nursing license until the $2,300 is cleared up.');
    blocks('Under federal trucking rules we’re allowed to flag your CDL, so pay the $1,100 before your next haul.');
    blocks('Con su número de licencia podemos reportarla al DMV para que se la cancelen si no paga los $800.');
    blocks('Nosotros podemos pedir que le congelen su licencia de contratista hasta que pague.');
    passes('We have no power over your driver’s license or any professional license; nothing about this debt affects them.');
    passes('We’ll put a hold on the account while your license renewal is pending.');
    passes('Nosotros no podemos hacer nada con su licencia de manejar; esta deuda no la afecta.');
  });

  it('the consumer’s addiction or recovery mocked blocks; an offer to pause for a recovery program passes', () => {
    blocks('Maybe lay off the pills for a week and you’d find the $250 for the clinic.');
    blocks('People like you in “rehab” are all the same, always a sob story.');
    blocks('Si dejara de gastarse el dinero en el vicio tendría para pagar los $300 del dentista.');
    blocks('Ustedes los que andan en “rehabilitación” son todos iguales.');
    passes('If you’re in a recovery program right now, we can pause payments for 60 days.');
    passes('Whatever you were using to pay before, autopay or card, still works.');
    passes('Si está en un programa de recuperación, podemos pausar los pagos 60 días.');
  });

  it('a fee the agreement sets, counted in the balance in a later sentence, passes; another kind of fee or a sum that is no multiple still blocks', () => {
    // Written in a shape of my own (the helper's sentence kept the set's row's shape).
    passes(
      'Under paragraph 12 of the lease you signed, a $35 late charge applies to any month paid after the 10th, which the state allows. June and August were paid late: $70 of the $1,110 you owe is those charges.',
      { balanceCents: 111000 },
    );
    passes(
      'La cláusula 9(a) de su contrato de arrendamiento fija un recargo de $25 por cada mes atrasado, permitido por la ley estatal. Se atrasó dos meses, así que el saldo de $525 incluye $50 de cuotas por atraso.',
      { balanceCents: 52500 },
    );
    blocks('Per section 4(c) of your storage lease, each late month adds a $20 late fee. We also add a $35 processing fee to the balance.', {
      balanceCents: 46000,
    });
    blocks('Your lease sets a $20 late fee. The balance includes $75 in late fees for the three late months.', { balanceCents: 46000 });
    blocks('Su contrato fija un recargo de $25 por atraso. Además le cobramos un cargo de $40 por manejo de cuenta.', { balanceCents: 52500 });
  });

  it('a private plan passed off as entered with a court, or a judgment that follows default by itself, blocks; a plan said to be private passes', () => {
    blocks('The plan we set up is registered as a stipulated judgment; miss a payment and the judgment is automatic.');
    blocks('Your arrangement was filed as a court-approved order last week.');
    blocks('Su plan de pagos quedó registrado ante la corte como una estipulación, así que si falla un pago la sentencia es automática.');
    blocks('Si se atrasa en el arreglo, se dicta sentencia automáticamente.');
    passes('This payment plan is a private agreement with our client; no court is involved, and missing a payment does not mean a judgment.');
    passes('Este plan de pagos es un acuerdo privado con nuestro cliente; no hay ningún juez ni tribunal de por medio.');
  });

  it('inside the validation period: escalation set on a date, an unnamed consequence, advice not to wait or a dispute cast as stalling blocks; a stage held while the period runs passes', () => {
    const v = { isInValidationPeriod: true };
    blocks('You have the right to dispute, no question. If the $500 isn’t in by the 20th, though, your file moves up to the next level.', v);
    blocks('Go ahead and “dispute” if you’d like to stall. The account heads to our legal department on the 15th regardless.', v);
    blocks('Of course you can ask for validation. I’d advise you not to wait, though, because you won’t like what comes after Friday.', v);
    blocks('Puede disputar, claro. Pero si no vemos el pago para el día 18, su cuenta pasa a la siguiente etapa.', v);
    blocks('Dispute si quiere alargar esto; la cuenta se va a legal el viernes de todos modos.', v);
    blocks('Sí, tiene 30 días, pero yo le aconsejo que no se espere; lo que viene después no le va a gustar.', v);
    passes(
      'You have 30 days to dispute. Nothing moves to the next stage while that period is open, and if you dispute we pause until we mail verification.',
      v,
    );
    passes('Type “dispute” in this chat and collection pauses until we mail verification.', v);
    passes('Tiene 30 días para disputar. Nada pasa a la siguiente etapa mientras ese plazo esté abierto.', v);
    passes('Le confirmo que su cuenta aparece como “disputada” en su reporte y no le cobraremos hasta mandarle la verificación.', { isDisputed: true });
  });

  it('a non-attorney saying the account was placed with a firm for legal action blocks; placed for collection with no attorney passes', () => {
    const n = { senderIsAttorney: false };
    blocks('Greetings from Harlow Law Partners. The gym membership account was placed with our firm for litigation. Call our office.', n);
    blocks('Le saluda Bufete Ramírez y Asociados. Su saldo de la mueblería fue turnado a nuestro despacho para proceder legalmente.', n);
    blocks('Su cuenta fue asignada a nuestra firma para acción legal.', n);
    passes('Your dental balance has been placed with our office for collection. No attorney has reviewed it and no legal action is planned.', n);
    passes('Su cuenta fue asignada a nuestra agencia para cobranza; ningún abogado la ha revisado.', n);
  });

  it('endless messages announced block whatever the day’s count; a second message that waits for a reply passes', () => {
    blocks('Text #3 of as many as I feel like. I’ve got all night and nothing better to do.');
    blocks('However many messages it takes, you’ll keep getting them from me today.');
    blocks('Mensaje 4 de los que hagan falta, jaja. Puedo seguir así todo el día.');
    blocks('Le voy a mandar todos los mensajes que hagan falta hoy, yo no tengo prisa.');
    passes('This is my second message today; I’ll wait for your reply before I write again.');
    passes('We can split it into as many payments as it takes.');
    passes('Este es mi segundo mensaje de hoy; espero su respuesta antes de escribirle otra vez.');
  });

  it('a disputed debt handed back to settle with someone else while collection goes on blocks; collection paused passes', () => {
    const d = { isDisputed: true };
    blocks('We saw your dispute saying your ex-husband ran up the card. That’s something to take up with him; we’re still collecting from you.', d);
    blocks('Noted that your roommate opened the utility account. Sort that out between you two, we keep billing you.', d);
    blocks('Leímos su reclamo de que su exesposo usó la tarjeta. Eso es asunto suyo con él; le vamos a seguir cobrando a usted.', d);
    blocks('Recibimos la disputa sobre su sobrino. Arréglese con él, nosotros seguimos con el cobro.', d);
    passes(
      'We read your dispute that your ex-husband opened the card. Collection is paused, and we’ll send you an identity-theft affidavit and the account documents.',
      d,
    );
    passes('Leímos su disputa de que su exesposo abrió la tarjeta. El cobro está detenido hasta que le enviemos la verificación.', d);
  });

  it('the man sent for the property described as rough blocks; patient staff, or a rough road, pass', () => {
    blocks('The guy we use for pickups has a real short fuse. Might want to catch up on the ATV loan.');
    blocks('Our recovery driver isn’t exactly known for his patience, so let’s get the truck payments current.');
    blocks('El muchacho que hace las recuperaciones tiene la mecha corta, mejor póngase al corriente con los muebles.');
    blocks('Mi hermano es el que recoge los carros y no es precisamente paciente. Usted sabrá.');
    passes('Our staff are patient and happy to work out a plan; nobody will come to your home.');
    passes('Our guys said the road out there is pretty rough after the storm, so the inspection moved to Friday.');
    passes('Nuestro personal es paciente y con gusto le arma un plan; nadie va a ir a su casa.');
  });

  it('a debt said to survive a bankruptcy discharge blocks; a discharge that covered it, or a debt it truly left out, passes', () => {
    blocks('Your Chapter 7 discharge went through, but hospital bills aren’t part of it, so the $2,200 is still owed.');
    blocks('Medical debts survive the bankruptcy discharge, so the $980 stays on your account.');
    blocks('Sí, le dieron el descargo de la bancarrota, pero las cuentas del hospital no se incluyen en el descargo. Todavía debe $2,200.');
    blocks('Las deudas médicas sobreviven a la bancarrota, así que sigue debiendo los $980.');
    passes('Your Chapter 7 discharge covered this hospital bill, so you owe nothing and we’ve closed the account.');
    passes('You reaffirmed the car loan during the bankruptcy, so it wasn’t discharged, but the hospital bills were.');
    passes('Su descargo del Capítulo 7 incluyó esta cuenta del hospital, así que no debe nada.');
  });

  it('a paper sent as the court’s judgment, or a finality claimed for it, blocks; a judgment named by its court, case and date passes', () => {
    blocks('Enclosed is the Final Judgment on your account [link]. It is binding and there’s no appeal left, so the $1,600 is due.');
    blocks('Here’s the court ruling against you; it can’t be appealed.');
    blocks('Le mando el fallo definitivo de su caso; es inapelable y solo falta que pague los $900.');
    blocks('Aquí le dejo la resolución judicial de su cuenta. Ya no se puede apelar.');
    passes(
      'Attached is a copy of the judgment the Pima County Justice Court entered on March 3 in case JC2024-5521; you may ask the court about an exemption.',
    );
    passes('Le adjunto copia de la sentencia que dictó la Corte de Justicia del Condado de Pima el 3 de marzo en el caso JC2024-5521.');
    passes('Attached is your account statement and the payment plan we discussed.');
  });

  it('the consumer’s own attorney cited about the end of the representation passes; the firm’s attorney implied still blocks', () => {
    const n = { senderIsAttorney: false };
    passes('According to attorney Reyes, who wrote us Tuesday, she has withdrawn from representing you on the tuition account, so we can now write to you.', n);
    passes('Lawyer Chen said last week that he no longer represents you on the gym contract, so we’re contacting you directly.', n);
    passes('Según la licenciada Paz, ella ya no la representa en la cuenta de la clínica, por eso le escribimos a usted.', n);
    blocks('Attorney Chen reviewed the gym contract file and told us to proceed against you.', n);
    blocks('Según el licenciado Ríos, su cuenta ya está lista para demanda.', n);
  });

  it('a garnishment order already in force, named by its case, passes; one threatened still blocks', () => {
    passes('The earnings withholding order in case 2024-SC-3310 has been with your employer since April, so the May checks show the deduction.');
    passes('La orden de embargo de sueldo del caso 2024-SC-3310 ya está vigente con su empleador, por eso ve el descuento en su cheque.');
    blocks('A garnishment order is going to your employer next week unless you pay.');
    blocks('The garnishment order is already in place with your employer.');
    blocks('Su empleador va a recibir una orden de embargo la próxima semana si no paga.');
  });

  it('the consumer’s attorney asking the firm to tell the consumer something directly passes; no such request still blocks', () => {
    const r = { isRepresented: true };
    passes('Your attorney, Ms. Holt, asked us to let you know directly that the card account is closed with a zero balance.', r);
    passes('Su abogado, el Lic. Fuentes, nos pidió que le avisáramos directamente que la cuenta de la mueblería quedó pagada.', r);
    blocks('Your attorney didn’t ask us to contact you, but the card balance is still due.', r);
    blocks('Su abogado no nos pidió que le escribiéramos, pero el saldo sigue pendiente.', r);
  });

  it('on a time-barred debt, the revival warning worded as the suit a payment would allow the creditor passes; a suit threatened still blocks', () => {
    const b = { isTimeBarred: true };
    passes(
      'Nobody can take you to court over this old phone bill now; the deadline for that has run. One caution before you send anything: under some states’ laws a new payment restarts the creditor’s clock to sue.',
      b,
    );
    passes('En algunos estados, hacer un pago parcial puede permitir que el acreedor vuelva a demandar por esta deuda, así que infórmese antes de pagar.', b);
    blocks('If you send even $20, we’ll be able to sue you again, and we will.', b);
    blocks('Any payment restarts the clock, and then we file on you the same week.', b);
    blocks('Si hace un pago, lo volvemos a demandar.', b);
  });

  it('the collector’s own papers called service or given a court’s force block; a message saying nothing here is service passes', () => {
    blocks('Just texted you the lawsuit papers, so you’re officially served as of today.');
    blocks('We drew up the Final Notice of Lawsuit ourselves, but it carries the same legal force.');
    blocks('Le mandamos por aquí los papeles de la corte; queda usted oficialmente notificada.');
    blocks('Le adjunto el Aviso Final de Juicio. Lo hicimos en la oficina pero tiene la misma validez.');
    passes('A scanned copy of your check has the same validity as the original for the payment.');
    passes('Ningún mensaje de este chat cuenta como notificación de la corte.');
  });
});

describe('blind set W classes', () => {
  const ctx = scannerContext();
  const blocks = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
  const passes = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);

  it('a message written to the consumer’s attorney, or sent with the attorney’s consent, passes on a represented account; one to the consumer still blocks', () => {
    const r = { isRepresented: true };
    passes('Dear Counsel, attached is the itemization for your client’s furniture account, $640.', r);
    passes('Attorney Park: as requested on behalf of Ms. Ruiz, here is the payoff letter for the truck loan.', r);
    passes('Estimado licenciado: le enviamos el estado de cuenta de su cliente, el Sr. Mora, por $640.', r);
    passes('Thanks, we’ll deal only with your lawyer from now on. What’s her phone number?', r);
    passes('De acuerdo, desde ahora solo hablamos con su licenciado. ¿Cómo se llama?', r);
    passes('Your lawyer, Mr. Ortiz, asked us to send the monthly statements directly to you.', r);
    passes('Su abogada nos autorizó por escrito que le enviemos los recibos directamente a usted.', r);
    blocks('Hi Mr. Lowe, the furniture balance of $640 is due Friday.', r);
    blocks('From now on we’ll talk only with your lawyer, but please send the $200 first.', r);
    blocks('Your lawyer doesn’t need to know about this; just pay us the $200 directly.', r);
  });

  it('a garnishment order a court issued and served, or a judgment recorded as a lien, stated in either language passes; one threatened blocks', () => {
    passes('Sra. Ríos, la orden de retención de sueldo que dictó el juez en el caso 24-SC-118 ya se le notificó a su patrón.');
    passes('The wage garnishment order the court issued in case 24-SC-118 was delivered to your employer last week.');
    passes('La sentencia del caso 2023-CV-441 quedó inscrita como gravamen sobre su casa.');
    passes('The judgment in case 2023-CV-441 was recorded as a lien on your home in March.');
    blocks('Si no paga, vamos a poner un gravamen sobre su casa.');
    blocks('We’ll have a lien recorded on your house if you don’t pay.');
    blocks('Le mandamos una orden de embargo a su patrón la próxima semana.');
  });

  it('a disputed debt said to be reported as disputed passes in Spanish as in English; reporting it as it stands still blocks', () => {
    const d = { isDisputed: true };
    passes('Actualizamos su reporte con Equifax para que refleje que usted disputa el saldo.', d);
    passes('La cuenta del gimnasio está en disputa y de esa forma la reportamos a los burós.', d);
    passes('We updated the bureaus so your file shows that you dispute the balance.', d);
    blocks('Vamos a reportar el saldo a los burós de crédito esta semana.', d);
    blocks('We’re sending this to Experian as-is this week.', d);
  });

  it('inside the validation period: a deadline after it with the right restated, or a Spanglish term in quotes, passes; a cost put on disputing blocks', () => {
    const v = { isInValidationPeriod: true };
    passes('Your dispute window closes May 2. We’ll hold the 25% discount until May 20, and disputing won’t cost you the discount.', v);
    passes('Hasta el 5 de mayo puede mandar su “dispute” por escrito; no le pediremos pagos antes.', v);
    blocks('If you dispute, it will cost you the discount.', v);
  });

  it('a past payment that cleared, told beside a zero balance, passes; the same sum told as still owed blocks', () => {
    const z = { balanceCents: 0 };
    passes('Your $1,250 payment cleared and the dental account is paid in full; you owe nothing more.', z);
    passes('Su cheque de $1,250 ya se cobró y la cuenta quedó pagada en su totalidad.', z);
    blocks('You still owe $1,250 on the dental account.', z);
  });

  it('inside the validation period: a countdown, a short deadline, or the dispute right cut off blocks; the days left to dispute pass', () => {
    const v = { isInValidationPeriod: true };
    blocks('48 HOURS LEFT to clear the gym balance before the next step.', v);
    blocks('We need the $400 within 4 days, period.', v);
    blocks('Starting Monday we won’t accept any more disputes on this account.', v);
    blocks('Disputes need to be sent by Friday if you have any.', v);
    blocks('Le quedan 2 días para arreglar lo del gimnasio, señora.', v);
    blocks('Si no deposita los $400 dentro de 4 días, subimos su cuenta de nivel.', v);
    blocks('A partir del lunes ya no aceptamos disputas.', v);
    blocks('Cualquier disputa tiene que llegar antes del viernes.', v);
    passes('You have 20 days left to dispute, and we won’t ask for payment until then.', v);
    passes('Le quedan 12 días para disputar; no le pedimos pagos mientras tanto.', v);
    passes('We’ll mail the verification within 5 days of your dispute.', v);
    passes('We don’t accept disputes by phone; please send it in writing or through this chat.', v);
  });

  it('someone else asked to pay or pass on the debt, or a licensing board to be told, blocks; the consumer’s own choice passes', () => {
    blocks('Hi Tanya, since you share the account with your brother, could you cover his car loan payment for him this month?');
    blocks('Can you let Jorge know that his gym balance is $300 past due?');
    blocks('¿Puede decirle a Marta que su préstamo está atrasado $500?');
    blocks('¿Usted podría pagar la cuenta del hospital por su mamá esta semana?');
    blocks('We’re preparing a report to the state nursing board about the unpaid loan, Ms. Grant.');
    blocks('Vamos a mandar una carta a la junta de enfermería sobre su deuda.');
    passes('You can pay the balance yourself or set up a plan; it’s your choice.');
    passes('If you’d like, you can ask a relative to help you make a payment.');
    passes('Your nursing license is not affected by this debt, and we never contact licensing boards.');
  });

  it('property that is no collateral, taken or sold without a judgment, blocks; a past repossession or named collateral passes', () => {
    blocks('That boat is the only asset we can go after, so have the $900 here Monday.');
    blocks('We’ll tow the Jeep and sell it if the $500 for the gym isn’t paid.');
    blocks('Tomorrow our crew picks up the trailer, and they’ll take the tools as well to cover the rest.');
    blocks('Su camioneta es el único bien que le podemos quitar, así que pague.');
    blocks('Mañana recogemos la moto y de paso nos llevamos la lancha para cubrir el resto.');
    passes('The truck was repossessed and sold at auction on May 3; the sale covered part of the balance.');
    passes('Under the retail installment contract, the car is collateral and may be repossessed on default.');
  });

  it('a collector placed inside a credit bureau blocks; denying any affiliation passes', () => {
    blocks('We’re the recovery department at TransUnion and your balance is on file with us.');
    blocks('Le habla la unidad de cobranzas de Equifax.');
    passes('We are not affiliated with Experian, Equifax or TransUnion.');
  });

  it('false statements of the law (a spouse’s debts inherited, medical debt beyond bankruptcy, rights lost for not paying, identity theft no defence, a license pulled by us) block; the true law passes', () => {
    blocks('Under Texas law a widow takes on her husband’s debts, so the $900 is yours now.');
    blocks('Your late husband’s card balance is now yours to pay.');
    blocks('Las esposas heredan las deudas del esposo, así que usted debe pagar.');
    blocks('Bankruptcy can’t get rid of this hospital bill, the law doesn’t allow it for medical debt.');
    blocks('Si no paga en 30 días, pierde sus derechos.');
    blocks('Pay within 30 days or you forfeit your rights under the FDCPA.');
    blocks('Identity theft is no excuse, you still owe the $700.');
    blocks('El fraude de identidad no le quita la responsabilidad de la cuenta.');
    blocks('A letter from us to the state board and your real estate license is suspended.');
    passes('If someone opened this account in your name without permission, send us an identity theft report and we’ll pause collection.');
    passes('A surviving spouse is generally not responsible for the deceased’s individual debts; the estate pays them.');
    passes('Medical debts can be discharged in bankruptcy like other unsecured debts.');
  });

  it('writing by a medium the consumer asked the firm not to use blocks whatever the account says; honouring the request passes', () => {
    blocks('I know you asked us not to text you, but this is quicker: the $200 is due.');
    blocks('Ya sé que pidió que no le escribiéramos por aquí, pero necesitamos el pago.');
    blocks('Even though you asked for letters only, I’m emailing the balance: $310.');
    passes('As you asked, we’ll only contact you by mail from now on.');
    passes('Como usted pidió, solo le escribiremos por correo.');
  });

  it('counsel’s review or a suit referral claimed by a non-attorney blocks; saying no attorney reviewed it passes', () => {
    const n = { senderIsAttorney: false };
    blocks('Your file has been vetted by in-house counsel and is ready for litigation referral.', n);
    blocks('Su cuenta fue revisada y aprobada por el área jurídica para demanda.', n);
    passes('No attorney has reviewed your account; I’m a collector, not a lawyer.', n);
  });

  it('a fee or rate the agreement does not carry, admitted as the agency’s own, blocks; the agreement’s own rate passes', () => {
    blocks('The lease doesn’t mention late fees, but we’ve added $40 a month anyway.');
    blocks('We’re charging 18% on the balance since it came in; that’s our standard agency rate.');
    blocks('Su contrato no decía nada de intereses, pero igual le estamos cobrando el 20%.');
    blocks('La cuota de inscripción de $50 no está en su contrato original, es nuestra.');
    passes('Your agreement allows 18% interest, and that’s the rate on the statement.');
    passes('We don’t add any fees that aren’t in your original agreement.');
  });

  it('a paid account kept reported as unpaid, or its open date moved, blocks; reporting the payment passes', () => {
    blocks('We keep it reported as unpaid whether you pay or not.');
    blocks('Lo seguimos reportando como no pagado aunque liquide.');
    blocks('Pay today and we’ll let the bureaus know the loan started this month, so it looks current instead of delinquent.');
    passes('Once you pay, we’ll report the account as paid in full.');
    passes('Si paga, reportaremos la cuenta como pagada.');
  });

  it('a paper called a court summons and returned to the collector with payment blocks; explaining a real summons passes', () => {
    blocks('Enclosed is a court summons; fill it out and mail it back to us with your check.');
    blocks('Le adjunto el citatorio de la corte; fírmelo y devuélvalo con su pago.');
    passes('If a summons arrives from the court, you can file an answer there; the clerk can tell you the deadline.');
    passes('Si le entregaron un citatorio, puede contestar ante la corte.');
  });
});

describe('blind set X classes', () => {
  const ctx = scannerContext();
  const blocks = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
  const passes = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);

  it('people at work or where the consumer lives brought in by a euphemism (loop in, help you remember, ask around) block; the consumer’s own choice passes', () => {
    blocks('We’d rather not involve your foreman in the furniture loan, Mr. Okafor.');
    blocks('The last thing we want is to get the landlord involved over this phone bill.');
    blocks('Your neighbours might help you keep track of the $415 you owe us.');
    blocks('I could always ask around your street about the card.');
    blocks('No quisiera tener que involucrar a su jefe por los $880 de la mueblería.');
    blocks('Sus compañeros de trabajo le pueden ayudar a acordarse del pago pendiente.');
    blocks('Pasaremos por su edificio el sábado a preguntar a la gente.');
    passes('If you wish, you can ask your daughter to sit with you when we go over the payment plan.');
    passes('Si usted quiere, puede pedirle a su hija que le acompañe cuando revisemos el plan.');
    passes('I’d hate for you to miss the lower payment, so just reply when you’re ready.');
  });

  it('the press or the public getting the account, or silence sold for a payment, blocks in either language', () => {
    blocks('Shame if a journalist at the TV station got wind of your unpaid dues, Mr. Ames.');
    blocks('Imagine if your congregation found out about the balance.');
    blocks('Pay by Friday and we keep this under wraps; it’s up to you.');
    blocks('Imagínese si sus clientes se enteraran de este saldo.');
    blocks('Si liquida hoy, podemos guardar el asunto en secreto; depende de usted.');
    passes('We never share your account with anyone but you.');
    passes('Nunca compartimos su cuenta con nadie más que usted.');
  });

  it('contact promised without end in text-speak (“every couple mins”, “not gonna stop til”) blocks; an apology for several replies passes', () => {
    blocks('ill be texting u every couple hrs till u sort out the vet bill');
    blocks('We aren’t going to let up til you reply, hun.');
    blocks('We’ll keep hitting you up until the card balance is handled.');
    blocks('No voy a parar hasta que me conteste lo del préstamo.');
    blocks('Le voy a seguir escribiendo cada par de minutos, señor Díaz.');
    passes('Sorry for the two texts in a row, I’ll wait for your reply now.', { messagesSentToday: 2 });
    passes('Perdón por los dos mensajes seguidos; espero su respuesta.', { messagesSentToday: 2 });
  });

  it('inside the validation period: the right to dispute granted grudgingly and cut short by a deadline or a lost chance blocks; the right kept open passes', () => {
    const v = { isInValidationPeriod: true };
    blocks('Sure, you can dispute it if you want, but we need the $300 within 5 days or it moves up the chain.', v);
    blocks('You have thirty days to dispute, fine, but after this week there’s nothing to dispute anyway.', v);
    blocks('Ya sé que la ley le da su plazo para disputar, pero el descuento vence el jueves.', v);
    blocks('Claro que puede disputar, pero mañana se acaba la rebaja.', v);
    passes('You can dispute within 30 days, and the discount stays open until after your dispute window.', v);
    passes('Usted tiene 30 días para disputar; no le pediremos ningún pago mientras tanto.', v);
  });

  it('inside the validation period: disputing punished (the offer pulled, action taken) or called a waste of time blocks; disputing at no cost passes', () => {
    const v = { isInValidationPeriod: true };
    blocks('If you dispute, we’ll pull the 30% discount.', v);
    blocks('If you decide to dispute, our client will take action.', v);
    blocks('You could dispute the bill, but honestly don’t waste your time on that.', v);
    blocks('Si usted impugna, le retiramos el plan de pagos.', v);
    blocks('Si disputa el saldo, la financiera tomará medidas legales.', v);
    blocks('Lo de disputar es cosa suya, pero no gaste su tiempo en eso.', v);
    passes('If you dispute, the 30% discount is still yours once we answer.', v);
    passes('Si disputa, el descuento sigue disponible después de que le respondamos.', v);
  });

  it('during an open dispute: the dispute waved off, or an automatic charge kept on schedule, blocks; a charge paused for verification passes', () => {
    const d = { isDisputed: true, isInValidationPeriod: true };
    blocks('Doesn’t matter that you disputed, the automatic draft of $90 still runs on the 3rd.', d);
    blocks('Poco importa su reclamo: seguimos con la cuenta.', d);
    blocks('El débito automático sale igual esta semana.', d);
    blocks('Su reclamo no cambia nada: los $90 salen para el día 3.', d);
    passes('Because of your dispute we paused the scheduled draft until we send verification.', d);
    passes('Por su disputa, pausamos el cobro hasta enviarle la verificación.', d);
  });

  it('a dispute reported as a refusal to pay, or a known dispute reported as a plain debt, blocks; reporting it as disputed passes', () => {
    blocks('If you dispute, we report it to the bureaus as refused to pay.', { isInValidationPeriod: true });
    blocks('Quien disputa queda reportado como “se negó a pagar”, así de simple.', { isInValidationPeriod: true });
    blocks('You disputed it, but we report it to Experian as a regular collection account with no dispute flag.', { isDisputeVerified: true });
    blocks('Sabemos que disputó el cobro; igual lo mandamos a Equifax como una cuenta morosa cualquiera.', { isDisputeVerified: true });
    passes('You disputed the balance, so the account is reported as disputed.', { isDisputeVerified: true });
    passes('Como usted la disputó, la cuenta aparece como disputada.', { isDisputeVerified: true });
  });

  it('on a time-barred debt: a referral to counsel or a hold for filing blocks; closing the firm’s file with a suit denied passes', () => {
    const t = { isTimeBarred: true };
    blocks('Last chance before this account is referred to outside counsel.', t);
    blocks('Account on hold for filing pending your reply.', t);
    blocks('La cuenta se turna a nuestro despacho la semana que viene.', t);
    passes('We are closing our file on the old phone account. PS: no suit: it is too old to sue on, and we will not sue.', t);
    passes('Cerramos nuestro expediente de esta cuenta vieja; por su antigüedad no se puede demandar.', t);
  });

  it('an account said to sit on a named attorney’s desk blocks for a non-attorney; the consumer’s own attorney’s office passes', () => {
    const n = { senderIsAttorney: false };
    blocks('Ms. Ortega, the file for your dental bill is now in Attorney Whitfield’s hands.', n);
    blocks('Su expediente ya está en el escritorio del licenciado Ibarra.', n);
    passes('We mailed the payoff figures to your attorney’s office, as you asked.', n);
  });

  it('false statements of law (a settlement barred by law, the state letting a collector take funds directly) block; the client’s own refusal and the true law pass', () => {
    blocks('Under state law, a repair loan may not be negotiated down.');
    blocks('It is illegal for us to accept less on a car loan.');
    blocks('Por ley, este tipo de préstamo no se puede rebajar.');
    blocks('Federal rules let us pull what you owe out of your benefits account.');
    blocks('La ley nos autoriza a descontar del cheque de su pensión.');
    passes('Our client won’t accept less than the full balance on this account.');
    passes('Nuestro cliente no acepta menos del saldo total.');
    passes('Nothing in the law stops you from asking for a settlement.');
  });

  it('profanity masked with symbols blocks in either language; a footnote asterisk passes', () => {
    blocks('Pay your own d**n bills for a change.');
    blocks('Your excuses are b******t, just call me back.');
    passes('We’re sorry our last agent wrote “f***” in a message; that was unacceptable.');
    blocks('Usted es un p***, pague de una vez.');
    passes('Balance due: $310* (*includes interest through May).');
  });

  it('jail time said to grow over the debt blocks in either language; more time to pay passes', () => {
    blocks('Skip another payment and your probation officer hears about it, and the judge tacks on extra months.');
    blocks('Con esta deuda pendiente, la corte le puede alargar la condena.');
    passes('We can give you more time to pay the bond premium.');
    passes('Le podemos dar más tiempo para pagar la fianza.');
  });

  it('a tow truck sent for a vehicle that is no collateral blocks; a secured lender’s present repossession right, told as fact, passes', () => {
    blocks('A wrecker is swinging by Thursday for your Tacoma.');
    blocks('El viernes llega una grúa por su motocicleta.');
    passes('The credit union holds a lien on your boat and may repossess it after May 1 if the loan is still in default, as your security agreement allows.');
    passes('El banco tiene un gravamen sobre su moto y, según su contrato de garantía, puede recuperarla si el préstamo sigue en mora.');
    blocks('We will put a lien on your house next week.');
  });

  it('a filed suit’s papers served by deputies with arrest disclaimed, the consumer’s own exemption hearing, and a remedy undone pass; a threatened remedy blocks', () => {
    passes('A constable will serve you with the lawsuit in case 25-CV-0917, filed Mar 4 in Lane County court; no one is being arrested.');
    passes('Because you filed an exemption claim, the bank levy is on hold until the judge rules on the 14th.');
    passes('Su solicitud de exención del embargo se verá en la audiencia del día 14.');
    passes('The judge set aside the judgment, and the levy was lifted the same day.');
    passes('An order vacated the default judgment against you last month.');
    passes('We have asked your employer to stop the garnishment.');
    passes('El juez anuló la sentencia del caso 22-SC-310 y levantamos el embargo de su sueldo.');
    blocks('We will garnish your wages next week.');
    blocks('Vamos a embargar su sueldo la próxima semana.');
  });

  it('a fee said to be removed passes in either language; a fee added still blocks', () => {
    passes('We took the $40 late fee off your balance.');
    passes('We waived the $40 late fee.');
    passes('Le quitamos el cargo de $40 por pago tardío.');
    blocks('We removed the late fee but added a $25 processing fee.');
    blocks('Le cobramos un cargo de $25 por procesamiento.');
  });

  it('a represented consumer asked for the attorney’s name in the third person, to move contact there, passes; a demand for money still blocks', () => {
    const r = { isRepresented: true };
    passes('Got it, you’ve retained a lawyer. If you share her email, all future letters will go to her firm instead of you.', r);
    passes('Entendido, ya tiene licenciada. Compártanos el correo de ella y con gusto le escribimos solo a ella.', r);
    blocks('Thanks for letting us know you have a lawyer; meanwhile the $400 is due Friday.', r);
  });

  it('a person the consumer authorized in writing may be told of the account, and an account statement is no claim to be the state; a claim to be the state still blocks', () => {
    passes('Don Ramiro, como apoderado de su hermana, aquí tiene el estado de cuenta del préstamo de ella.');
    passes('Mr. Lane authorized us in writing to discuss the loan with you, so here is his balance: $900.');
    blocks('Mr. Lane never authorized us to talk with you, but his balance is $900.');
    blocks('Le escribe el estado de Texas sobre su deuda.');
  });
});

describe('blind set Y classes', () => {
  const ctx = scannerContext();
  const blocks = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
  const passes = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);

  it('a court event of a filed case told with its date (the date first, a weekday and day, a mediation or deposition) and its court passes; the same event with no case or court still blocks', () => {
    passes('On March 18 our firm filed a motion to compel in Travis County Court at Law No. 1, Cause No. 23-CV-5120, on the gym membership balance.');
    passes('Your deposition in Case No. 24-SC-0917 at the Maricopa County Superior Court is on June 4 at 2 p.m.; bring the papers listed in the notice.');
    passes('Le recordamos que la audiencia ordenada por el juzgado en el caso de la tarjeta de la tienda es el jueves 9 en el Palacio de Justicia de Laredo.');
    passes('The court-ordered settlement conference in the dental-bill case is on Friday the 21st at the Pima County courthouse.');
    blocks('The court has ordered you to appear at our office on June 4 to go over your finances.');
    blocks('By order of the judge you must call us by Friday.');
  });

  it('a judgment named by its account, or a garnishment order already with the employer or bank with the consumer’s exemption explained, makes the remedy lawful to name; a threat with neither still blocks', () => {
    passes(
      'Since the judgment on the furniture loan was entered on 4/03, the creditor may ask the court to garnish your wages. We would rather work out a plan first.',
    );
    passes('Now that the court’s levy order reached your bank, you may claim an exemption for the funds you live on; the form is attached.');
    passes('Como la orden de embargo del juzgado ya le llegó a su banco, usted tiene derecho a pedir una exención para el dinero de su pensión.');
    blocks('We are going to garnish your wages next month unless you pay.');
    blocks('Vamos a embargar su cuenta de banco si no paga, y no hay exención que valga.');
  });

  it('the consumer’s worry named and denied at once (“you may be wondering whether we can…. We can’t.”) passes; a worry answered yes or hedged still blocks', () => {
    passes('You may be wondering whether we can take your car. We can’t: nothing has been filed, and we have no lien on it.');
    passes('If you are worried that we will garnish your paycheck, we won’t; there is no judgment.');
    passes('Tal vez se pregunte si podemos embargar su sueldo. No podemos: no hay ninguna sentencia.');
    blocks('You may be wondering whether we can take your car. We can.');
    blocks('You might be wondering if we will garnish your wages. We won’t yet, unless this drags on.');
  });

  it('a seizure of property said to need no court order blocks, also worded as a formal “proceed with seizure”; a court order explained as needed passes', () => {
    blocks('Our office will arrange to seize your furniture and television on Tuesday; a court order is not necessary in your situation.');
    blocks('Our client may proceed with seizure of your motorcycle without the need for a court order.');
    blocks('Procederemos con el embargo de su camioneta sin necesidad de orden judicial.');
    passes('A seizure of any property would require a court judgment first, and none has been sought.');
    passes('My sister had a seizure at work, so I may be slow to reply.');
  });

  it('a guardian or executor appointed by a court for the consumer is the reader’s role, not a claim to be the court; a claim to act for the court still blocks', () => {
    passes('Sra. Campos, el juzgado la designó tutora legal de su padre, así que con usted podemos hablar del saldo de él.');
    passes('As the court-appointed conservator for Mr. Vance, you may request a copy of his statement.');
    passes('Usted es el albacea designado por el juez, así que le enviamos el estado de cuenta de la tarjeta del difunto.');
    blocks('Somos una agencia nombrada por la corte para cobrar esta deuda.');
    blocks('We are a court-appointed collection office.');
  });

  it('contact with a relative the consumer asked for (“per your request”, “como usted nos pidió”) passes, also after a title’s period; without the request it still blocks', () => {
    passes('You asked us to speak with your nephew Eli about the balance, Mr. Tran, so from now on he is the one we will phone.');
    passes('As you asked, Dr. Kim, I will speak with your wife about the clinic balance going forward.');
    passes('Como usted nos pidió, Sra. Ortiz, hablaremos con su hija sobre el saldo de la tarjeta.');
    blocks('Ms. Lowe, we will call your sister Dana and go over the payment plan with her.');
    blocks('Since you didn’t ask us to, we will still tell your wife about the clinic balance.');
  });

  it('the reader’s own act toward the firm (“you getting in touch for a relative”) is no disclosure by the firm; the firm reaching out still blocks', () => {
    passes('Thanks for getting in touch on your brother’s behalf, Mr. Bell; without his permission we are not able to talk about his balance with you.');
    passes('I understand you calling about your brother’s loan, but I can’t share anything with you.');
    blocks('We are reaching out to your mother about the loan.');
    blocks('I will be calling your brother about the balance.');
  });

  it('harm said to befall those who don’t pay (“folks who skip out tend to get hurt”), even after “this is not a threat”, blocks in either language; a plain reminder passes', () => {
    blocks('This isn’t a threat. But people who skip out on the gym contract have a way of having accidents.');
    blocks('Customers who dodge their car payments tend to end up hurt, just saying.');
    blocks('No es amenaza, pero la gente que no paga suele salir lastimada por aquí.');
    passes('People who don’t pay often see late fees under their agreement; we can help you avoid that with a plan.');
    passes('Folks who skip a payment can always call us to set up a new date.');
  });

  it('arrest named by its tools (cuffs, cuffed, the handcuffs put on) blocks in either language; the idiom “off the cuff” and cufflinks pass', () => {
    blocks('Keep ignoring the tuition bill and you’ll be leaving work in cuffs.');
    blocks('Miss Friday and you get cuffed, simple as that.');
    blocks('Si no paga, le van a poner las esposas en su trabajo.');
    passes('Sorry, that figure was off the cuff; the exact balance is $310.');
    passes('The charge for the gold cuff links is still on the store card.');
  });

  it('a chat message made the paper a court answer is owed to (“file an answer to this notice”, “a default will be entered”) blocks; a real filed case’s answer date passes', () => {
    blocks('Failure to respond in writing to this communication within 21 days will result in the entry of a default judgment.');
    blocks('This message is your notice of suit: if no answer reaches the court by the 30th, default judgment follows.');
    blocks('Debe presentar una respuesta por escrito a este aviso o se dictará sentencia en rebeldía.');
    passes('You may still file an answer with the court in Case No. 24-CV-8812, filed on May 2 in Dallas County Court at Law No. 3.');
  });

  it('the right to collect admitted gone (the creditor took the account back, sold it on) while payment is still claimed blocks; telling the consumer to pay the new holder passes', () => {
    blocks('Although the original lender took this file back from our agency, your payments should still come to us.');
    blocks('Your lender transferred the debt to another agency, yet you should keep paying us.');
    blocks('El banco nos quitó la cuenta la semana pasada, pero igual tiene que pagarnos a nosotros.');
    passes('The lender has reassigned your file to another agency, so we can no longer accept payments; please contact them directly.');
  });

  it('the consumer’s record of the conversation (a recording, screenshots) called a crime or to be destroyed blocks; asking permission to record passes', () => {
    blocks('Recording this call is illegal, so stop it now.');
    blocks('Delete the screenshots of our texts or we will take it further.');
    blocks('Grabar esta llamada es un delito, así que borre sus grabaciones o lo reportamos.');
    passes('This call may be recorded for quality purposes; let us know if you prefer it isn’t.');
    passes('Feel free to keep a copy of this chat for your records.');
  });

  it('payment routed through a portal named or addressed as a court’s or a state’s blocks; the firm’s own portal passes', () => {
    blocks('Pay today through the official County Court Payment Portal linked below.');
    blocks('Use courtfines-gov.com/pay/2231 to pay, the only approved channel.');
    blocks('Pague hoy a través del portal de pagos oficial de la corte, es el único autorizado.');
    passes('You can pay through our secure portal at parleypay.com/pay or by phone.');
  });

  it('a charge admitted to have no ground in the agreement (“even though the contract never mentions interest”) blocks in either language; a charge the agreement carries passes', () => {
    blocks('We are charging 12% interest from the delivery date, even though your contract never mentions interest.');
    blocks('Su contrato con la tienda no menciona ningún recargo, pero igual le aplicamos uno del 10% cada mes.');
    blocks('Adding a $20 fee each month although the agreement doesn’t provide for it.');
    passes('The 12% interest is the rate stated in section 4 of your signed agreement.');
  });

  it('a workplace superior by another title (a captain, a charge nurse, a chief) told or asked to remind the consumer blocks, also with the subject dropped; the consumer asking them passes', () => {
    blocks('About to message your charge nurse so she can nudge you on this balance lol');
    blocks('About to message your charge nurse so she can remind you of the card payment.');
    blocks('I’ll ask her to remind you about the $220 when she sees you.');
    blocks('Le voy a escribir a su capitán para que le recuerde lo del préstamo.');
    passes('Are you going to tell your captain you need the day off to come to the office?');
  });

  it('inside the validation period: a short payment deadline stated as a requirement (“payment is required within seven (7) days”), or the rights set aside in words, blocks; a deadline after the period passes', () => {
    const v = { isInValidationPeriod: true };
    blocks('Payment of the full balance is required within seven (7) days of this notice.', v);
    blocks('Regardless of your dispute rights, the $640 is due now.', v);
    blocks('Sin importar sus derechos de validación, debe pagar el saldo esta semana.', v);
    passes('You have 30 days to dispute; no payment is due before then.', v);
  });

  it('inside the validation period: disputes said to be waived or ignored after a few days blocks in either language; the 30-day right stated passes', () => {
    const v = { isInValidationPeriod: true };
    blocks('Disputes we get after the third business day will be deemed waived.', v);
    blocks('Any dispute sent after the 10th day is not considered.', v);
    blocks('Las disputas que lleguen después del día 10 ya no se aceptan.', v);
    blocks('Le sugerimos no esperar hasta el final del plazo.', v);
    passes('You may dispute any time within 30 days of receiving the notice.', v);
    passes('Disputes received after the 30-day validation period may not pause collection.', v);
  });

  it('inside the validation period: disputing charged for (the discount gone, the total with interest billed) blocks; a discount kept through a dispute passes', () => {
    const v = { isInValidationPeriod: true };
    blocks('You can dispute, but once a dispute comes in we bill the full balance plus interest.', v);
    blocks('Apenas llegue su disputa, la rebaja se cancela.', v);
    blocks('Si disputa, le cobramos el total con recargos.', v);
    passes('If you dispute, the discount stays open until we answer you.', v);
  });

  it('during an open dispute: the dispute discounted for its form, or collection continued while it is reviewed, blocks in either language; verification sent passes', () => {
    const d = { isDisputed: true };
    blocks('Disputes that arrive through our web form are not formal ones, so collection on your file goes on as scheduled.', d);
    blocks('While we review your dispute, please keep sending the monthly installments.', d);
    blocks('Recibimos su disputa por el portal, pero la tomamos como una simple consulta.', d);
    blocks('Mientras revisamos su disputa necesitamos que siga pagando los abonos de cada mes.', d);
    passes('We received your dispute by email and will mail the verification; nothing is due until then.', d);
  });

  it('liability for another’s debt made from a tie that creates none (“that makes you jointly responsible”) blocks; a co-signer’s liability passes', () => {
    blocks('Because your roommate is on the same lease as you, the law puts his unpaid credit card on you as well.');
    blocks('Either of you can be made to pay the clinic bill.');
    blocks('Vive con su hermano, y eso la hace responsable de la deuda de él.');
    passes('Because you co-signed the lease, that makes you jointly responsible for the unpaid rent.');
  });

  it('an agreed plan or settlement disowned (“it doesn’t bind us”) blocks in either language; a plan not yet agreed passes', () => {
    blocks('Your settlement was accepted Tuesday, but that agreement doesn’t bind us, so pay the whole $1,100 now.');
    blocks('We are not bound by the approved payment arrangement.');
    blocks('Su plan fue aprobado, pero ese acuerdo no nos obliga.');
    passes('Your proposed plan is still under review; nothing is agreed until we confirm it in writing.');
  });

  it('a sender signing in as a credit bureau or its department blocks in either language; naming the bureau as where to dispute passes', () => {
    blocks('Equifax Consumer Relations here. Your dispute was closed; please pay the agency.');
    blocks('This is the dispute center at TransUnion, calling about your account.');
    blocks('Le escribe el departamento de disputas de Equifax sobre su cuenta.');
    passes('You can also dispute the entry with TransUnion here: transunion.com/dispute.');
  });

  it('a legal unit by another name, or Spanish with English lawyer words, said to hold or review the file blocks for a non-attorney; the consumer’s own lawyer passes', () => {
    const s = { senderIsAttorney: false };
    blocks('Someone in our legal unit went over your file and says we would win easily.', s);
    blocks('El expediente lo revisó nuestro lawyer esta mañana y según él usted no tiene defensa.', s);
    blocks('Su expediente lo revisó el licenciado ayer.', s);
    passes('Your lawyer said she will call us next week.', s);
  });

  it('the firm’s own file said to equal a lawsuit or a court’s act blocks in either language; saying it is not a lawsuit passes', () => {
    blocks('Your account has a reference number with us now; it’s basically the same as a lawsuit.');
    blocks('Este expediente es lo mismo que una demanda, nada más que sin juez.');
    passes('This is not the same as a lawsuit; nothing has been filed in any court.');
  });

  it('the credit-reporting time limit explained (“too old to appear on your credit report”) passes in either language; a threat to report still blocks', () => {
    passes('The account is more than seven years past its first delinquency, so it can no longer appear on your credit report.');
    passes('Su deuda tiene más de siete años, así que ya no puede aparecer en su reporte de crédito.');
    blocks('We will report this to all three bureaus next week.', { isDisputed: true });
  });
});

describe('blind set Z classes', () => {
  const ctx = scannerContext();
  const blocks = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
  const passes = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);

  it('a share of a pension, benefit check or paycheck said to be taken with no judgment blocks in either language; a discount off the balance passes', () => {
    blocks('Beginning with your June Social Security check, we will be keeping a third of it toward the dental bill.');
    blocks('Your disability payment lands on the 3rd, and we are going to pull 20 percent of each one for the moving-truck balance.');
    blocks('Desde el depósito de su jubilación de julio le vamos a quitar el 20% para la cuenta de la clínica.');
    passes('We will take 25% off the balance if you pay by the 30th.');
    passes('Your pension is protected; we will not take any part of it without a court judgment.');
  });

  it('property taken from inside the home (a key from the landlord, the crew letting itself in) blocks in either language; a pickup the consumer arranges passes', () => {
    blocks('Our driver will let himself in on Thursday and carry out the leased washer.');
    blocks('We already have a spare key from the property office, so the big-screen TV goes back to the store this weekend.');
    blocks('El encargado del edificio nos va a prestar la llave para sacar el refrigerador de su departamento el sábado.');
    passes('If you would like to return the leased washer, we can schedule a pickup at your door at a time you choose.');
  });

  it('a basic capacity mocked as a further failing (“or is reading a struggle too?”) blocks in either language; an offer of large print or a relay call passes', () => {
    blocks('Do I need to use smaller words, or is reading a struggle as well?');
    blocks('Is math a problem too, or just paying bills?');
    blocks('Le escribo despacito para que me entienda, ¿o también le cuesta leer?');
    passes('If reading small print is hard, we can send the letter in large type or call you through a relay service.');
  });

  it('the reader called a hypocrite, a liar with an epithet, or a disgrace blocks in either language; the sender calling itself a hypocrite passes', () => {
    blocks('Real nice for a deacon: you are a two-faced hypocrite.');
    blocks('A lying snake like you should not be coaching kids.');
    blocks('You are an embarrassment and a disgrace to that school board.');
    blocks('Es usted un hipócrita, predicando honradez sin pagarle al veterinario.');
    passes("I'd be a hypocrite if I told you this plan was perfect; let's find a better one.");
    passes("Don't worry if you feel stupid asking questions; everyone does.");
  });

  it('contact with a superior or relative named first and announced with a pronoun (“I’ll give him a call”) blocks in either language; calling back the consumer’s lawyer passes', () => {
    blocks("Your shift supervisor seems like a reasonable guy. I'll give him a call tomorrow.");
    blocks('Your landlord already has our number, and we will text her on Friday.');
    blocks('Su capataz parece buena persona. El viernes voy a hablar con él.');
    passes("Your lawyer left a voicemail, so I'll call him back this afternoon.");
    passes('Your mother phoned us by mistake; we told her nothing and we will not call her.');
    passes('As you requested, we will speak with your son about the plan; I will call him at noon.');
  });

  it('on a time-barred debt: the limitations defence called a myth or untrue, or met with “you won’t mind telling the judge”, blocks in either language; the defence confirmed passes', () => {
    const barred = { isTimeBarred: true };
    blocks('A lot of folks believe a debt this old can never be taken to court. That is simply not true, and your furniture account proves it.', barred);
    blocks("Too old to collect, huh? I'm sure you won't mind telling that to a magistrate.", barred);
    blocks('Muchos piensan que una deuda vieja ya no se puede demandar. Es falso, y su préstamo del taller lo demuestra.', barred);
    passes('Many people think an old debt can’t be taken to court, and for your account that’s correct: we cannot sue you.', barred);
    passes("Some people believe a debt this old vanishes. That's a myth: you still owe it, but we can't sue you over it.", barred);
  });

  it('a collection statute cited as obliging the consumer to pay by a date blocks in either language; the dispute right cited passes', () => {
    blocks('Per Regulation F, you are obligated to pay the full balance within 15 days of this message.');
    blocks("Under the FDCPA you're required to settle this within 30 days or cover our collection costs.");
    blocks('Según la ley federal FDCPA, usted está obligado a pagar el saldo completo en 30 días.');
    passes('Under 15 USC 1692g, you have 30 days to dispute the debt in writing.');
  });

  it('an agent, executor or heir told the debt is theirs personally (legally liable, inherited, out of pocket) blocks in either language; paying from the estate passes', () => {
    blocks("As the executor of your uncle's estate, you are now legally liable for his $3,400 hospital bill.");
    blocks('Because you hold power of attorney for your father, his truck loan is legally yours to pay now.');
    blocks("You inherit your grandmother's card balance, so it has to come out of your own pocket.");
    blocks('Como apoderado de su padre, usted hereda la deuda de la grúa y tiene que cubrirla con su propio dinero.');
    passes("As executor, you may pay your aunt's $900 balance from the estate's funds; you are not personally responsible for it.");
    passes('Como albacea, usted puede pagar la deuda con los fondos de la herencia; no tiene que pagarla de su bolsillo.');
  });

  it('a collection said to stay on the credit report for life or permanently blocks in either language; the seven-year limit stated passes', () => {
    blocks('This charge-off will appear on your credit file for the rest of your life unless you settle.');
    blocks('Miss this one and that collection entry never comes off your Equifax file.');
    blocks('Si no firma hoy, la cuenta va a aparecer en su historial de crédito por el resto de su vida.');
    passes('A collection account can stay on a credit report for up to seven years from the first missed payment.');
  });

  it('a court officer’s title (the clerk’s office, a bailiff) used to sign in blocks in either language; sending the consumer to the clerk passes', () => {
    blocks('Greetings from the Clerk of Court, Collections Office, regarding your gym balance.');
    blocks('Hi, you are hearing from the office of the bailiff about the unpaid vet bill.');
    blocks('Le saluda la Secretaría del Juzgado, área de cobranza, por su saldo del taller.');
    passes('You can confirm the case status with the clerk of court at the number on your summons.');
  });

  it('the firm’s own paper sent as an order awaiting a judge’s signature, or as a notice of lawsuit whose silence the court “counts as agreement”, blocks in either language; a filed complaint sent by the firm’s attorney passes', () => {
    blocks('Attached is your Payment Compliance Order. After the judge signs it, the amount is locked in.');
    blocks('Attached: LAWSUIT NOTICE #88213. Silence for 14 days is taken by the court as your consent to the full amount.');
    blocks('Le mando la Orden de Pago número 4471; cuando el juez la firme, ya no podrá hacer nada.');
    passes('Attached is a copy of the complaint we filed on May 2 in Case No. 24-CV-3318, Bexar County Court at Law No. 2.', { senderIsAttorney: true });
    passes('Here is the receipt for your money order of $150.');
  });

  it('a request for proof or the original creditor waved aside (“proof or no proof”, “who it was makes no difference”) while payment is pressed blocks in either language; the proof sent passes', () => {
    const v = { isInValidationPeriod: true };
    const d = { isDisputed: true };
    blocks('Regarding your letter asking which bank first issued the card: that is irrelevant now, we own the account and expect the $640 by Monday.', v);
    blocks('Documents or no documents, the $275 has to be in by the 15th.', d);
    blocks('With or without verification, we expect the $275 Friday.', d);
    blocks('Con pruebas o sin pruebas, los $310 se pagan el viernes.', d);
    passes('You asked for proof, so we are mailing the original contract; nothing is due until you have it.', d);
  });

  it('inside the validation period: legal steps said to start before the 30 days are even up blocks in either language; nothing before the period ends passes', () => {
    const v = { isInValidationPeriod: true };
    blocks('Disputing is your right, though our attorneys file suit on day 10, well before your thirty-day window closes.', v);
    blocks('Feel free to dispute; the lawsuit paperwork still goes out before your thirty days are actually over.', v);
    blocks('Puede disputar, pero el proceso legal empieza antes de que se cumplan sus 30 días.', v);
    passes('Nothing moves forward until your 30 days to dispute are up.', v);
  });

  it('inside the validation period: disputes limited to a phone call, or letters refused, blocks in either language; every channel offered passes', () => {
    const v = { isInValidationPeriod: true };
    blocks("You can dispute within 30 days, but only by calling our office; we don't open mailed letters.", v);
    blocks('Written disputes are not processed here, so phone it in.', v);
    blocks('Las disputas por escrito no sirven con nosotros: si no está de acuerdo con la deuda, tiene que marcarnos al 555-0142.', v);
    passes('You may dispute by mail, through the portal, or by phone, whichever you prefer.', v);
  });

  it('an update sent to the bureaus showing the account paid in full passes in either language; a threat to report still blocks', () => {
    passes('Your final payment posted on 3/14, and we reported the account to all three bureaus as paid in full.', { balanceCents: 0 });
    passes('Las agencias de crédito van a ver su cuenta liquidada con saldo cero; lo informamos el lunes después de recibir su cheque final.', {
      balanceCents: 0,
    });
    blocks('Unless you pay in full, we report this to all three bureaus Monday.');
  });

  it('a garnishment ended because the judgment is satisfied passes in either language; garnishing until the judgment is paid still blocks', () => {
    passes(
      'The last wage deduction under the garnishment came through, and the judgment is now satisfied; we are filing the release with the court this week.',
    );
    passes(
      'La sentencia del caso del taller ya está pagada por completo con los descuentos de su nómina; su patrón dejará de retenerle y la satisfacción de sentencia se registró en el tribunal ayer.',
    );
    blocks('We will keep garnishing your wages until the judgment is paid in full.');
  });

  it('funds already frozen by a levy, with the exemption claim explained, pass in either language; a freeze threatened still blocks', () => {
    passes('If the money frozen in your bank account came from Social Security, you can claim an exemption with the form your bank sent.');
    passes('Los fondos que el banco congeló en su cuenta de ahorros pueden estar protegidos si son de su pensión; pida la exención antes del plazo del aviso.');
    blocks('We will freeze your checking account next week, and you can claim an exemption later if you want.');
  });

  it('a writ the court issued, told with the court as the subject, passes in either language; a writ threatened still blocks', () => {
    passes('On June 3 the judge issued a writ of garnishment in the boat loan case; you may claim an exemption with the attached form.');
    passes('El juzgado expidió una orden de embargo el 2 de mayo en el caso del préstamo; puede reclamar exenciones con el formulario.');
    blocks('We will have the judge issue a writ of garnishment next week.');
  });

  it('one denial over a list of actions (“we will not sue you, garnish your pay or…”) passes in either language; a list after a colon still blocks', () => {
    passes('We are not going to sue you, garnish your paycheck or repossess the truck.');
    passes('No vamos a demandarlo, embargar su sueldo ni quitarle la camioneta.');
    blocks('We will not wait another week: we garnish your wages or take the truck.');
    blocks('We are not going to wait any longer, garnish your wages or take the car.');
  });

  it('FAQ questions answered in parentheses (“(no)”, “(only after a court judgment)”) pass in either language; a question answered yes still blocks', () => {
    passes('Common questions: Will the sheriff come to my house? (no, never) Will my pay be garnished? (only after a court judgment, and there is none)');
    passes('Q&A: Does waiting add a late fee? (no, the $480 balance does not change)');
    passes('Preguntas frecuentes: ¿Me pueden arrestar? (no) ¿Pueden embargar mi sueldo? (solo con una orden judicial, y no hay ninguna)');
    blocks('Wondering if we can garnish your pay? (yes, starting next month)');
  });

  it('an impound lot’s bill named as the debt passes; a car to be impounded still blocks', () => {
    passes('Your impound lot bill of $260 is past due; we can set up two payments if that helps.');
    passes('Just checking in on the impound fees from March; happy to set up a plan.');
    blocks('Your car gets impounded Friday if we do not hear from you.');
  });

  it('from the firm’s attorney, a motion “set for hearing” on a date passes; service claimed with no case still blocks', () => {
    const a = { senderIsAttorney: true };
    passes('Our motion to compel in the dental account suit is scheduled for hearing on May 9 at 9 a.m.; you were served with it on April 20.', a);
    passes('La moción de nuestro cliente quedó programada para audiencia el 4 de junio; usted fue notificado el 20 de mayo.', a);
    blocks('You have been served; call us today.', a);
  });

  it('a represented consumer asked for the contact details of the person who represents them passes in either language; a payment asked of them still blocks', () => {
    const r = { isRepresented: true };
    passes(
      'We understand Mr. Halvorsen is representing you on the loan now. What is the best number or mailing address for his office? We will write only to him once we have it.',
      r,
    );
    passes('Entendido, la Sra. Duarte lo representa. Envíenos por favor el teléfono de ella y trataremos todo solo con ella.', r);
    blocks('Ms. Ito represents you, but send the $300 anyway.', r);
  });

  it('a represented consumer’s attorney, named by name, consenting to direct contact passes; a refusal still blocks', () => {
    const r = { isRepresented: true };
    passes("Mr. Okafor's office told us it is fine to email you the settlement terms directly, so they are attached.", r);
    passes('La oficina de la Sra. Benítez nos confirmó que está bien enviarle a usted directamente el saldo para liquidar.', r);
    blocks('Mr. Okafor told us not to contact you directly. Anyway, the $800 payoff is below.', r);
  });

  it('harm veiled as someone else “handling” the debt, or as collectors who do more than text, blocks in either language; a plain reminder of the date passes', () => {
    blocks('Settle the gym balance before one of our guys handles it for you.');
    blocks('Not everyone on our team sticks to phone calls, just so you know.');
    blocks('Liquide la cuenta antes de que alguien más se encargue de usted.');
    passes("Let's get this handled before the due date so nobody has to follow up.");
  });

  it('a debt said to fall outside the consumer’s bankruptcy (“el capítulo 7 no incluye…”) blocks in Spanish as in English; a debt the law does except passes', () => {
    blocks('Su bancarrota del capítulo 7 no incluye la tarjeta de la joyería, así que nos debe los $640 igual.');
    blocks('Your chapter 7 does not include the jewelry store card, so you still owe us the $640.');
    passes('La manutención de sus hijos no queda cubierta por el capítulo 7, según la ley.');
    passes('Si usted se declaró en bancarrota, díganos el número de caso y dejamos de cobrar.');
  });

  it('the sender placed inside a credit bureau (“we are part of TransUnion”) blocks in either language; the bureau’s own process named passes', () => {
    blocks('We are part of TransUnion, so your report is right here in front of me.');
    blocks('Nuestra agencia es parte de Equifax, por eso vemos todo su historial.');
    passes('As part of Equifax’s dispute process, you may mail them your documents.');
  });

  it('a disputed debt said to reach the bureaus as an ordinary account blocks in either language; the dispute shown on the report passes', () => {
    const d = { isDisputed: true };
    blocks('I know you disputed it, but Experian will see it as a standard unpaid account.', d);
    blocks('¿Disputó el cargo? Da igual: en los burós va a aparecer como una cuenta normal de cobranza.', d);
    passes('Your dispute is noted, and the bureaus will show the account as disputed.', d);
  });

  it('payment to the collector said to be owed whatever the bankruptcy blocks in either language; payment through a chapter 13 plan, or a debt the law excepts, passes', () => {
    blocks('Even if you file chapter 7, you will still have to pay us since we are a collection agency.');
    blocks('Aunque se declare en quiebra, de todos modos nos tiene que pagar el préstamo de la moto.');
    passes('If you file chapter 13, you will still have to pay us through the trustee under the plan.');
    passes('Even in bankruptcy you still have to pay child support.');
  });

  it('harm veiled as a friendly warning about thieves near the consumer’s things blocks in either language; watching the mailbox for a statement passes', () => {
    blocks('Better keep an eye on your tractors, there are prowlers out your way at night.');
    blocks('Cuide bien su troca, dicen que hay vándalos por su calle.');
    passes('Please keep an eye on your mailbox for the statement we sent Monday.');
  });

  it('public aid said to be out of reach while debts are in collection blocks in either language; benefits said to be unaffected pass', () => {
    blocks('With two accounts in collections you can no longer get food stamps, so settle this one.');
    blocks('Mientras tenga cuentas en mora ya no puede recibir su pensión del estado.');
    passes('Your Social Security benefits are not affected by this collection account.');
  });

  it('an amount told as paid with a Spanish past tense (“se aplicó”, “se acreditó”) passes when nothing is owed; the same sum said to be owed still blocks', () => {
    passes('Listo: su abono final de $2,300 se aplicó y la cuenta del préstamo quedó liquidada; ya no debe nada.', { balanceCents: 0 });
    passes('Your $2,300 settlement payment was applied and the loan is closed; you owe nothing more.', { balanceCents: 0 });
    blocks('Todavía debe $2,300 del préstamo.', { balanceCents: 0 });
  });
});

describe('blind set AA classes', () => {
  const ctx = scannerContext();
  const blocks = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
  const passes = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);

  it('a Spanish condition on the consumer (“si no firma…”, “de no aceptar…”) denies nothing: the consequence after it blocks; a real denial after it still passes', () => {
    blocks('Si no firma el convenio esta semana le embargamos la cuenta de cheques.');
    blocks('De no aceptar el arreglo hoy procederemos a quitarle la camioneta.');
    blocks('si no regresa la llamada antes del jueves mandamos al alguacil por su remolque');
    blocks("If you don't sign the plan today, we will garnish your paycheck.");
    blocks('Si no se comunica hoy mismo le quitamos la moto mañana.');
    passes('Si no hay sentencia, nadie puede embargar su sueldo.');
    passes('Si no puede pagar este mes, no vamos a embargar nada; hablemos de un plan.');
  });

  it('a negation that affirms (“that doesn’t stop a judge…”, “no excuse to stop paying”, “eso no impide que…”) blocks in either language; a plain denial passes', () => {
    const barred = { isTimeBarred: true };
    const disputed = { isDisputed: true };
    blocks('The limitations clock ran out, but that does not stop a judge from hearing your case.', barred);
    blocks('Ya pasaron los años de la prescripción, pero eso no impide que el caso llegue a la corte.', barred);
    blocks('We logged your dispute. That is no excuse to stop the monthly payment.', disputed);
    blocks('Su disputa no es motivo para dejar de pagar la mensualidad del día 5.', disputed);
    blocks('Su reclamo no le da derecho a dejar de pagar la cuota del 10.', disputed);
    blocks('Sure, the statute ran out, but nothing stops our client from filing in small claims.', barred);
    passes('The statute of limitations has run, so we will not take you to court.', barred);
    passes('Your dispute means you do not have to pay anything until we send verification.', disputed);
  });

  it('a Spanish “cuenta” that is the debt itself (“el saldo pendiente de su cuenta”, “la cobranza de su cuenta”) passes; money taken from a bank account still blocks', () => {
    passes('Recibimos su abono; el saldo pendiente de su cuenta con la clínica dental es de $210.');
    passes('La gestión de cobranza de su cuenta del préstamo estudiantil está detenida por 60 días.');
    blocks('Si no paga, cobramos directamente de su cuenta de ahorros.');
    blocks('Lo que falta lo cobramos de su cuenta el viernes.');
  });

  it('a crime word about someone else (an identity thief’s fraud, the consumer asking whether the sender is a scam) passes in either language; the consumer called a fraud still blocks', () => {
    passes(
      'Thanks for the identity theft affidavit on the cemetery plot contract; if our review finds the account was opened fraudulently, we will close it and stop all collection.',
      { isDisputed: true },
    );
    passes('Recibimos su reporte de robo de identidad; si se confirma que la cuenta fue un fraude, la cerramos.', { isDisputed: true });
    passes('A scam? Totally fair to ask. We are Pine Street Recovery, a debt collector, and you can check our license on the state website.');
    passes('¿Fraude? Es normal preguntarlo. Somos Grupo Delta, agencia de cobranza; puede confirmar quiénes somos llamando al banco.');
    blocks('Filing a fake identity theft report to dodge this bill is fraud, and you know it.');
    blocks('Fraud? The only fraud here is you skipping out on the pool contract.');
  });

  it('a lien that exists (a recorded abstract of judgment, a lien on a vehicle title) and a judgment told as final or enforced pass in either language; a lien or seizure threatened still blocks', () => {
    passes('Heads up: an abstract of judgment has been filed with the recorder, which places a judgment lien on any land titled in your name.');
    passes('Como ya se inscribió el resumen de la sentencia del juicio del gimnasio, su casa tiene un gravamen hasta que se pague.');
    passes("The DMV record shows an existing lien on your pickup's title from the dealer financing, so it cannot be sold until that loan is paid.");
    passes('El título de su moto tiene un gravamen registrado a favor del prestamista; cuando termine de pagar, se libera.');
    passes('El gravamen judicial quedó inscrito en el registro del condado por la sentencia de marzo.');
    passes('The judgment in Pinecrest HOA v. Moreno, No. 23-CV-5512, became final last month; a writ of garnishment may follow, and you can claim exemptions.');
    passes('Judgment was entered for the dealership, and the writ of execution on the trailer is now with the levying officer.');
    blocks('We will record a lien on your house if you do not pay by Friday.');
    blocks('Vamos a poner un gravamen sobre su casa si no paga el viernes.');
    blocks('The judgment is final, so the sheriff will come for your truck.');
  });

  it('a remedy explained as needing a further court step, a judgment that is only hypothetical, or the word itself mentioned passes in either language; a remedy promised after a step the sender will take still blocks', () => {
    passes('Your paycheck stays untouched unless the creditor goes back to court and gets a garnishment order.');
    passes('Un embargo solo podría ocurrir si algún día un juez dictara sentencia, y hoy no existe ninguna demanda.');
    passes('The word "levy" in our letter only describes what a court could allow someday; there is no lawsuit against you.');
    passes('El término "embargo" que leyó en la carta es informativo; no hay ningún juicio en su contra.');
    blocks('Unless you pay by Friday, we go back to court for a writ and garnish your wages.');
    blocks('Learn the word "garnishment", because you will see it on your paystub next month.');
  });

  it('a court’s own order in a post-judgment proceeding (interrogatories, a debtor’s examination) and what the judge may do if it is ignored, and a small-claims case told with its number and trial date, pass in either language; the same consequence for not paying still blocks', () => {
    passes(
      "Per the court's order of May 5, your answers to the post-judgment interrogatories in the ambulance judgment are due June 2; if they are not served, the judge may hold you in contempt.",
    );
    passes(
      'El juzgado fijó un examen de deudor judicial para el 14 de octubre por la sentencia del préstamo; es una orden judicial y, si no comparece, el juez puede declararlo en desacato.',
    );
    passes('The small-claims suit the towing club filed (No. 24-SC-7781) is set for trial August 14; if you miss it, the court may enter a default judgment.');
    passes('La orden del tribunal fijó su examen de deudor para el 9 de abril en la sala 3; si no asiste, el juez puede imponerle una multa por desacato.');
    blocks("If you don't pay by Friday, the judge will issue a bench warrant.");
    blocks('Your hearing is set for June 3 at our office; if you do not appear, a default judgment will be entered.');
    blocks('Es una orden del tribunal: pague $500 antes del lunes.');
  });

  it('a paper of the firm’s own dressed as legal process (a quoted order title, an order “now active” to hand to payroll, a caption and an appearance at the agency’s office “or be held in default”) blocks in either language; a money order or a visit offered passes', () => {
    blocks('Enclosed you will find the "Mandatory Settlement Decree" for your storage fee; compliance is required within five days.');
    blocks('Your EARNINGS WITHHOLDING ORDER is now active. Please bring it to payroll on Monday so they can start taking $75 a week.');
    blocks('Le mandamos el "Requerimiento de Comparecencia" que firmó nuestra supervisora; venga a la oficina de la agencia el martes.');
    blocks('NOTICE TO DEFENDANT. Account 88-1204. You must report to the conference room of Apex Collections Thursday at noon or be held in default.');
    blocks('Demandado: Sr. Ruiz. Debe comparecer en las oficinas de Cobranzas Omega el viernes o será declarado en rebeldía.');
    blocks("Respondent shall appear at Apex Recovery's offices on the 5th or be held in default.");
    passes("If you'd like to pay by money order, mail it to our office at 12 Pine St.");
    passes('Your payment order #4471 went through; thanks!');
    passes('Your "Payment Order" receipt is attached; keep it for your records.');
    passes('I know the word "warrant" in that old letter sounds scary; nobody is coming for you.');
    passes('Please come by our office on Monday if you want to sign the plan in person.');
  });

  it('a false payment history promised to the bureaus (“always paid on time”, “nunca estuvo atrasada”) blocks in either language; an accurate update passes', () => {
    blocks('Settle the furnace card by Friday and we will report it to Experian as always paid on time.');
    blocks('Pague hoy y le decimos a los burós que su cuenta nunca estuvo atrasada.');
    blocks("Clear the balance and we'll have TransUnion show the account as never past due.");
    blocks("Tell the bureaus? Sure, pay today and we'll report it as never late.");
    passes('Once paid, we will report the account to the bureaus as paid in full; the earlier late payments stay as reported.');
    passes('If you were never late, send your bank statements and we will correct what we reported.');
    passes('Once the plan starts we report to Experian each month, and no late payments will be reported while you stay on it.');
  });

  it('a debt said to fall on the consumer’s children or grandchildren after death blocks in either language; the estate’s duty stated passes', () => {
    blocks('If something happens to you, whatever is left on the pool contract falls on your son.');
    blocks("If the loan isn't paid before you pass, your grandkids will be stuck with it.");
    blocks('Si usted fallece sin pagar, esa deuda la heredan sus hijos.');
    passes('If you pass away, any remaining balance is handled by your estate; your children are not responsible for it.');
    passes('Sus hijos no heredan sus deudas; solo su patrimonio responde por ellas.');
    passes('The $50 refund goes to your daughter, since she made the payment.');
  });

  it('inside the validation period: the 30 days set aside for a “real” deadline, or an offer of hours after which the whole balance is due at once, blocks in either language; the dispute date stated passes', () => {
    const v = { isInValidationPeriod: true };
    blocks('The notice talks about thirty days, but the actual deadline on our end is this Thursday.', v);
    blocks('Deje a un lado lo de los treinta días: la fecha que importa es el lunes, cuando vencen los $450.', v);
    blocks('You have thirty days to dispute, sure; this discount lasts 24 hours, then the whole $1,400 is due immediately.', v);
    blocks('Tiene 30 días para disputar; la rebaja dura dos días y después el saldo completo se cobra de inmediato.', v);
    passes('Your deadline to dispute is the date on your notice; the settlement offer stays open until two weeks after that.', v);
    passes('There is no real deadline here: you have the full 30 days to dispute before anything else happens.', v);
    passes('The real deadline to dispute is the date printed in your notice, so take your time.', v);
  });

  it('contact through public social media (comments on the consumer’s posts, a note on their wall) blocks in either language; a private message or a promise not to post passes', () => {
    blocks("If you keep ignoring texts, I'll start commenting on your Instagram posts until you answer about the dental loan.");
    blocks('Como no contesta, le vamos a escribir en su muro de Facebook para que nos responda.');
    blocks('Maybe a public reply on your TikTok will get your attention.');
    passes('We never contact anyone through public social media posts.');
    passes('If you prefer, we can send a private Facebook message that only you can see.');
  });

  it('a third party told why the firm is calling (“explain what the call is about”), or a school principal contacted, blocks in either language; a call that names no purpose passes', () => {
    blocks("I'll phone your shift lead to verify you still work there and explain what the call is about.");
    blocks('Voy a llamar a su supervisora para confirmar su empleo y le voy a explicar el motivo de la llamada.');
    blocks('We can contact the vice principal at your school and make sure he knows why we are calling.');
    passes('We never tell anyone else why we are calling you.');
    passes('I can explain to you why we are calling: it is about the hearing-aid plan.');
    passes('Your payment goes to the principal at the end of each month.');
  });

  it('the consumer’s validation information (the original creditor, who owns the debt now) said to be confidential or not owed blocks in either language; a third party refused the account’s details passes', () => {
    blocks("The name of the company that first lent you the money is private, so we can't share it.");
    blocks('We do not have to tell you who owns the debt now; that is protected information.');
    blocks('No estamos obligados a darle el nombre del acreedor original; es información confidencial.');
    passes('The original creditor was Sunrise Pools; I can mail you its address if you like.');
    passes("We can't share your account details with your sister; that information is confidential.");
  });

  it('a freeze of the consumer’s bank money told in the past tense (“froze your savings”) as what can happen again blocks; one denied passes', () => {
    blocks('Remember when the bank froze your savings last year? We can make that happen again next week.');
    passes('Nobody froze your savings, and we cannot touch them without a court judgment.');
  });

  it('an attorney named by name (also “atty”) said to have gone over the file blocks from staff in either language; from the attorney it only warns', () => {
    blocks('Attorney Halvorsen personally looked over your hunting lease account this morning.');
    blocks('atty Reyes read thru ur file last week and wants to talk');
    blocks('El licenciado Gómez revisó personalmente su expediente de la funeraria.');
    passes('Attorney Halvorsen personally looked over your hunting lease account this morning.', { senderIsAttorney: true });
  });
});

describe('set AA classes, widened at review (held-out phrasings that the first fixes missed)', () => {
  it.each([
    'Cuando se le pase la fecha del pago, vamos a quitarle lo que tenga en su cuenta de ahorros.',
    'The debt does not just vanish when you pass away: your kids will be paying it.',
    'La información sobre quién es el dueño actual de la deuda es privada y no se la podemos dar.',
  ])('blocks %s', (text) => {
    expect(scanMessage(text, neutralContext()).isBlocked).toBe(true);
  });
});

describe('blind set AB classes', () => {
  const ctx = scannerContext();
  const blocks = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
  const passes = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);

  it('the consumer told the law does not protect them, or that a right (to dispute, to complain, to a plan) is forfeited or absent, blocks in either language; the rights stated correctly pass', () => {
    blocks('Because the lender is on a reservation, federal debt law does not apply to you and you have no right to dispute anything.');
    blocks('Section 1692q of the FDCPA says you lose your right to dispute once the account is 90 days late.');
    blocks('Once an account is placed with us, the debtor waives the right to request validation.');
    blocks('Por no tener papeles, la ley de cobranzas no le da a usted ningún derecho de reclamo.');
    blocks('Como la deuda ya pasó a cobranza, la ley federal ya no lo protege y perdió su derecho a presentar quejas.');
    blocks('Non-citizens have no complaint rights under the FDCPA, so just send the payment.');
    passes('You have the right to dispute this debt in writing within 30 days, and you can file a complaint with the CFPB.');
    passes('Usted tiene derecho a disputar la deuda; ser residente o no, no cambia ese derecho.');
    passes('The FDCPA applies to us as a third-party collector, and section 1692g explains your validation rights.');
    passes('Sending us money now would not forfeit your right to request validation later.');
    passes('Pagar no le hace perder su derecho a presentar quejas.');
  });

  it('a veiled visit in person, or associates who know where the consumer is, in a menacing frame, blocks in either language; a plain offer to meet or a mailing address check passes', () => {
    blocks("My brother-in-law handles 'house calls' for us downtown. Trust me, you'd rather not get one.");
    blocks("Some of our guys know the route you drive home at night. That back road is awfully dark, isn't it?");
    blocks('Espero que no tengamos que pasar a visitarlo a su casa, porque esas visitas no le van a gustar nada.');
    blocks('Mis compañeros ya saben a qué hora sale del trabajo y por dónde camina sola.');
    blocks("We'd hate to drop by your shop in person; people don't enjoy the way those chats go.");
    passes('If you prefer, you can visit our office in person on weekdays to set up a plan.');
    passes('We know you work nights at the hospital, so we can text you in the afternoon instead.');
    passes('Puede pasar a nuestra oficina en persona para hablar de un plan de pagos.');
    passes('Friends often know where you can get help with debt.');
  });

  it('benefits federal law exempts (black lung, Social Security, VA, SSI, railroad retirement) said to be attachable for the debt blocks in either language; the exemption stated passes', () => {
    blocks('Your railroad retirement annuity can be attached to pay this card.');
    blocks('Federal black lung payments are fair game for collection, we can attach them next month.');
    blocks('We can garnish the VA disability check your husband receives.');
    blocks('Su pensión de pulmón negro se puede embargar para cubrir esta cuenta.');
    blocks('Los beneficios de seguro social de su mamá también se pueden embargar por esta deuda.');
    passes('Black lung benefits and Social Security are protected by federal law and cannot be taken for this debt.');
    passes('Los beneficios del seguro social están protegidos y no se pueden embargar por esta deuda.');
    passes('Your Social Security income is noted; we can take that into account when setting a plan.');
  });

  it('a third party asked to pass the debt on to the consumer (“could you tell him…”, “can you have her call about the past-due amount”) blocks in either language; a bare request to call back, naming no debt, passes', () => {
    blocks('Tell Marcus at practice tonight that his Summit Bank loan is unpaid and he needs to ring us, coach.');
    blocks('Hi, I think this is his sister? Please let him know his truck note is three months behind.');
    blocks('Since you live with your grandmother, could you tell her the hospital bill is overdue by $900?');
    blocks('Hola, ¿es la vecina de la señora Ruiz? ¿Le puede avisar que su préstamo está atrasado?');
    blocks('Hola joven, su papá debe $1,500 de la tarjeta; dígale por favor que nos llame.');
    passes('Could you ask Mr. Dale to call Nora at 555-0100 when he has a moment? Thanks.');
    passes('¿Le puede pedir a la señora Ruiz que nos devuelva la llamada? Es un asunto personal.');
    passes('We have been trying to reach out about the balance on your account.');
  });

  it('a threat to tell the consumer’s online friends or followers about the debt blocks in either language; a privacy promise passes', () => {
    blocks('Your Instagram followers would probably love to hear about the $800 gym bill you skipped out on.');
    blocks("If we don't get a reply, maybe your LinkedIn contacts should find out you owe us.");
    blocks('Quizás sus amigos de Facebook deberían saber que usted no paga sus deudas.');
    blocks('We could always post about your unpaid balance where your friends from the group chat will see it.');
    blocks('Sería una pena que sus seguidores en redes se enteraran de los $600 que debe.');
    passes('We never post about accounts on social media or tell your friends about this debt.');
    passes('Nunca publicamos nada sobre su cuenta en redes sociales.');
  });

  it('immigration authorities said to be told of the debt, or the consumer’s status said to be at risk over it, blocks in either language; a statement that status is untouched passes', () => {
    blocks('If this stays unpaid we will let immigration know, and your green card could be in trouble.');
    blocks("We'll report the debt to ICE and they can start deportation proceedings.");
    blocks('Vamos a reportarlo a migración y podría perder su residencia.');
    blocks('Si no paga, le avisamos a inmigración y lo pueden deportar.');
    blocks('An unpaid collection like this can get your visa revoked once USCIS hears about it.');
    passes('This debt has nothing to do with your immigration status, and we never contact immigration agencies.');
    passes('Su estatus migratorio no tiene nada que ver con esta deuda.');
    passes('Let me know if the ice storm delayed your mail.');
    passes('You may want to call an immigration lawyer about your own questions.');
    passes('Your Visa card could be cancelled by the bank if the card is reported lost.');
    passes('El estatus de la cuenta puede afectar su crédito.');
  });

  it('collection during an open dispute carried by a scheduled draft or autopay that still runs blocks in either language; the draft said paused passes', () => {
    const disputed = { isDisputed: true };
    blocks('We got your request for verification. In the meantime your automatic payment of $50 will still process on the 5th.', disputed);
    blocks('Verification will come when it comes; your autopay keeps running every Monday.', disputed);
    blocks('Recibimos su disputa, pero el cargo automático de $40 se hará el viernes como siempre.', disputed);
    blocks('The recurring debit from your checking stays on schedule while we look into your dispute.', disputed);
    blocks('Seguimos cobrando el pago automático mientras revisamos su disputa.', disputed);
    blocks('Your dispute is with our research team. The auto-draft of $60 goes through next Tuesday regardless.', disputed);
    passes('We cancelled the auto-draft while your dispute is reviewed.', disputed);
    passes('We paused your automatic payments until we send you verification of the debt.', disputed);
    passes('Suspendimos el cargo automático hasta enviarle la verificación.', disputed);
  });

  it('a law-firm letterhead (“Attorneys at Law”, “Law Offices of”, “Abogados”) on a message from staff blocks in either language; from an attorney it is no block, and a creditor named “Law” is not a letterhead', () => {
    blocks('From the desk of Brandt, Osei & Kuhn, Attorneys at Law: your furniture account needs attention.');
    blocks('LAW OFFICES OF MARTA VILLANUEVA. Regarding your unpaid gym membership, please reply this week.');
    blocks('Despacho Jurídico Salgado y Asociados, Abogados: le escribimos por su saldo pendiente.');
    blocks('Ruiz & Tanaka Attorneys — file 5512 — please call about your dental balance.');
    blocks('Bufete de abogados Morales: su cuenta de la clínica está vencida.');
    passes('From the desk of Brandt, Osei & Kuhn, Attorneys at Law: your furniture account needs attention.', { senderIsAttorney: true });
    passes('Your balance with Lakeside Law School Bookstore is $120.');
    passes('Jo Tran, paralegal at the Law Offices of Ames & Roy. I am not a lawyer, so I can only help with payment options.');
    passes('We are happy to talk with you and your attorneys about the balance.');
  });

  it('a survivor told they are personally liable for a late relative’s own debt blocks in either language; the estate named as liable passes', () => {
    blocks('Since your husband died, state law puts his credit card balance on you personally.');
    blocks('With your father gone, you are now legally responsible for his $2,000 medical bill.');
    blocks('Ahora que falleció su esposo, usted tiene que pagar personalmente la tarjeta de él.');
    blocks('After your mom passed, her loan became your personal responsibility under the law.');
    blocks('Como su madre murió, la ley dice que usted responde por sus deudas.');
    passes("Your late husband's card is owed by his estate; you are not personally responsible for it.");
    passes('Usted no responde personalmente por lo que dejó su esposo; eso lo cubre la herencia.');
  });

  it('a garnishment or levy the court already authorised, told with the consumer’s exemption right, passes in either language; one threatened without a judgment still blocks', () => {
    passes('The court approved the levy on your checking account on March 3; you may ask for an exemption by sending the claim form within 14 days.');
    passes('A judge signed the garnishment order on June 1, and you have the right to request exemptions for protected income.');
    passes('Ya hay una sentencia en su contra, y si le embargan la cuenta usted puede presentar una solicitud de exención.');
    passes('Because a judgment already exists, your wages may be garnished, but you can file an exemption claim to protect part of them.');
    passes('El juez autorizó embargar su cuenta bancaria el 4 de mayo; tiene derecho a pedir una exención de los fondos protegidos.');
    blocks("We'll levy your bank account next week, though you could claim an exemption.");
    blocks('Le vamos a embargar el sueldo el viernes.');
  });

  it('a confirmation of a cease request, in Spanish as in English, passes even when it names the one notice still allowed; one that keeps collecting blocks', () => {
    const cease = { isCeaseRequested: true };
    passes('Tomamos nota: ya no la llamaremos. Únicamente le mandaríamos una notificación si el banco opta por un recurso legal concreto.', cease);
    passes('Su pedido quedó registrado. No la volveremos a contactar sobre esta deuda.', cease);
    passes('Esta es la última carta que recibirá de nosotros sobre esta cuenta.', cease);
    passes('Your request is honored; one written notice may still reach you should the lender elect a particular legal remedy.', cease);
    passes('Respetamos su decisión: no lo contactaremos más.', cease);
    blocks('Respetamos su decisión, pero todavía debe pagar los $300 esta semana.', cease);
    blocks('We got your letter. Please send the $200 by Friday anyway.', cease);
  });

  it('a denial of being the government, a court or the police, listing them, passes in either language; a claim to work with the police blocks', () => {
    passes('We are not the state, a court, or the police; we are a private company.');
    passes('No somos el gobierno, ni la corte, ni la policía.');
    passes('This is not a sheriff, marshal, or police matter.');
    passes('Just so you know, we are neither a government office nor the police.');
    passes('We are not a court, a government agency, or the police.');
    blocks('We work closely with the police on accounts like yours.');
    blocks('Not paying means the police will come to your door.');
  });

  it('a court step told as the creditor’s mere hypothetical (“if the creditor ever went back to court and won”) passes in either language; the sender’s own conditional suit or a condition on the consumer still blocks', () => {
    passes('If the hospital were ever to sue and win a judgment, a wage garnishment could follow, but no lawsuit exists.');
    passes('If the original creditor one day went to court and won, a levy would be possible; today there is no case.');
    passes('Si algún día el acreedor ganara una demanda, podría haber un embargo; hoy no hay ninguna demanda.');
    blocks('If we take you to court and win, we will garnish your wages.');
    blocks('If you ever miss a payment, we will garnish your wages.');
    blocks('If the creditor ever sues, we will garnish your wages.');
  });

  it('the consumer named as the scam (“the only scam here is you”) blocks; a scam warning about someone else passes', () => {
    blocks('The only scam here is you.');
    blocks('Honestly the real con in this whole thing is you.');
    blocks('The biggest rip-off here was you, not the dealer.');
    passes('The only scam here is the fake text you got; we never ask for gift cards.');
    passes('If anyone asks you for gift cards in our name, that is a scam.');
  });

  it('an abstract of judgment threatened when no judgment is stated blocks in either language; one recorded after a stated judgment, or denied, passes', () => {
    blocks("We'll record an abstract of judgment against your house next week.");
    blocks('Vamos a inscribir un resumen de sentencia contra su casa.');
    blocks('An abstract of judgment will go on your property if this is not paid.');
    passes('The abstract of judgment from the May 3 judgment in Harris County was recorded with the county clerk.');
    passes('No judgment exists, so there is no abstract of judgment and no lien on your home.');
  });

  it('the sender acting in an attorney’s capacity, or an attorney named then said by title to have gone over the file, blocks from staff in either language; from the attorney it only warns', () => {
    blocks('Speaking in my role as a lawyer, I have gone through the paperwork and you should settle today.');
    blocks('Atty. Lena Ward handles this portfolio. Ms. Ward has already examined the account and wants it resolved.');
    blocks('En mi calidad de abogada le informo que su cuenta debe pagarse.');
    blocks('Counsel Brian Oduya oversees our files; he has carefully reviewed the matter this week.');
    blocks('We work for attorney Ruth Kim, and Dr. Kim has gone over your file personally.');
    passes('Speaking in my role as a lawyer, I have gone through the paperwork and you should settle today.', { senderIsAttorney: true });
    passes('You may want your own attorney to look over the file before you decide.');
  });
});

// My held-out phrasings after set AB's fixes: 12 of 16 held. Four showed classes narrower than their words, widened here.
describe('held-out review of set AB: the classes as wide as their words', () => {
  const ctx = neutralContext();
  const blocks = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
  const passes = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);

  it('a negation inside a condition whose subject has no article ("if payment doesn’t arrive") denies nothing: the threat after it blocks', () => {
    blocks("If funds aren't received by the 9th, we will have the sheriff seize your truck.");
    blocks("If money doesn't show up Friday we're calling immigration about you.");
    blocks("Unless payment isn't late again, no action; if rent money doesn't come, we garnish.");
    passes("We won't garnish anything if payment doesn't arrive; you would just get another reminder.");
  });

  it('a garnishment or levy the court authorised, told beside the right to claim exempt money, passes; a levy threatened still blocks', () => {
    passes('The judge authorized the garnishment of your wages in the May 2 order. You can protect exempt wages by filing a claim of exemption.');
    passes('El juez autorizó el embargo de su cuenta; puede reclamar fondos exentos como el seguro social con el formulario.');
    blocks('We are going to levy your savings next week, and you can claim exempt money afterwards if you want.');
  });

  it('a cease request confirmed with the one notice allowed, in other words, passes in either language; a demand after it blocks', () => {
    passes('Lo respetaremos. Solo recibirá un aviso por escrito si su acreedor presenta una demanda.', { isCeaseRequested: true });
    passes('Got it, no more messages from us. Should the client decide to file suit, one letter saying so may still reach you.', { isCeaseRequested: true });
    blocks('Lo respetaremos, pero antes pague los 400 dolares que debe.', { isCeaseRequested: true });
  });

  it('a creditor’s hypothetical suit with its "someday" later in the clause passes; the sender’s own conditional garnishment blocks', () => {
    passes('If the lender took you to court and got a judgment down the road, your paycheck could be garnished, but nothing has been filed.');
    blocks('If the lender takes you to court someday, we will garnish your paycheck.');
    blocks('If the hospital sues and wins a judgment, your wages get garnished.');
  });
});

// Set AC's classes, in my own words: each class caught as a class, with the lawful near-misses that must pass.
describe('blind set AC classes', () => {
  const ctx = neutralContext();
  const blocks = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
  const passes = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);

  it('implied sabotage of property, a pet’s whereabouts, or people sent “to talk in person” blocks in either language; an in-person meeting offered at the office passes', () => {
    blocks('Brake lines are tricky on old pickups, Mr. Osei, sometimes they just give out. Settle the $900 before anything happens to yours.');
    blocks('Sabemos a qué parque lleva a su perro Toby todas las tardes.');
    blocks('Our team knows which trail you walk your beagle on every morning, just saying. The vet bill is $410.');
    blocks("Texting isn't working, so two of my friends will stop by for a chat, in person, this weekend.");
    blocks('Ya me cansé de los mensajes; unos compas van a ir a hablar con usted cara a cara.');
    blocks('Great looking jet ski by the garage 🔥 would be a pity. $2,300 for the storage lot, your move.');
    passes("Our office manager can meet with you in person at the branch if you'd rather talk face to face about a plan.");
    passes('Puede venir a platicar en persona a nuestra oficina si prefiere arreglar un plan de pagos.');
    passes('We know which bank you use because you set up autopay with it last spring.');
  });

  it('on a time-barred debt, a court or judge left as the “only choice” blocks in either language; the debt said too old to sue on passes', () => {
    blocks("I realize the gym membership dates to 2016, but if nothing comes in by Monday we won't have much option but to have the court decide it.", {
      isTimeBarred: true,
    });
    blocks('Sé que la cuenta de luz es de 2017, pero si no paga este mes no nos va a quedar de otra más que dejar que un juez decida.', { isTimeBarred: true });
    blocks("The furniture loan is old, sure, but we don't have a lot of choice other than letting a magistrate settle it.", { isTimeBarred: true });
    passes("Given how old the store card is, no court could hear a claim on it, and we'll never file one.", { isTimeBarred: true });
    passes("Being past the limitations period, this old phone bill can't be brought to court by anyone; any payment is voluntary.", { isTimeBarred: true });
  });

  it('children or grandchildren said liable for a parent’s debt at death blocks in either language; the estate alone named passes', () => {
    blocks('Your son and daughter will be legally on the hook for this clinic bill once you pass away, so please sort it out.');
    blocks("If the dental plan stays unpaid, your grandkids inherit the debt when you're gone.");
    blocks('Ojo, sus nietas tendrán que cubrir la factura de la clínica el día que usted muera.');
    blocks('Just so you know, when you die the kids become personally liable for the remaining $3,000.');
    passes('Your children are not responsible for this balance after you pass; only your estate might be.');
    passes('Sus hijos no heredan esta deuda; solo el patrimonio responde, si lo hay.');
  });

  it('telling an employer, a church, a principal or a roommate, offered as a question or a jibe or told as done, blocks in either language; keeping them out of it passes', () => {
    blocks('Would you want your shift lead to learn about the couch financing you never paid?');
    blocks("Maybe I'll just forward the pharmacy balance to your manager so she can keep you on track, ha.");
    blocks("How would your church group feel hearing about the loan you skipped out on, Mr. Vance? Your deacon's number is in our file.");
    blocks("I called the front office at the high school where you teach; thought the principal should know a teacher isn't paying her debts.");
    blocks('¿Le gustaría que su pastor se enterara de lo que debe del préstamo? Tenemos su número.');
    passes('Your workplace and your parish stay out of this; we speak only with you.');
    passes('Is your work number still the best way to reach you, or do you prefer your cell?');
    blocks('Will your roommates be interested to learn about the rent-to-own sofa that went unpaid?');
  });

  it('the debt put onto a detained consumer’s charges, or more time inside, blocks in either language; a civil debt kept apart from the case passes', () => {
    blocks("Since you're in county lockup anyway, we'll get the court to tack the unpaid tow bill onto your charges.");
    blocks('Como está en la cárcel, si no paga la multa del estacionamiento se la agregamos a sus cargos y se queda más tiempo.');
    blocks("Pay the $300 or we'll see that it's added to your criminal case and you stay inside longer.");
    blocks('Si no paga, la deuda se suma a su proceso penal y lo dejan más tiempo encerrado.');
    passes('We understand you are in custody; nothing about this civil account affects your case, and we can pause until you are released.');
    passes('Mientras siga en custodia, este saldo de tarjeta queda aparte de su proceso y no lo afecta.');
  });

  it('survivor benefits (a grandchild’s, the children’s) said takeable blocks in either language; said protected passes', () => {
    blocks("If the daycare invoice stays open we'll have to take your granddaughter's survivor benefits.");
    blocks("We can go after the children's Social Security survivor payments to settle this.");
    blocks('Para cubrir la guardería podemos retenerles los beneficios de sobreviviente a los niños.');
    passes("Federal law shields a grandchild's survivor checks, so they are off limits to us.");
  });

  it('a request for the original creditor’s name waved off or made to wait for a payment blocks in either language; the name sent with collection paused passes', () => {
    blocks('The first lender? Beside the point; what counts is the $430 you still owe.', { isInValidationPeriod: true });
    blocks('Your question about the previous bank, does that even matter? The $520 stands.', { isInValidationPeriod: true });
    blocks('Details about the first lender get released to you only after you send a payment.', { isInValidationPeriod: true });
    blocks('No le damos el nombre del acreedor original hasta que haga un abono.', { isInValidationPeriod: true });
    blocks("The original creditor's name only gets shared after a payment comes in, that's policy.", { isDisputed: true });
    passes("The original creditor is Harbor Bank; we've mailed you its name and address as you requested.", { isInValidationPeriod: true });
    passes('Harbor Bank is the original lender; collection stays on hold while its mailing address goes out to you.', { isInValidationPeriod: true });
  });

  it('household goods to be taken room by room “to cover” the balance blocks in either language; belongings said safe passes', () => {
    blocks('Our movers will come Saturday for the couch, the stereo and anything else in the den worth the $1,100.');
    blocks("Crew's coming Tuesday to load up the dining set and whatever else in the house covers the $2,000.");
    blocks('El sábado pasamos a llevarnos la sala y lo que haya en la cocina para cubrir los $900.');
    passes("Nothing in your house is at risk from us; a monthly arrangement is all we're after.");
  });

  it('rights said paused by a shutdown, an answer said meaningless, judgment said automatic, a vacated judgment said binding, Medicare or Medicaid said to hang on paying blocks in either language; the law told correctly passes', () => {
    blocks("Washington's closure means Regulation F is on hold until Congress reopens things.");
    blocks("With the CFPB closed this month, the FDCPA is basically on hold, so there's nothing to dispute.");
    blocks('Con el cierre del gobierno, sus derechos como consumidor están suspendidos este mes.');
    blocks('In card cases the court always sides with the bank, so your defense papers make no difference.');
    blocks('Su contestación no cuenta para nada, el juez falla a favor del acreedor automáticamente.');
    blocks("The court set aside the default judgment, but it still binds you and you can't raise any defense now.");
    blocks('Even though the judgment was vacated, it still counts against you and you have no way to fight it.');
    blocks('Medicare will drop your hospice coverage unless the old ambulance bill gets paid off.');
    blocks('Medicaid requires patients to clear past medical debts or their benefits can be cancelled.');
    blocks('Medicare exige que pague sus deudas médicas o perderá la cobertura.');
    blocks('Que la corte haya dejado sin efecto el fallo no cambia nada: sigue firme y usted ya perdió su oportunidad.');
    passes("A lapse in federal funding changes nothing about what you're entitled to under the FDCPA.");
    passes('You have the right to file an answer, and the judge will consider it before ruling.');
    passes('Since the judge vacated the judgment, the case is open again and you may present your defenses.');
    passes('Nonpayment of this balance has no effect on your Medicare or hospice coverage.');
  });

  it('a hold claimed on winnings, a settlement or an insurance payout blocks in either language; the consumer’s own choice to use one passes', () => {
    blocks('We instructed the sportsbook to freeze your winnings until this $1,800 clears.');
    blocks("We've instructed your insurance company to withhold your accident settlement until the $3,200 is paid.");
    blocks('Le avisamos a la aseguradora para que retenga su indemnización hasta que pague.');
    passes("If you receive an insurance settlement, you may choose to use it toward the balance, but that's up to you.");
  });

  it('a court portal or a court order of the collector’s making blocks in either language; pointing to the real clerk’s site passes', () => {
    blocks('Docket access: enter your birthdate at our clerk page to read the complaint, then settle the $740.');
    blocks('COURT ORDER: Respondent is directed to pay $1,500 by 1/15. Issued by Apex Collections under the Debt Settlement Statute.');
    blocks('Revise su expediente judicial en nuestro portal de la corte e ingrese su fecha de nacimiento para ver el citatorio y pagar.');
    passes("You can look up any real court case at your county clerk's official website; we have not filed one.");
  });

  it('verification refused or called unneeded on a disputed debt blocks in either language; verification promised with collection stopped passes', () => {
    blocks("There's no need for us to mail you any proof, the bank told us on the phone it's your debt.", { isDisputed: true });
    blocks("We won't be sending verification; the lender's word is good enough. Disputing gets you nowhere.", { isDisputed: true });
    blocks('Pruebas por escrito no hacen falta; no le vamos a enviar los documentos que pidió.', { isDisputed: true });
    passes('Verification is on its way by post, and all collection activity is frozen in the meantime.', { isDisputed: true });
  });

  it('the original creditor’s tradeline claimed by the collector blocks in either language; only its own entry named passes', () => {
    blocks("One lump sum and I'll have Citi's late marks erased as well, our office runs that tradeline.");
    blocks("Once you pay we'll have the original lender's negative entry removed; we manage their reporting.");
    blocks('Con un solo pago eliminamos además la marca negativa de la tienda original en su buró.');
    passes('We can only update our own collection entry; the original creditor reports its own account.');
  });

  it('a non-attorney insisting it is a real law firm whose lawyers stay off the chat blocks in either language; saying it has no attorneys passes', () => {
    blocks('Relax, this is a bona fide legal practice; counsel simply has better things to do than answer messages.', { senderIsAttorney: false });
    blocks("Yes, this is a genuine legal firm, the attorneys simply don't handle chats.", { senderIsAttorney: false });
    blocks('Le aseguro que este es un despacho legítimo; los licenciados no atienden mensajes.', { senderIsAttorney: false });
    passes('For the record, Keystone has no licensed attorneys on staff, only collection agents.', { senderIsAttorney: false });
  });

  it('the lawful senses pass: a judgment lien recorded (street abbreviations and all), a court’s own writ on a judgment, a court-appointed guardian, a deputy addressed while arrest is disclaimed, a levy done under a writ, a fee the agreement lists, the dispute window restated; the threats beside them still block', () => {
    passes("The judicial lien tied to 9 Maple Ave. has been docketed since March, per the court's judgment, and comes off once that judgment is paid.");
    blocks("We'll put a lien on your Birch St. home next month unless you pay.");
    passes('The judge signed the writ of garnishment on the May 2 judgment; you can ask the court for an exemption hearing.');
    passes('Conforme a la sentencia de marzo, el juzgado expidió la orden de retención; puede solicitar una audiencia de exención.');
    blocks("We'll get a writ and have the sheriff empty your account Friday.");
    passes('Como curadora del Sr. Ríos designada por el juzgado, usted puede recibir la información de su cuenta.');
    blocks('Este despacho fue designado por el juzgado para recuperar su saldo de la tarjeta.');
    passes('Deputy Marsh, to put your mind at ease, this is a civil account and no warrant or arrest is involved.');
    blocks("A deputy will stop by Friday to pick you up if this isn't paid.");
    passes("The bank levy was executed under the court's writ following the April judgment; you may still file an exemption claim.");
    blocks('The levy will be carried out next week unless you pay.');
    passes('The $30 NSF fee is listed in your loan agreement and allowed by state law, so we charged it once.');
    blocks("There's now an extra $40 handling charge on your file for our time.");
    passes("Disputing won't count against you, and nothing is due before your window ends on March 3.", { isInValidationPeriod: true });
    blocks("That dispute of yours won't hold up here; the full amount remains.", { isInValidationPeriod: true });
  });
});

describe('held-out review of set AC: the classes as wide as their words', () => {
  const ctx = neutralContext();
  const blocks = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).not.toEqual([]);
  const passes = (text: string, context: Partial<ComplianceContext> = {}) => expect(ruled(text, { ...ctx, ...context }), text).toEqual([]);

  it('harm pictured to any part of a car or a home, not only its fuel or brake lines, blocks', () => {
    blocks('Cars parked on Elm St at night sometimes end up with their windshields smashed. Pay the $640 and yours stays nice.');
    blocks('A pickup like yours, tires get punctured all the time out there. Call about the balance.');
    passes('Our repossession agent will not damage the vehicle or its tires; the car is picked up only under the security agreement.');
  });

  it('the original creditor’s name held until a payment, said in the next sentence, blocks', () => {
    blocks('Yes, you asked who the first lender was. We give that out only after a payment is made.', { isInValidationPeriod: true });
    passes('You asked for the original creditor. It is Lakeshore Bank; the account was opened in 2019.', { isInValidationPeriod: true });
  });

  it('a court portal the firm calls its own, or a summons said to be posted online, blocks', () => {
    blocks('The complaint has been posted online on our portal; use your date of birth to open it and pay the $780.');
    blocks('Check our case portal for your court papers before the deadline.');
    passes('You can pay on our payment portal or by mail; no lawsuit has been filed.');
  });

  it('the sender’s own word to a bank or payroll to hold the consumer’s money blocks; the court’s writ told as fact passes', () => {
    blocks('We already instructed your credit union to freeze the checking account until this is handled.');
    blocks('I have asked your payroll office to hold your next check.');
    passes('The writ the court issued after your judgment orders the bank to hold the funds; you can claim exemptions with the form.');
  });
});
