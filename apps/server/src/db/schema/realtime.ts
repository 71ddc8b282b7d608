import { bigserial, customType, pgTable, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The Socket.IO PostgreSQL adapter's table: a broadcast over NOTIFY's 8000-byte limit (or carrying
 * binary) is written here and only its id is notified; the adapter deletes rows after 30 s. Kept in
 * the migrations so that several processes starting at once do not race to create it.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  payload: bytea().notNull(),
});
