import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_REFUSED, toErrorBody } from '../platform/errors.js';
import { tableChecksums } from '../test/db-checksum.js';
import type { Role } from '../test/matrix-roles.js';
import type { Agent } from '../test/test-app.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';
import { buildWorld, type World } from '../test/world.js';

// Issue 18, point 6: NUL bytes, lone surrogates and integers beyond PostgreSQL's range once reached
// the database and came back as 500s. Each case here is one that did; every one must now be a 400
// in the error shape, with a message that says what is wrong, and leave every table as it was.

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await buildTestApp();
  w = await buildWorld(t);
}, 120_000);
afterAll(() => t.close());

/** `prepare` makes the fresh object the request needs (before the tables' checksums are taken). */
type Case = { name: string; as: Role; prepare?: () => Promise<number>; send: (agent: Agent, id: number) => ReturnType<Agent['request']> };

/** JSON text with raw number literals where the placeholders stand: JSON.stringify cannot write 99999999999999999999. */
function rawJson(value: unknown, numbers: Record<string, string>): string {
  let text = JSON.stringify(value);
  for (const [placeholder, literal] of Object.entries(numbers)) text = text.replace(`"${placeholder}"`, literal);
  return text;
}

const NUL = 'a\u0000b';
const cases = (): Case[] => [
  // NUL bytes in strings, wherever a string is stored or searched.
  { name: 'accounts search', as: 'firmXUser', send: (a) => a.get('/collectors/api/apply_filters?filters[search]=a%00b') },
  { name: 'court search', as: 'consumerA', send: (a) => a.get('/api/courts/search?query=harris%00&state=TX') },
  { name: 'law firm search', as: 'consumerA', send: (a) => a.get('/api/law_firms/search?query=demo%00') },
  { name: 'plaintiff search', as: 'consumerA', send: (a) => a.get('/api/plaintiffs/search?query=disc%00') },
  { name: 'law firms by name', as: 'consumerA', send: (a) => a.get('/api/v1/law_firms?query=De%00mo') },
  { name: 'address autocomplete', as: 'consumerA', send: (a) => a.get('/api/addresses/autocomplete?query=77%0000') },
  { name: 'pilot thread key', as: 'consumerA', send: (a) => a.get('/pilot/completions.json?thread_key=a%00b') },
  {
    name: 'file number',
    as: 'firmXUser',
    prepare: () => w.newAccountX(),
    send: (a, id) => a.post('/collectors/api/update_file_number', { customer_document_id: id, file_number: NUL }),
  },
  { name: 'chat body', as: 'consumerA', send: (a) => a.multipart(`/api/v1/conversations/${w.conversationA}/messages`, { 'message[body]': NUL }) },
  {
    name: 'intake value',
    as: 'consumerA',
    prepare: () => w.newIntakeA(),
    send: (a, id) => a.post(`/api_controller/update_walk_through_step_response/${id}`, { step_name: 'document_summary', inputs: { customer_name: NUL } }),
  },
  {
    name: 'intake key',
    as: 'consumerA',
    prepare: () => w.newIntakeA(),
    send: (a, id) => a.post(`/api_controller/update_walk_through_step_response/${id}`, { step_name: 'document_summary', inputs: { [NUL]: 'Jordan' } }),
  },
  {
    name: 'law-firm name',
    as: 'consumerA',
    prepare: () => w.newIntakeA(),
    send: (a, id) => a.post(`/api_controller/save_law_firm/${id}`, { law_firm_name: NUL }),
  },
  {
    name: 'assistant request',
    as: 'consumerA',
    send: (a) =>
      a.post('/pilot/completions.json', {
        pilotCompletion: { agentKey: 'ask_solo', userRequest: NUL, threadKey: w.threadA.threadKey, context: { locales: ['en-US'] } },
      }),
  },
  {
    name: 'editor content',
    as: 'consumerA',
    prepare: () => w.newEditorDocumentA(),
    send: (a, id) => a.post(`/steps_api/save_editor_content/${id}`, { content: `<p>${NUL}</p>` }),
  },
  { name: 'blog comment', as: 'consumerA', send: (a) => a.post(`/api/blog/posts/${w.blogSlug}/comments`, { body: NUL }) },
  // A lone surrogate cannot be stored as UTF-8 either.
  {
    name: 'lone surrogate in a file number',
    as: 'firmXUser',
    prepare: () => w.newAccountX(),
    send: (a, id) => a.post('/collectors/api/update_file_number', { customer_document_id: id, file_number: 'x\ud800' }),
  },
  {
    name: 'lone surrogate in an intake key',
    as: 'consumerA',
    prepare: () => w.newIntakeA(),
    send: (a, id) => a.post(`/api_controller/update_walk_through_step_response/${id}`, { step_name: 'document_summary', inputs: { '\udc00': 'Jordan' } }),
  },
  // Integers beyond PostgreSQL's integer (and bigint) range.
  { name: 'case id 2^31 in a path', as: 'consumerA', send: (a) => a.get('/api/v1/settlement_cases/2147483648') },
  { name: 'intake id 2^31 in a path', as: 'consumerA', send: (a) => a.get('/api_controller/walk_through/2147483648') },
  { name: 'comment id 2^31 in a path', as: 'consumerA', send: (a) => a.post('/api/blog/comments/2147483648/report') },
  { name: 'conversation id 2^31 in a path', as: 'consumerA', send: (a) => a.get('/api/v1/conversations/2147483648/messages') },
  {
    name: 'completion id 2^31 in a path',
    as: 'consumerA',
    send: (a) => a.request('PATCH', '/pilot/completions/2147483648.json', { pilotCompletion: { rating: 1 } }),
  },
  {
    name: 'thread id 2^31 in a query',
    as: 'consumerA',
    send: (a) => a.get(`/pilot/completions.json?thread_key=${w.threadA.threadKey}&pilot_thread_id=2147483648`),
  },
  {
    name: 'parent comment id 2^31',
    as: 'consumerA',
    send: (a) => a.post(`/api/blog/posts/${w.blogSlug}/comments`, { body: 'Thanks', parent_id: 2_147_483_648 }),
  },
  { name: 'account id 2^31 in a query', as: 'firmXUser', send: (a) => a.get('/collectors/api/get_current_action?customer_document_id=2147483648') },
  { name: 'huge number in a query', as: 'firmXUser', send: (a) => a.get('/collectors/api/apply_filters?filters[debt_amount][min]=99999999999999999999') },
  { name: '1e22 in a query', as: 'firmXUser', send: (a) => a.get('/collectors/api/apply_filters?filters[offer_amount][max]=1e22') },
  {
    name: '99999999999999999999 as an id in a body',
    as: 'firmXUser',
    send: (a) =>
      a.post('/collectors/api/update_file_number', rawJson({ customer_document_id: 'ID', file_number: 'F-1' }, { ID: '99999999999999999999' }), {
        headers: { 'content-type': 'application/json' },
      }),
  },
  {
    name: '2^31 as a conversation party',
    as: 'consumerA',
    send: (a) => a.post('/api/v1/conversations', { law_firm_id: 2_147_483_648, document_id: w.caseA }),
  },
  {
    name: '1e22 as an amount',
    as: 'consumerA',
    prepare: async () => (await w.newCase('consumerA', 'new')).id,
    send: (a, id) =>
      a.post(`/api/v1/settlement_cases/${id}/offers`, rawJson({ total_amount_cents: 'N', first_payment_date: '2026-11-10', payments: 4 }, { N: '1e22' }), {
        headers: { 'content-type': 'application/json' },
      }),
  },
  {
    name: '2^31 payments',
    as: 'consumerA',
    prepare: async () => (await w.newCase('consumerA', 'new')).id,
    send: (a, id) =>
      a.post(`/api/v1/settlement_cases/${id}/offers`, {
        total_amount_cents: 200_000,
        first_payment_date: '2026-11-10',
        payments: 2_147_483_648,
      }),
  },
  {
    name: '2^31 as a staff id',
    as: 'firmXAdmin',
    send: (a) => a.post('/collectors/api/users/remove', { user_id: 2_147_483_648 }),
  },
];

describe('odd input is refused at the edge', () => {
  it.each(cases().map((c) => [c.name, c] as const))('%s: 400 VALIDATION_FAILED, nothing written', async (_name, c) => {
    await w.resetRateLimits();
    const agent = await w.agentAs(c.as);
    await agent.csrf();
    const id = (await c.prepare?.()) ?? 0;
    await w.settle();
    const before = await tableChecksums(t.services.db);
    const logsFrom = t.logs.length;
    const res = await c.send(agent, id);
    const what = `${res.statusCode} ${res.body.slice(0, 300)}`;
    expect(res.statusCode, what).toBe(400);
    // Refused by the edge, not by PostgreSQL (whose refusals the error handler maps to 400 as a fallback).
    expect(t.logs.slice(logsFrom).join('')).not.toContain(DATABASE_REFUSED);
    expect(res.json(), what).toMatchObject({ code: 'VALIDATION_FAILED', error: expect.any(String) });
    await w.settle();
    expect(await tableChecksums(t.services.db)).toEqual(before);
  });
});

describe('logs of odd and malformed requests', () => {
  const SSN = '123-45-6789';
  const json = { headers: { 'content-type': 'application/json' } };

  it('never write an SSN the request carried, whatever is wrong with the request', async () => {
    await w.resetRateLimits();
    const agent = await w.agentAs('consumerA');
    const intake = await w.newIntakeA();
    const url = `/api_controller/update_walk_through_step_response/${intake}`;
    const from = t.logs.length;
    const answers = [
      // Not JSON at all.
      await agent.post(url, `{"step_name":"document_summary","inputs":{"ssn":"${SSN}"`, json),
      // A NUL byte beside the SSN: it used to reach PostgreSQL, fail, and be logged with the query's parameters.
      await agent.post(url, { step_name: 'document_summary', inputs: { customer_name: SSN, 'x\u0000': 'y' } }),
      await agent.post(url, { step_name: 'document_summary', inputs: { customer_name: `${SSN}\u0000` } }),
      // A number past 2^53 beside it.
      await agent.post(url, rawJson({ step_name: 'document_summary', inputs: { customer_name: SSN, n: 'N' } }, { N: '1e22' }), json),
      await agent.multipart(`/api/v1/conversations/${w.conversationA}/messages`, { 'message[body]': `${SSN}\u0000` }),
    ];
    const written = t.logs.slice(from).join('');
    expect(written).not.toContain(SSN);
    expect(written).not.toContain('123456789');
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
  });

  it('write a failed query without its parameters or the value PostgreSQL quotes', async () => {
    const error = await t.services.db.execute(sql`SELECT ${SSN}::integer AS n`).then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(Error);
    const from = t.logs.length;
    t.app.log.error({ err: error }, 'query failed');
    const line = t.logs.slice(from).join('');
    expect(line).not.toContain(SSN);
    expect(line).toContain('Failed query');
    expect(line).toContain('22P02');
  });
});

describe('a value PostgreSQL refuses, should one pass the edge', () => {
  it.each([
    ['22P05', 'untranslatable character (NUL)'],
    ['22021', 'invalid byte sequence'],
    ['22003', 'numeric value out of range'],
    ['22008', 'date/time field value out of range'],
  ])('answers 400, not 500, to SQLSTATE %s (%s)', (code) => {
    const error = new DrizzleQueryError('insert into t values ($1)', ['x'], Object.assign(new Error('refused'), { code }));
    expect(toErrorBody(error)).toMatchObject({ status: 400, internal: false, body: { code: 'VALIDATION_FAILED' } });
  });

  it('still answers 500 to other database errors', () => {
    const error = new DrizzleQueryError('select 1', [], Object.assign(new Error('connection lost'), { code: '08006' }));
    expect(toErrorBody(error)).toMatchObject({ status: 500, internal: true });
  });
});
