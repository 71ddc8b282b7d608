import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AcceptInviteInputSchema, COLLECTOR_MESSAGES } from './collector-auth.js';
import { LINK_TOKEN_INVALID, LinkTokenSchema } from './common.js';

const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('messages people read', () => {
  it("says a cut-short invite link in the invite's words, not zod's", () => {
    expect(messages(AcceptInviteInputSchema, { token: 'abc123', password: 'a-long-passphrase-2026' })).toEqual([COLLECTOR_MESSAGES.inviteInvalid]);
    expect(messages(AcceptInviteInputSchema, { token: 'x'.repeat(201), password: 'a-long-passphrase-2026' })).toEqual([COLLECTOR_MESSAGES.inviteInvalid]);
    expect(messages(AcceptInviteInputSchema, { password: 'a-long-passphrase-2026' })).toEqual([COLLECTOR_MESSAGES.inviteInvalid]);
    expect(messages(LinkTokenSchema, 'short')).toEqual([LINK_TOKEN_INVALID]);
  });

  it.each([
    [z.object({ a: z.string() }), {}, 'This field is required'],
    [z.string().min(5), 'abc', 'Must be at least 5 characters'],
    [z.string().max(3), 'abcd', 'At most 3 characters'],
    [z.number().max(120), 500, 'Must be at most 120'],
    [z.number().positive(), -1, 'Must be more than 0'],
    [z.number(), 'x', 'Must be a number'],
    [z.email(), 'nope', 'Please enter a valid email address'],
    [z.enum(['a', 'b']), 'c', 'Choose one of the allowed values'],
    [z.array(z.string()).min(2), ['a'], 'Choose at least 2'],
  ])('gives a plain default when a schema has no message of its own (%#)', (schema, value, expected) => {
    const [message] = messages(schema, value);
    expect(message).toBe(expected);
    expect(message).not.toMatch(/Too (small|big)|Invalid input|expected/);
  });

  it('keeps the message a schema names', () => {
    expect(messages(z.string().min(1, 'Payee is required'), '')).toEqual(['Payee is required']);
  });
});
