import { randomBytes } from 'node:crypto';
import { PILOT_MESSAGES, type PilotFile } from '@parley/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pilotFiles } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { AttachmentType } from '../../platform/file-type.js';
import type { Storage } from '../../platform/storage.js';
import { fileOut, type ThreadRow } from './pilot.views.js';

/** The files a consumer gives Solo: uploaded, attached to a thread, read back. */
export function createPilotFiles({
  db,
  clock,
  storage,
  findThread,
}: {
  db: Database;
  clock: Clock;
  storage: Storage;
  findThread: (userId: number, by: { threadKey?: string; id?: number }) => Promise<ThreadRow>;
}) {
  return {
    /** The direct upload (consumer spec 7): checked by content, stored, answered with its signed id. */
    async directUpload(userId: number, upload: { filename: string; data: Buffer; type: AttachmentType }) {
      const { type } = upload;
      const storageKey = await storage.put(upload.data);
      const signedId = randomBytes(24).toString('base64url');
      await db.insert(pilotFiles).values({
        userId,
        signedId,
        filename: upload.filename.slice(0, 200),
        contentType: type.contentType,
        sizeBytes: upload.data.length,
        storageKey,
        createdAt: clock.now(),
      });
      return { signed_id: signedId, filename: upload.filename.slice(0, 200), content_type: type.contentType, byte_size: upload.data.length };
    },

    async createFile(userId: number, input: { attachment: string; client_id: string; thread_key: string }): Promise<PilotFile> {
      const thread = await findThread(userId, { threadKey: input.thread_key });
      const [file] = await db
        .update(pilotFiles)
        .set({ clientId: input.client_id, threadId: thread.id })
        .where(and(eq(pilotFiles.signedId, input.attachment), eq(pilotFiles.userId, userId), isNull(pilotFiles.completionId)))
        .returning();
      if (!file) throw new AppError('NOT_FOUND', PILOT_MESSAGES.fileNotFound);
      return fileOut(file);
    },

    async readFile(userId: number, id: number): Promise<{ filename: string; contentType: string; data: Buffer }> {
      const [file] = await db
        .select()
        .from(pilotFiles)
        .where(and(eq(pilotFiles.id, id), eq(pilotFiles.userId, userId)));
      const data = file ? await storage.get(file.storageKey) : null;
      if (!file || !data) throw new AppError('NOT_FOUND', PILOT_MESSAGES.fileNotFound);
      return { filename: file.filename, contentType: file.contentType, data };
    },
  };
}
