import {
  CompletionIdParamsSchema,
  CompletionResponseSchema,
  CompletionsQuerySchema,
  CompletionsResponseSchema,
  CreateCompletionInputSchema,
  CreatePilotFileInputSchema,
  DirectUploadResponseSchema,
  PersonasResponseSchema,
  PILOT_EVENTS,
  PILOT_LIMITS,
  PILOT_MESSAGES,
  PilotFileResponseSchema,
  PilotRoomInputSchema,
  PilotThreadResponseSchema,
  PromptSuggestionsQuerySchema,
  PromptSuggestionsResponseSchema,
  RateCompletionInputSchema,
} from '@parley/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth.js';
import { readMultipartUpload, type UploadedFile, type UploadRules } from '../../platform/multipart-upload.js';
import type { RouteContext } from '../../route-context.js';
import { pilotRoom } from './pilot.streaming.js';

const tags = ['pilot'];

/** Ask Solo's direct upload (consumer spec 7): one pdf, jpeg, jpg, gif or png, named as it is. */
const PILOT_UPLOAD: UploadRules = {
  maxFileBytes: PILOT_LIMITS.uploadMaxBytes,
  kinds: ['pdf', 'jpg', 'png', 'gif'],
  matchExtension: true,
  maxFields: 5,
  messages: {
    tooLarge: PILOT_MESSAGES.fileTooLarge,
    wrongType: ({ extension }) => PILOT_MESSAGES.fileType(extension),
    missing: 'Attach a file',
    notMultipart: 'Send the file as multipart/form-data',
  },
};

async function readUpload(req: FastifyRequest) {
  const [file] = (await readMultipartUpload(req, PILOT_UPLOAD)).files;
  return file as UploadedFile;
}

/**
 * Ask Solo (consumer spec 7 "AI chat"): consumers only, each reaching only their own threads,
 * questions and files. Answers stream over Socket.IO in the room pilot:{thread_key}.
 */
export function pilotRoutes({ services, guards }: RouteContext): FastifyPluginAsyncZod {
  const pilot = services.pilot;
  const consumer = guards.requireConsumer();
  const userId = (req: FastifyRequest) => sessionOf(req).user.id;

  services.realtime.onConnection((socket, user) => {
    if (user.realm !== 'consumer') return;
    socket.on(PILOT_EVENTS.join, async (raw: unknown, ack?: unknown) => {
      const reply = (body: unknown) => typeof ack === 'function' && ack(body);
      const input = PilotRoomInputSchema.safeParse(raw);
      if (!input.success) return reply({ ok: false, error: 'threadKey is required' });
      if (!(await services.sessions.resolve(user.realm, user.token))) {
        reply({ ok: false, error: 'unauthenticated' });
        return socket.disconnect(true);
      }
      if (!(await pilot.canJoin(user.session.user.id, input.data.threadKey))) {
        await services.audit.record({
          action: 'authorization_refused',
          actorUserId: user.session.user.id,
          realm: user.realm,
          ip: socket.handshake.address,
          details: { channel: 'pilot' },
        });
        return reply({ ok: false, error: PILOT_MESSAGES.threadNotFound });
      }
      await socket.join(pilotRoom(input.data.threadKey));
      reply({ ok: true });
    });
    socket.on(PILOT_EVENTS.leave, async (raw: unknown) => {
      const input = PilotRoomInputSchema.safeParse(raw);
      if (input.success) await socket.leave(pilotRoom(input.data.threadKey));
    });
  });

  return async (app) => {
    app.get(
      '/pilot/completions.json',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: "A thread's questions and answers, 20 a page, newest page first (each page oldest first); an answer still streaming shows its text so far",
          querystring: CompletionsQuerySchema,
          response: { 200: CompletionsResponseSchema },
        },
      },
      async (req) => pilot.listCompletions(userId(req), { threadKey: req.query.thread_key, id: req.query.pilot_thread_id }, req.query.page),
    );

    app.get(
      '/pilot/completions/latest_thread.json',
      {
        preHandler: consumer,
        schema: { tags, summary: "The consumer's latest thread (created when there is none)", response: { 200: PilotThreadResponseSchema } },
      },
      async (req) => ({ pilotThread: await pilot.latestThread(userId(req)) }),
    );

    app.post(
      '/pilot/completions/new_thread.json',
      {
        preHandler: consumer,
        schema: { tags, summary: 'A new thread (the latest one is reused while it has no questions)', response: { 200: PilotThreadResponseSchema } },
      },
      async (req) => ({ pilotThread: await pilot.newThread(userId(req)) }),
    );

    app.post(
      '/pilot/completions.json',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary:
            'Ask a question. Answers at once with the question in state processing; the answer streams to pilot:{threadKey} as deltas, then the whole completion (state completed or failed), then function-call updates.',
          body: CreateCompletionInputSchema,
          response: { 200: CompletionResponseSchema },
        },
      },
      async (req) => ({ pilotCompletion: await pilot.createCompletion(userId(req), sessionOf(req).user.language, req.body.pilotCompletion) }),
    );

    app.patch(
      '/pilot/completions/:id.json',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Rate an answer: 1, 0 or -1',
          params: CompletionIdParamsSchema,
          body: RateCompletionInputSchema,
          response: { 200: CompletionResponseSchema },
        },
      },
      async (req) => ({ pilotCompletion: await pilot.rate(userId(req), req.params.id, req.body.pilotCompletion.rating) }),
    );

    app.get(
      '/pilot/completions/prompt_suggestions',
      {
        preHandler: consumer,
        schema: { tags, summary: 'Questions to ask next', querystring: PromptSuggestionsQuerySchema, response: { 200: PromptSuggestionsResponseSchema } },
      },
      async (req) => ({ suggestions: await pilot.suggestions(userId(req), sessionOf(req).user.language, req.query) }),
    );

    app.get(
      '/pilot/personas.json',
      { preHandler: consumer, schema: { tags, summary: "The assistant's personas", response: { 200: PersonasResponseSchema } } },
      async () => ({ data: pilot.personas() }),
    );

    app.post(
      '/rails/active_storage/direct_uploads',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Upload a file for the assistant (multipart, one file: pdf, jpeg, jpg, gif or png up to 25 MB, checked by content); answers its signed id',
          response: { 200: DirectUploadResponseSchema },
        },
      },
      async (req) => pilot.directUpload(userId(req), await readUpload(req)),
    );

    app.post(
      '/pilot/files.json',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'Register an uploaded file in a thread under the client id',
          body: CreatePilotFileInputSchema,
          response: { 200: PilotFileResponseSchema },
        },
      },
      async (req) => ({ pilotFile: await pilot.createFile(userId(req), req.body.pilot_file) }),
    );

    app.get(
      '/pilot/files/:id',
      {
        preHandler: consumer,
        schema: { tags, summary: 'Open a file the consumer uploaded', params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
      },
      async (req, reply) => {
        const file = await pilot.readFile(userId(req), req.params.id);
        reply
          .header('content-type', file.contentType)
          .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox");
        return reply.send(file.data);
      },
    );
  };
}
