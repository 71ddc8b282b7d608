import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PilotCompletion } from '@parley/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../modules/demo/seed-demo.js';
import { consumerAgent } from '../../test/fixtures.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import type { CompletionEvent, CompletionRequest } from './interface.js';
import { AiProviderError } from './interface.js';
import { createKnowledgeBase } from './knowledge-base.js';
import { createOpenAiCompatibleProvider } from './openai-compatible.js';

/**
 * A fake chat-completions server speaking the OpenAI streaming protocol (server-sent events,
 * `data: {...}` chunks, `data: [DONE]`), with tool calls split across chunks, a dropped stream
 * and error statuses.
 */
type Behaviour = 'answer' | 'tool' | 'drop' | 'status500' | 'status401' | 'json' | 'midstream-error';
let behaviour: Behaviour = 'answer';
const requests: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];

function chunk(res: ServerResponse, delta: Record<string, unknown>) {
  res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`);
}

const server: Server = createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => {
    raw += c;
  });
  req.on('end', () => {
    const body = JSON.parse(raw) as Record<string, unknown>;
    requests.push({ headers: req.headers, body });
    if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
    if (behaviour === 'status500') return res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
    if (behaviour === 'status401') return res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"message":"bad key"}}');
    if (!body.stream) {
      const content =
        behaviour === 'json' ? '```json\n{"content": "<p>Formal text.</p>", "summary": "Made it formal."}\n```' : 'Lost job in March; medical bills.';
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    if (behaviour === 'tool') {
      chunk(res, { role: 'assistant', content: 'Let me start that. ' });
      chunk(res, { tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'search_', arguments: '' } }] });
      chunk(res, { tool_calls: [{ index: 0, function: { name: 'courts', arguments: '{"query":"Dal' } }] });
      chunk(res, { tool_calls: [{ index: 0, function: { arguments: 'las","state":"TX"}' } }] });
      res.end('data: [DONE]\n\n');
      return;
    }
    chunk(res, { role: 'assistant', content: '' });
    chunk(res, { content: 'A collector may not call you at work ' });
    if (behaviour === 'drop') {
      // The connection dies mid-answer, without [DONE].
      res.socket?.destroy();
      return;
    }
    if (behaviour === 'midstream-error') {
      res.end('data: {"error":{"message":"context length exceeded"}}\n\n');
      return;
    }
    chunk(res, { content: 'if your employer forbids it [1].' });
    res.end('data: [DONE]\n\n');
  });
});

let baseUrl: string;
const kb = createKnowledgeBase();
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  behaviour = 'answer';
  requests.length = 0;
});

const provider = () => createOpenAiCompatibleProvider({ baseUrl, apiKey: 'sk-test', model: 'test-model', knowledgeBase: kb });
const request: CompletionRequest = { history: [], userRequest: 'Can a debt collector call me at work?', language: 'en', persona: null, files: [], context: {} };
async function collect(iterable: AsyncIterable<CompletionEvent>) {
  const events: CompletionEvent[] = [];
  for await (const e of iterable) events.push(e);
  return events;
}

describe('the OpenAI-compatible provider', () => {
  it('streams deltas, sends retrieved sources and tools, and cites the sources the answer names', async () => {
    const events = await collect(provider().complete(request));
    expect(events.filter((e) => e.type === 'delta').map((e) => (e as { text: string }).text)).toEqual([
      'A collector may not call you at work ',
      'if your employer forbids it [1].',
    ]);
    expect(events).toContainEqual({ type: 'citation', citation: expect.objectContaining({ slug: 'fdcpa-your-rights-with-debt-collectors' }) });
    const sent = requests[0];
    if (!sent) throw new Error('no request reached the fake server');
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({ model: 'test-model', stream: true, tool_choice: 'auto' });
    expect((sent.body.tools as { function: { name: string } }[]).map((t) => t.function.name)).toContain('display_payment_widget');
    const system = (sent.body.messages as { role: string; content: string }[])[0];
    expect(system?.content).toContain('[1] The FDCPA: your rights when a debt collector contacts you');
    expect(system?.content).toContain("I'm not a lawyer");
  });

  it("tells the model to answer in the consumer's language, and searches the English articles for a Spanish question", async () => {
    await collect(provider().complete({ ...request, userRequest: '¿Un cobrador me puede llamar al trabajo?', language: 'es' }));
    const systemOf = (i: number) => ((requests[i]?.body.messages ?? []) as { role: string; content: string }[])[0]?.content ?? '';
    const system = systemOf(0);
    expect(system).toContain('Answer in US Spanish');
    expect(system).toContain('default judgment = sentencia en rebeldía');
    expect(system).toContain('No soy abogado');
    expect(system).not.toContain("I'm not a lawyer");
    expect(system).toContain('[1] The FDCPA: your rights when a debt collector contacts you');
    await collect(provider().complete(request));
    expect(systemOf(1)).toContain('Answer in English.');
  });

  it('grounds on the answer card that fits and appends the overlays the model cannot drop (issue 35)', async () => {
    const events = await collect(provider().complete({ ...request, userRequest: 'a process server gave me court papers today in Texas, what should I do' }));
    const system = ((requests[0]?.body.messages ?? []) as { role: string; content: string }[])[0]?.content ?? '';
    expect(system).toContain('Prepared answer (prefer it):');
    const deltas = events.filter((e) => e.type === 'delta').map((e) => (e as { text: string }).text);
    const overlay = deltas.at(-1) ?? '';
    expect(overlay).toContain('In Texas, the deadline to answer depends on the court');
    expect(overlay).toContain('written Answer');
    expect(overlay).toContain('does not allow wages to be garnished');
    expect(overlay).not.toMatch(/\bCalifornia\b|\bFlorida\b/);
  });

  it("tells the model Parley's facts, so a state's bar on wage garnishment is not contradicted by the federal cap", async () => {
    const events = await collect(
      provider().complete({ ...request, userRequest: 'can they take 25% of my paycheck for a credit card judgment?', context: { state: 'PA' } }),
    );
    const system = ((requests[0]?.body.messages ?? []) as { role: string; content: string }[])[0]?.content ?? '';
    const facts = system.slice(system.indexOf('override the sources'));
    expect(facts).toMatch(/Pennsylvania/);
    expect(facts).toMatch(/garnish/i);
    const overlay = events.filter((e) => e.type === 'delta').at(-1) as { text: string };
    expect(overlay.text).toMatch(/Pennsylvania/);
  });

  it('gives a criminal case no debt tool, whatever the model asks for', async () => {
    behaviour = 'tool';
    const events = await collect(
      provider().complete({ ...request, userRequest: 'i have a criminal case for shoplifting, find the court in Dallas, arraignment dec 4' }),
    );
    const system = ((requests[0]?.body.messages ?? []) as { role: string; content: string }[])[0]?.content ?? '';
    expect(system).toContain('not a consumer debt case');
    expect(events.some((e) => e.type === 'tool_call')).toBe(false);
  });

  it('answers a medical emergency with 911 and asks no model; says the crisis line and the parts that are not ours before the model’s answer', async () => {
    const emergency = await collect(provider().complete({ ...request, userRequest: 'my chest hurts and my left arm is numb since the collector called' }));
    expect(requests).toHaveLength(0);
    expect(emergency).toContainEqual({ type: 'intent', intent: 'emergency' });
    expect(emergency.map((e) => (e.type === 'delta' ? e.text : '')).join('')).toMatch(/^What you describe can be a medical emergency\. Call 911 now/);

    const events = await collect(
      provider().complete({
        ...request,
        userRequest: 'everyone would be better off without me. also my landlord gave me an eviction notice and a collector calls',
      }),
    );
    const text = events.map((e) => (e.type === 'delta' ? e.text : '')).join('');
    expect(text.indexOf('988')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('The eviction part')).toBeGreaterThan(text.indexOf('988'));
    expect(text.indexOf('The eviction part')).toBeLessThan(text.indexOf('A collector may not call you at work'));
    const system = ((requests[0]?.body.messages ?? []) as { role: string; content: string }[])[0]?.content ?? '';
    expect(system).toContain('Already said to the person before your answer');
  });

  it('assembles a tool call whose name and arguments arrive in pieces', async () => {
    behaviour = 'tool';
    const events = await collect(provider().complete({ ...request, userRequest: 'Find the court in Dallas' }));
    expect(events.at(-1)).toEqual({ type: 'tool_call', name: 'search_courts', arguments: { query: 'Dallas', state: 'TX' } });
  });

  it('fails a stream that is cut before [DONE], and an error sent mid-stream', async () => {
    behaviour = 'drop';
    await expect(collect(provider().complete(request))).rejects.toThrow(AiProviderError);
    behaviour = 'midstream-error';
    await expect(collect(provider().complete(request))).rejects.toThrow('The language model failed: context length exceeded');
  });

  it('reports 4xx and 5xx answers with their status', async () => {
    behaviour = 'status500';
    await expect(collect(provider().complete(request))).rejects.toMatchObject({ status: 500, message: 'The language model answered 500: overloaded' });
    behaviour = 'status401';
    await expect(provider().summarize({ text: 'x', purpose: 'hardship' })).rejects.toMatchObject({ status: 401 });
  });

  it('reports an unreachable endpoint', async () => {
    const gone = createOpenAiCompatibleProvider({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: undefined, model: 'm', knowledgeBase: kb });
    await expect(gone.summarize({ text: 'x', purpose: 'hardship' })).rejects.toThrow(/could not be reached/);
  });

  it('summarizes and edits documents through non-streaming calls', async () => {
    expect(await provider().summarize({ text: 'job loss: laid off', purpose: 'hardship' })).toBe('Lost job in March; medical bills.');
    behaviour = 'json';
    expect(await provider().editDocument({ content: '<p>text</p>', isSelection: false, optionId: 'legal_formality', sliderValue: 9, request: 'x' })).toEqual({
      content: '<p>Formal text.</p>',
      summary: 'Made it formal.',
    });
  });
});

describe('Ask Solo on an OpenAI-compatible endpoint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LLM_BASE_URL: baseUrl, LLM_API_KEY: 'sk-test', LLM_MODEL: 'test-model' });
    await seedDemo(t.database, t.services.crypto);
  });
  afterAll(() => t.close());

  it("answers with the model's words and citation, and fails the answer when the stream drops", async () => {
    expect(t.services.ai.name).toBe('openai-compatible');
    const jordan = await consumerAgent(t.app);
    const thread = (await jordan.get('/pilot/completions/latest_thread.json')).json().pilotThread;
    await jordan.post('/pilot/completions.json', { pilotCompletion: { userRequest: 'Can a debt collector call me at work?', threadKey: thread.threadKey } });
    await t.services.pilot.idle();
    behaviour = 'drop';
    await jordan.post('/pilot/completions.json', { pilotCompletion: { userRequest: 'And at home?', threadKey: thread.threadKey } });
    await t.services.pilot.idle();
    const [ok, dropped] = (await jordan.get(`/pilot/completions.json?thread_key=${thread.threadKey}`)).json().pilotCompletions as PilotCompletion[];
    expect(ok).toMatchObject({ state: 'completed', assistantResponse: 'A collector may not call you at work if your employer forbids it [1].' });
    expect(ok?.citations[0]?.slug).toBe('fdcpa-your-rights-with-debt-collectors');
    expect(dropped?.state).toBe('failed');
    // The second question carried the first exchange as history.
    expect(requests.at(-1)?.body.messages).toHaveLength(4);
  });
});
