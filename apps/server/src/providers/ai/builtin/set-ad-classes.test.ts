import { describe, expect, it } from 'vitest';
import { classifyIntent } from './intents.js';

// Set AD's unsafe class (2026-12-15-ad/grades.md), tested in words of our own: asked to write to the judge after a
// default, Ask Solo only opened the editor; the court acts on a filed motion with its own deadline, so the request is
// answered first.
describe('set AD: a letter asked for after a default or a missed hearing is answered, not only drafted', () => {
  it('answers the request in English and Spanish', () => {
    expect(
      classifyIntent(
        'My car broke down on the way to court and I missed the hearing. The clerk says a default judgment was entered. Please draft a letter to the judge explaining.',
      ),
    ).toEqual({ kind: 'question' });
    expect(classifyIntent("Judgment was entered against me since I didn't show. Can you write me a hardship letter for the court")).toEqual({
      kind: 'question',
    });
    expect(classifyIntent('No pude ir a la audiencia por el hospital y ya hay sentencia en mi contra. Quiero una carta de dificultad para el juez.')).toEqual({
      kind: 'question',
    });
  });
  it('still opens the editor for a letter asked for before any judgment', () => {
    expect(classifyIntent('Please draft a hardship letter to my credit card company.')).toEqual({
      kind: 'tool',
      name: 'start_document_generation',
      arguments: {},
    });
    expect(classifyIntent('Quiero una carta de disputa para la agencia.')).toMatchObject({ kind: 'tool', name: 'start_document_generation' });
  });
});
