import { describe, expect, it } from 'vitest';
import type { EditDocumentRequest } from '../interface.js';
import { citationsFor } from './citations.js';
import { editDocumentBuiltin } from './document-edits.js';

const answerContext = {
  kind: 'answer' as const,
  state: 'TX',
  defenseParagraphs: {
    statute_of_limitations: 'Statute of limitations. The claim is barred by the 4-year statute of limitations of Tex. Civ. Prac. & Rem. Code § 16.004.',
    lack_of_standing: 'Lack of standing. Midland Funding is not the original creditor and has not shown a complete chain of assignment.',
  },
};
const letterContext = { kind: 'letter' as const, state: null, defenseParagraphs: {} };

function edit(content: string, over: Partial<EditDocumentRequest>) {
  return editDocumentBuiltin({ content, isSelection: false, optionId: 'legal_formality', sliderValue: 5, request: '', context: letterContext, ...over });
}

describe('citation choice', () => {
  it.each([
    ['I dispute this debt and ask that you verify it.', '15 U.S.C. § 1692g'],
    ['I dispute this debt.', '15 U.S.C. § 1692g'],
    ['Please send me validation of this debt.', '15 U.S.C. § 1692g'],
    ['Do not call me at work.', '15 U.S.C. § 1692c'],
    ['Stop contacting my family and my employer.', '15 U.S.C. § 1692c'],
    ['I want you to cease all communication.', '15 U.S.C. § 1692c'],
    ['Your collector harassed me with threats.', '15 U.S.C. § 1692d'],
    ['Your letter made a false statement about the amount.', '15 U.S.C. § 1692e'],
    ['The balance includes unauthorized fees.', '15 U.S.C. § 1692f'],
    ['I dispute this item on my Equifax credit report.', '15 U.S.C. § 1681i'],
    ['You are reporting the debt to my credit report incorrectly.', '15 U.S.C. § 1681s-2'],
  ])('%s → %s', (sentence, cite) => {
    expect(citationsFor(sentence, null)[0]).toBe(cite);
  });

  it('cites the state statute for the statute of limitations, and nothing without a state', () => {
    expect(citationsFor('This debt is past the statute of limitations.', 'AZ')).toEqual(['A.R.S. § 12-548(A)(2)']);
    expect(citationsFor('This debt is past the statute of limitations.', null)).toEqual([]);
  });

  it('a credit-report dispute is the FCRA, not an FDCPA dispute', () => {
    expect(citationsFor('I dispute this item on my credit report.', null)).toEqual(['15 U.S.C. § 1681s-2']);
  });

  it('density 10 cites the dispute sentence with § 1692g and the contact sentence with § 1692c, each in its sentence', () => {
    const html = '<p>I am responding to your contact about the debt. I dispute this debt. Do not call me at work.</p>';
    const out = edit(html, { optionId: 'citation_density', sliderValue: 10 }).content;
    expect(out).toBe(
      '<p>I am responding to your contact about the debt. I dispute this debt (15 U.S.C. § 1692g). Do not call me at work (15 U.S.C. § 1692c).</p>',
    );
  });

  it('does not cite a provision the passage already names, and takes added citations out again', () => {
    const html = '<p>Under the Fair Debt Collection Practices Act, 15 U.S.C. 1692g(b), I dispute this debt and request validation.</p>';
    expect(edit(html, { optionId: 'citation_density', sliderValue: 10 }).content).toBe(html);
    const cited = edit('<p>The debt is time-barred.</p>', { optionId: 'citation_density', sliderValue: 10, context: answerContext }).content;
    expect(cited).toBe('<p>The debt is time-barred (Tex. Civ. Prac. &amp; Rem. Code § 16.004).</p>'.replace('&amp;', '&'));
    expect(edit(cited, { optionId: 'citation_density', sliderValue: 1 }).content).toBe('<p>The debt is time-barred.</p>');
  });
});

describe('"Your request"', () => {
  it('shortens: wordy phrases and filler go, with the word counts', () => {
    const res = edit('<p>I am writing due to the fact that I really do not owe this. In order to resolve this, send proof.</p>', { request: 'shorten it' });
    expect(res.content).toBe('<p>I am writing because I do not owe this. To resolve this, send proof.</p>');
    expect(res.summary).toMatch(/shortened from 21 to 14 words/);
  });

  it('adds a named defense to an Answer under AFFIRMATIVE DEFENSES, in the Answer’s own words', () => {
    const answer = '<h2>AFFIRMATIVE DEFENSES</h2><ol><li><p>Lack of standing. Midland is not the original creditor.</p></li></ol><h2>REQUEST FOR RELIEF</h2>';
    const res = edit(answer, { request: 'Add a statute of limitations defense', context: answerContext });
    expect(res.content).toBe(
      '<h2>AFFIRMATIVE DEFENSES</h2><ol><li><p>Lack of standing. Midland is not the original creditor.</p></li><li><p>Statute of limitations. The claim is barred by the 4-year statute of limitations of Tex. Civ. Prac. &amp; Rem. Code § 16.004.</p></li></ol><h2>REQUEST FOR RELIEF</h2>',
    );
    expect(res.summary).toContain('defense added: statute of limitations');
    const reserve = '<h2>AFFIRMATIVE DEFENSES</h2><p>Defendant reserves the right to assert affirmative defenses.</p><h2>REQUEST FOR RELIEF</h2>';
    expect(edit(reserve, { request: 'add lack of standing as a defense', context: answerContext }).content).toContain(
      '<h2>AFFIRMATIVE DEFENSES</h2><ol><li><p>Lack of standing. Midland Funding',
    );
  });

  it('says plainly when a defense cannot be added', () => {
    const letter = '<p>I dispute this debt.</p>';
    const res = edit(letter, { request: 'add a statute of limitations defense' });
    expect(res.content).toBe(letter);
    expect(res.summary).toContain('Not done: a defense (statute of limitations) belongs in an Answer to a lawsuit');
    expect(edit('<h2>AFFIRMATIVE DEFENSES</h2>', { request: 'add a defense', context: answerContext }).summary).toContain('name the defense to add');
  });

  it('makes it more formal', () => {
    expect(edit("<p>I don't think I owe this.</p>", { request: 'make it more formal' }).content).toBe('<p>I do not believe I owe this.</p>');
  });

  it('fixes the tone: insults, capitals, threats and exclamation marks', () => {
    const res = edit('<p>You scammers are idiots. I WILL NOT PAY THIS DEBT UNDER THE FDCPA! You will regret this. Send me the contract!!!</p>', {
      request: 'fix the tone, remove insults',
    });
    expect(res.content).toBe('<p>I will not pay this debt under the FDCPA. Send me the contract.</p>');
    expect(res.summary).toMatch(/threats removed.*insults removed \(2\).*capitals lowered/);
  });

  it('says plainly what it cannot do, and changes nothing', () => {
    const res = edit('<p>I dispute this debt.</p>', { request: 'translate it into Spanish' });
    expect(res.content).toBe('<p>I dispute this debt.</p>');
    expect(res.summary).toMatch(/^Nothing changed in the document\. Not done: the built-in editor cannot do "translate it into Spanish": it can shorten/);
  });

  it('is honoured whatever dimension is selected', () => {
    const res = edit("<p>I don't think I owe this.</p>", { optionId: 'friendliness', request: 'more formal please' });
    expect(res.content).toBe('<p>I do not believe I owe this.</p>');
  });
});

describe('a general edit changes only what is wrong (issue 37.7)', () => {
  it('capitalizes a sentence start but not the word after an abbreviation', () => {
    const res = edit('<p>Defendant answers Midland Funding, Inc. as follows.  the claim is denied. Sent by U.S. mail to No. 12 v. the firm.</p>', {
      optionId: 'general_edit',
    });
    expect(res.content).toBe('<p>Defendant answers Midland Funding, Inc. as follows. The claim is denied. Sent by U.S. mail to No. 12 v. the firm.</p>');
  });
});
