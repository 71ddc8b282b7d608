import { describe, expect, it } from 'vitest';
import { findUnstorableValue, isStorableText, NUMBER_TOO_LARGE_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from './common.js';

describe('what PostgreSQL can store', () => {
  it.each([
    ['plain text', 'Jordan Miller', true],
    ['emoji (a surrogate pair)', 'ok 👍', true],
    ['a NUL byte', 'a\u0000b', false],
    ['a lone high surrogate', 'a\ud800', false],
    ['a lone low surrogate', '\udc00b', false],
    ['a reversed pair', '\udc00\ud800', false],
  ])('%s', (_name, text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });

  it('names the first value no column can take, in values, keys and numbers', () => {
    expect(findUnstorableValue({ user: { name: 'Jo', tags: ['a', 'b\u0000'] } })).toEqual({ path: 'user.tags.1', message: UNSTORABLE_TEXT_MESSAGE });
    expect(findUnstorableValue({ inputs: { 'x\u0000y': 'v' } })).toEqual({ path: 'inputs.x\ufffdy', message: UNSTORABLE_TEXT_MESSAGE });
    expect(findUnstorableValue({ amount: 1e22 })).toEqual({ path: 'amount', message: NUMBER_TOO_LARGE_MESSAGE });
    expect(findUnstorableValue({ id: Number('99999999999999999999') })?.message).toBe(NUMBER_TOO_LARGE_MESSAGE);
    expect(findUnstorableValue({ id: 2 ** 31, cents: Number.MAX_SAFE_INTEGER, name: 'ok 👍', nothing: null })).toBeNull();
    expect(findUnstorableValue('a\u0000')).toEqual({ path: '', message: UNSTORABLE_TEXT_MESSAGE });
  });

  it('walks a body nested a hundred thousand levels deep without recursion', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableValue(deep)?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });
});
