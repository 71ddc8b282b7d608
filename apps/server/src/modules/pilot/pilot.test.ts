import {
  PILOT_EVENTS,
  PILOT_LIMITS,
  PILOT_MESSAGES,
  type PilotCompletion,
  type PilotFunctionCall,
  type PilotStreamMessage,
  paymentWidgetPath,
  pilotCaseLink,
} from '@parley/shared';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDocuments, users } from '../../db/schema/index.js';
import type { CompletionEvent } from '../../providers/ai/interface.js';
import { pngHeaderBomb } from '../../test/bombs.js';
import { createTestAccount } from '../../test/factories.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { type Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { seedDemo } from '../demo/seed-demo.js';

let t: TestApp;
let jordan: Agent;
let casey: Agent;
let base: string;
const sockets: Socket[] = [];

async function userIdOf(email: string) {
  const [u] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!u) throw new Error(email);
  return u.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const { demoFirm } = await seedDemo(t.database, t.services.crypto);
  jordan = await consumerAgent(t.app);
  casey = await consumerAgent(t.app, 'consumer2@demo.test');
  // Jordan has a settlement with a firm (the payment form's case); Casey has none.
  const jordanId = await userIdOf('consumer@demo.test');
  const caseyId = await userIdOf('consumer2@demo.test');
  await t.services.db.update(customerDocuments).set({ userId: null }).where(eq(customerDocuments.userId, caseyId));
  const doc = await createTestAccount(t.services.db, t.clock.now(), { lawFirmId: demoFirm.id, name: 'Jordan Miller', debtCents: 250_000 });
  await t.services.db.update(customerDocuments).set({ userId: jordanId }).where(eq(customerDocuments.id, doc));
  jordanCaseId = doc;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
let jordanCaseId: number;

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.services.pilot.idle();
  await t.close();
});

async function latestThread(agent: Agent) {
  const res = await agent.get('/pilot/completions/latest_thread.json');
  expect(res.statusCode).toBe(200);
  return res.json().pilotThread as { id: number; threadKey: string };
}
async function newThread(agent: Agent) {
  const res = await agent.post('/pilot/completions/new_thread.json');
  expect(res.statusCode).toBe(200);
  return res.json().pilotThread as { id: number; threadKey: string };
}
async function ask(agent: Agent, threadKey: string, userRequest: string, extra: Record<string, unknown> = {}) {
  const res = await agent.post('/pilot/completions.json', {
    pilotCompletion: { agentKey: 'ask_solo', userRequest, threadKey, context: { currentDateTime: '2026-11-02T15:00:00Z', locales: ['en-US'] }, ...extra },
  });
  return res;
}
async function settled(agent: Agent, threadKey: string): Promise<PilotCompletion[]> {
  await t.services.pilot.idle();
  const res = await agent.get(`/pilot/completions.json?thread_key=${threadKey}`);
  expect(res.statusCode).toBe(200);
  return res.json().pilotCompletions;
}

function open(agent: Agent) {
  const socket = connect(base, { transports: ['websocket'], reconnection: false, auth: { realm: 'consumer' }, extraHeaders: { cookie: agent.cookieHeader } });
  sockets.push(socket);
  return socket;
}
const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.on('connect', () => resolve());
    s.on('connect_error', (e) => reject(e));
  });
const join = (s: Socket, threadKey: string) => s.emitWithAck(PILOT_EVENTS.join, { threadKey }) as Promise<{ ok: boolean; error?: string }>;

describe('threads', () => {
  it('gives the latest thread, creating one, and reuses an empty thread for a new one', async () => {
    const first = await latestThread(jordan);
    expect(first.threadKey).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect((await latestThread(jordan)).id).toBe(first.id);
    expect((await newThread(jordan)).id).toBe(first.id);
    expect((await ask(jordan, first.threadKey, 'Hello')).statusCode).toBe(200);
    const second = await newThread(jordan);
    expect(second.id).not.toBe(first.id);
    expect((await latestThread(jordan)).id).toBe(second.id);
  });

  it('pages a long thread 20 at a time, newest page first, each page in asking order', async () => {
    const thread = await newThread(jordan);
    for (let i = 1; i <= 23; i++) expect((await ask(jordan, thread.threadKey, `Thanks ${i}`)).statusCode).toBe(200);
    await t.services.pilot.idle();
    const page1 = (await jordan.get(`/pilot/completions.json?pilot_thread_id=${thread.id}`)).json();
    expect(page1.pilotCompletions.map((c: PilotCompletion) => c.userRequest)).toEqual(Array.from({ length: 20 }, (_, i) => `Thanks ${i + 4}`));
    expect(page1.hasNextPage).toBe(true);
    expect(page1.pilotThread.id).toBe(thread.id);
    const page2 = (await jordan.get(`/pilot/completions.json?pilot_thread_id=${thread.id}&page=2`)).json();
    expect(page2.pilotCompletions.map((c: PilotCompletion) => c.userRequest)).toEqual(['Thanks 1', 'Thanks 2', 'Thanks 3']);
    expect(page2.hasNextPage).toBe(false);
  });

  it("keeps another consumer's thread out of reach, and collectors out of the assistant", async () => {
    const thread = await latestThread(jordan);
    expect((await casey.get(`/pilot/completions.json?thread_key=${thread.threadKey}`)).json()).toMatchObject({ error: PILOT_MESSAGES.threadNotFound });
    expect((await casey.get(`/pilot/completions.json?pilot_thread_id=${thread.id}`)).statusCode).toBe(404);
    expect((await ask(casey, thread.threadKey, 'How do I settle a debt?')).statusCode).toBe(404);
    expect((await casey.get('/pilot/completions.json')).statusCode).toBe(400);
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    expect((await staff.get('/pilot/completions/latest_thread.json')).statusCode).toBe(401);
    expect((await staff.get('/pilot/personas.json')).statusCode).toBe(401);
  });
});

describe('asking a question', () => {
  it('answers at once as processing, then completes with a cited, honest answer', async () => {
    const thread = await newThread(jordan);
    const res = await ask(jordan, thread.threadKey, 'Can a debt collector call me at work?');
    expect(res.statusCode).toBe(200);
    const created = res.json().pilotCompletion as PilotCompletion;
    expect(created).toMatchObject({
      state: 'processing',
      threadKey: thread.threadKey,
      pilotThreadId: thread.id,
      rating: 0,
      userRequest: 'Can a debt collector call me at work?',
    });
    const [done] = await settled(jordan, thread.threadKey);
    expect(done?.state).toBe('completed');
    expect(done?.assistantResponse).toMatch(/A collector may not contact you at work/);
    expect(done?.assistantResponse).toContain("I'm not a lawyer");
    expect(done?.citations).toEqual([
      expect.objectContaining({
        slug: 'fdcpa-your-rights-with-debt-collectors',
        url: '/blog/fdcpa-your-rights-with-debt-collectors#when-and-where-collectors-may-contact-you',
      }),
    ]);
  });

  it('says plainly when it does not know', async () => {
    const thread = await newThread(jordan);
    await ask(jordan, thread.threadKey, "What's a good recipe for lasagna?");
    const [done] = await settled(jordan, thread.threadKey);
    expect(done?.assistantResponse).toMatch(/^I don't know the answer to that\./);
    expect(done?.citations).toEqual([]);
  });

  it('refuses an empty question and an unknown field with 400', async () => {
    const thread = await latestThread(jordan);
    expect((await ask(jordan, thread.threadKey, '   ')).json()).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Please write a question.' });
    expect((await ask(jordan, thread.threadKey, 'Hi', { admin: true })).statusCode).toBe(400);
    expect((await ask(jordan, 'bad key!', 'Hi')).statusCode).toBe(400);
  });

  it('streams deltas that each carry their offset and together make the whole completion', async () => {
    const thread = await newThread(jordan);
    const socket = open(jordan);
    await connected(socket);
    expect(await join(socket, thread.threadKey)).toEqual({ ok: true });
    const messages: PilotStreamMessage[] = [];
    socket.on(PILOT_EVENTS.message, (m: PilotStreamMessage) => messages.push(m));
    const asked = await ask(jordan, thread.threadKey, 'What is a default judgment?');
    // Only this question's stream: a completion still streaming from an earlier test may share the room.
    const id = asked.json().pilotCompletion.id as number;
    const mine = (m: PilotStreamMessage) => (m.type === 'delta' ? m.pilotCompletionId === id : m.pilotCompletion.id === id);
    await expect.poll(() => messages.some((m) => m.type === 'object' && mine(m)), { timeout: 10_000 }).toBe(true);
    const deltas = messages.filter((m): m is Extract<PilotStreamMessage, { type: 'delta' }> => m.type === 'delta' && mine(m));
    expect(deltas.length).toBeGreaterThan(5);
    // Each delta says where it goes. On one process they arrive in order; across the PostgreSQL
    // adapter two quick broadcasts may overtake each other, and the client places them by offset
    // (refetching on a gap). Placed by offset they must tile the answer: nothing lost or overlapping.
    let text = '';
    for (const d of [...deltas].sort((a, b) => a.offset - b.offset)) {
      expect(d.offset).toBe(text.length);
      text += d.delta;
    }
    const last = messages.filter(mine).at(-1);
    expect(last?.type).toBe('object');
    if (last?.type !== 'object') throw new Error('unreachable');
    expect(last.pilotCompletion.state).toBe('completed');
    expect(last.pilotCompletion.assistantResponse).toBe(text);
    expect(last.pilotCompletion.citations[0]?.slug).toBe('default-judgment-what-to-do');
  });

  it('shows an answer still streaming with its text so far, so a reconnecting client misses nothing', async () => {
    const thread = await newThread(jordan);
    const original = t.services.ai.complete;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.services.ai.complete = async function* (): AsyncIterable<CompletionEvent> {
      yield { type: 'delta', text: 'First part. ' };
      await gate;
      yield { type: 'delta', text: 'Second part.' };
    };
    try {
      await ask(jordan, thread.threadKey, 'Tell me something');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const midway = (await jordan.get(`/pilot/completions.json?thread_key=${thread.threadKey}`)).json().pilotCompletions[0] as PilotCompletion;
      expect(midway).toMatchObject({ state: 'processing', assistantResponse: 'First part. ' });
      release();
      const [done] = await settled(jordan, thread.threadKey);
      expect(done).toMatchObject({ state: 'completed', assistantResponse: 'First part. Second part.' });
    } finally {
      t.services.ai.complete = original;
    }
  });

  it('marks the answer failed, keeping what streamed, when the provider breaks mid-stream', async () => {
    const thread = await newThread(jordan);
    const original = t.services.ai.complete;
    t.services.ai.complete = async function* (): AsyncIterable<CompletionEvent> {
      yield { type: 'delta', text: 'Partial' };
      throw new Error('stream dropped');
    };
    try {
      await ask(jordan, thread.threadKey, 'Anything');
      const [done] = await settled(jordan, thread.threadKey);
      expect(done?.state).toBe('failed');
      expect(done?.assistantResponse).toBe("Partial\n\nSorry, I couldn't finish this answer. Please try again in a few minutes.");
    } finally {
      t.services.ai.complete = original;
    }
  });

  it("joins only the consumer's own thread room", async () => {
    const mine = await latestThread(jordan);
    const socket = open(casey);
    await connected(socket);
    expect(await join(socket, mine.threadKey)).toEqual({ ok: false, error: PILOT_MESSAGES.threadNotFound });
    expect(await join(socket, 'x')).toEqual({ ok: false, error: 'threadKey is required' });
  });
});

describe('ratings', () => {
  it('takes 1, 0 and -1 from the owner only', async () => {
    const thread = await newThread(jordan);
    const id = (await ask(jordan, thread.threadKey, 'What is zombie debt?')).json().pilotCompletion.id as number;
    await t.services.pilot.idle();
    for (const rating of [1, -1, 0] as const) {
      const res = await jordan.request('PATCH', `/pilot/completions/${id}.json`, { pilotCompletion: { rating } });
      expect(res.statusCode).toBe(200);
      expect(res.json().pilotCompletion.rating).toBe(rating);
    }
    expect((await jordan.request('PATCH', `/pilot/completions/${id}.json`, { pilotCompletion: { rating: 2 } })).statusCode).toBe(400);
    expect((await casey.request('PATCH', `/pilot/completions/${id}.json`, { pilotCompletion: { rating: 1 } })).json()).toMatchObject({
      error: PILOT_MESSAGES.completionNotFound,
    });
  });
});

describe('personas and suggestions', () => {
  it('lists personas and answers in the chosen one; an unknown persona comes back as none', async () => {
    const personas = (await jordan.get('/pilot/personas.json')).json().data as { id: string; name: string; avatarUrl: string }[];
    expect(personas.map((p) => p.id)).toEqual(['solo', 'plain_talk', 'step_by_step', 'negotiation_coach']);
    const thread = await newThread(jordan);
    await ask(jordan, thread.threadKey, 'How do I settle a debt with a collector?', { personaId: 'step_by_step' });
    await ask(jordan, thread.threadKey, 'How do I settle a debt with a collector?', { personaId: 'retired_persona' });
    const [steps, unknown] = await settled(jordan, thread.threadKey);
    expect(steps?.persona?.name).toBe('Step by Step');
    expect(steps?.assistantResponse).toMatch(/^Here is how it works, step by step:\n\n1\. /);
    expect(unknown?.persona).toBeNull();
  });

  it('suggests follow-ups to the article the last answer cited, and starters otherwise', async () => {
    const thread = await newThread(jordan);
    const starters = (await jordan.get(`/pilot/completions/prompt_suggestions?agent_key=ask_solo&thread_key=${thread.threadKey}`)).json().suggestions;
    expect(starters[0]).toMatchObject({ text: 'How do I answer a debt lawsuit?', metadata: { source: 'starter' } });
    await ask(jordan, thread.threadKey, 'What is pay for delete?');
    await t.services.pilot.idle();
    const followUps = (await jordan.get(`/pilot/completions/prompt_suggestions?thread_key=${thread.threadKey}`)).json().suggestions;
    expect(followUps.map((s: { text: string }) => s.text)).toContain('How do I rebuild my credit?');
    expect(followUps[0].metadata.source).toBe('knowledge_base');
  });
});

describe('function calls', () => {
  async function callsOf(agent: Agent, question: string) {
    const thread = await newThread(agent);
    const socket = open(agent);
    await connected(socket);
    await join(socket, thread.threadKey);
    const updates: PilotFunctionCall[] = [];
    socket.on(PILOT_EVENTS.functionCall, (c: PilotFunctionCall) => updates.push(c));
    await ask(agent, thread.threadKey, question);
    const [done] = await settled(agent, thread.threadKey);
    // The live updates may trail the stored answer (on PostgreSQL they cross the adapter): wait for the last one.
    for (let waited = 0; waited < 3_000 && !updates.some((u) => u.state === 'completed' || u.state === 'failed'); waited += 25) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return { done, updates };
  }

  it('starts a Debt Answer with the spec link, going pending, executing, completed', async () => {
    const { done, updates } = await callsOf(jordan, 'Help me answer my lawsuit');
    expect(done?.assistantResponse).toMatch(/^I'll start a Debt Answer for you\./);
    expect(updates.map((u) => u.state)).toEqual(['executing', 'completed']);
    expect(done?.pilotFunctionCalls).toEqual([
      expect.objectContaining({
        functionName: 'start_debt_answer',
        state: 'completed',
        result: expect.objectContaining({ url: pilotCaseLink('debt_answer') }),
      }),
    ]);
    expect(pilotCaseLink('debt_answer')).toBe('/customer_documents?document_name=debt_answer&source=pilot');
  });

  it('searches courts by place and state', async () => {
    const { done } = await callsOf(jordan, 'Find the court in Dallas, Texas');
    const call = done?.pilotFunctionCalls[0];
    expect(call).toMatchObject({ functionName: 'search_courts', state: 'completed' });
    // The intake's directory: Dallas resolves to Dallas County, whose courts come first.
    expect(call?.result?.courts?.[0]).toMatchObject({ county: 'Dallas County', mailing_state: 'TX' });
  });

  it("shows the payment widget for the consumer's settlement, and fails with a reason when there is none", async () => {
    const { done } = await callsOf(jordan, 'I want to pay my settlement');
    expect(done?.pilotFunctionCalls[0]).toMatchObject({
      functionName: 'display_payment_widget',
      state: 'completed',
      result: { iframe_url: paymentWidgetPath(jordanCaseId) },
    });
    const none = await callsOf(casey, 'I want to pay my settlement');
    expect(none.updates.map((u) => u.state)).toEqual(['executing', 'failed']);
    expect(none.done?.pilotFunctionCalls[0]).toMatchObject({
      state: 'failed',
      errorMessage: 'You have no settlement to pay yet. Start a SoloSettle case first.',
      result: null,
    });
  });
});

describe('files', () => {
  // A PNG whose header says 40 x 30 (an upload is refused when the header says nothing of the size).
  const png = pngHeaderBomb(40, 30);

  it('uploads directly, registers the file in the thread, and attaches it to a question', async () => {
    const thread = await newThread(jordan);
    const up = await jordan.multipart('/rails/active_storage/direct_uploads', {}, [
      { field: 'file', filename: 'summons.png', contentType: 'image/png', bytes: png },
    ]);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ filename: 'summons.png', content_type: 'image/png', byte_size: png.length });
    const file = await jordan.post('/pilot/files.json', { pilot_file: { attachment: up.json().signed_id, client_id: 'c-1', thread_key: thread.threadKey } });
    expect(file.json().pilotFile).toMatchObject({ clientId: 'c-1', name: 'summons.png', state: 'uploaded', progress: 100 });
    const fileId = file.json().pilotFile.id as number;
    expect((await casey.get(`/pilot/files/${fileId}`)).statusCode).toBe(404);
    const opened = await jordan.get(`/pilot/files/${fileId}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/png');

    expect((await ask(casey, (await latestThread(casey)).threadKey, 'Hi', { pilotFileIds: [fileId] })).statusCode).toBe(404);
    await ask(jordan, thread.threadKey, 'What is this?', { pilotFileIds: [fileId] });
    const [done] = await settled(jordan, thread.threadKey);
    expect(done?.pilotFiles.map((f) => f.name)).toEqual(['summons.png']);
    expect(done?.assistantResponse).toMatch(/^I received summons\.png\./);
  });

  it('refuses a fake PDF (415) and a file over 25 MB (413) with the spec messages', async () => {
    const fake = await jordan.multipart('/rails/active_storage/direct_uploads', {}, [
      { field: 'file', filename: 'summons.pdf', contentType: 'application/pdf', bytes: Buffer.from('<html>not a pdf</html>') },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error).toBe(PILOT_MESSAGES.fileType('pdf'));
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(PILOT_LIMITS.uploadMaxBytes)]);
    const tooLarge = await jordan.multipart('/rails/active_storage/direct_uploads', {}, [
      { field: 'file', filename: 'big.pdf', contentType: 'application/pdf', bytes: big },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', error: PILOT_MESSAGES.fileTooLarge });
  });

  it('refuses a 20000 x 20000 PNG with its size in words (413), by its header', async () => {
    const bomb = await jordan.multipart('/rails/active_storage/direct_uploads', {}, [
      { field: 'file', filename: 'summons.png', contentType: 'image/png', bytes: pngHeaderBomb(20_000, 20_000) },
    ]);
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: expect.stringContaining('This image is 20000 × 20000 pixels') });
  });

  it("refuses a type the chat does not take, naming it, and another consumer's signed id", async () => {
    const exe = await jordan.multipart('/rails/active_storage/direct_uploads', {}, [
      { field: 'file', filename: 'run.exe', contentType: 'application/octet-stream', bytes: Buffer.from('MZ....') },
    ]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error).toBe("File type (exe) isn't allowed.");
    const up = await jordan.multipart('/rails/active_storage/direct_uploads', {}, [{ field: 'file', filename: 'a.png', contentType: 'image/png', bytes: png }]);
    const thread = await latestThread(casey);
    expect(
      (await casey.post('/pilot/files.json', { pilot_file: { attachment: up.json().signed_id, client_id: 'x', thread_key: thread.threadKey } })).statusCode,
    ).toBe(404);
  });
});

describe('Ask Solo in Spanish (issue 24)', () => {
  // Casey switches to Spanish for these tests only; the other tests read Casey in English.
  beforeAll(async () => {
    expect((await casey.put('/api/v1/language', { language: 'es' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    expect((await casey.put('/api/v1/language', { language: 'en' })).statusCode).toBe(200);
  });

  it('answers a Spanish-speaking consumer’s safety question in Spanish, with its citation', async () => {
    const thread = await newThread(casey);
    expect((await ask(casey, thread.threadKey, '¿Qué pasa si no respondo a la demanda?')).statusCode).toBe(200);
    const [done] = await settled(casey, thread.threadKey);
    expect(done?.state).toBe('completed');
    expect(done?.assistantResponse).toContain('sentencia en rebeldía');
    expect(done?.assistantResponse).toContain('No soy abogado');
    expect(done?.assistantResponse).not.toContain("I'm not a lawyer");
    // The answer card's article: the card answers, the article is where to read more.
    expect(done?.citations).toEqual([
      expect.objectContaining({
        slug: expect.stringMatching(/^(default-judgment-what-to-do|how-to-answer-a-debt-collection-lawsuit|debt-lawsuit-deadlines-by-court)$/),
      }),
    ]);
    expect(done?.assistantResponse).toMatch(/Contestación por escrito/);
  });

  it('answers in Spanish when the consumer has set Spanish, even to a question typed in English', async () => {
    const thread = await newThread(casey);
    await ask(casey, thread.threadKey, 'Can they garnish my wages?');
    const [done] = await settled(casey, thread.threadKey);
    expect(done?.assistantResponse).toMatch(/Sin una sentencia, por lo general un cobrador no puede embargar su salario/);
    expect(done?.assistantResponse).toMatch(/25%/);
    expect(done?.citations).toEqual([expect.objectContaining({ slug: 'default-judgment-what-to-do' })]);
  });

  it('answers an English-language consumer in English even when the question is in Spanish, and says in Spanish where to switch', async () => {
    const thread = await newThread(jordan);
    await ask(jordan, thread.threadKey, 'me demandaron, ¿qué hago?');
    await ask(jordan, thread.threadKey, 'What happens if I ignore a summons?');
    const [spanish, english] = await settled(jordan, thread.threadKey);
    expect(spanish?.assistantResponse).toContain('cambie el idioma en su perfil');
    expect(spanish?.assistantResponse).toContain('default judgment');
    expect(english?.assistantResponse).toContain('Most debt collection cases end in a default judgment');
    expect(english?.assistantResponse).toContain("I'm not a lawyer");
  });

  it('suggests questions in Spanish to a Spanish speaker', async () => {
    const thread = await newThread(casey);
    const starters = (await casey.get(`/pilot/completions/prompt_suggestions?thread_key=${thread.threadKey}`)).json().suggestions;
    expect(starters.map((s: { text: string }) => s.text)).toContain('¿Pueden embargar mi sueldo?');
    await ask(casey, thread.threadKey, '¿Pueden embargar mi Seguro Social?');
    await t.services.pilot.idle();
    const followUps = (await casey.get(`/pilot/completions/prompt_suggestions?thread_key=${thread.threadKey}`)).json().suggestions;
    expect(followUps.map((s: { text: string }) => s.text)).toContain('¿Se puede anular una sentencia en rebeldía?');
  });

  it('says it does not know, and why a tool failed, in Spanish', async () => {
    const thread = await newThread(casey);
    await ask(casey, thread.threadKey, '¿Cuál es una buena receta de lasaña?');
    const [unknown] = await settled(casey, thread.threadKey);
    expect(unknown?.assistantResponse).toMatch(/^No sé la respuesta a eso\./);
    expect(unknown?.citations).toEqual([]);
    await ask(casey, thread.threadKey, 'Quiero pagar mi acuerdo');
    const [, pay] = await settled(casey, thread.threadKey);
    expect(pay?.assistantResponse).toBe('Este es el formulario de pago de su caso.');
    expect(pay?.pilotFunctionCalls[0]).toMatchObject({
      functionName: 'display_payment_widget',
      state: 'failed',
      errorMessage: 'Todavía no tiene un acuerdo que pagar. Primero empiece un caso de SoloSettle.',
    });
  });
});
