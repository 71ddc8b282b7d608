// The chat bench's conversations, written with the built server's own code, and the state whose
// consumers may be written to now.
import { CONVERSATIONS, server } from './chat-settings.mjs';

/** 50 firms, each with one staff member, one consumer, one account and their conversation; a session each. */
export async function createConversations(url, encryptionKey, consumerState) {
  const { openDatabase } = await import(server('db/client.js'));
  const schema = await import(server('db/schema/index.js'));
  const { createLawFirm } = await import(server('modules/law-firms/law-firms.service.js'));
  const { createCrypto } = await import(server('platform/crypto.js'));
  const { createSessionStore } = await import(server('platform/sessions.js'));
  const { systemClock } = await import(server('platform/clock.js'));
  const handle = await openDatabase({ kind: 'postgres', url, max: 4 });
  const crypto = createCrypto(encryptionKey);
  const sessions = createSessionStore({ db: handle.db, clock: systemClock });
  const now = new Date();
  const out = [];
  for (let i = 0; i < CONVERSATIONS; i++) {
    const firm = await createLawFirm(handle.db, crypto, `Bench Firm ${i + 1}`);
    const [staff] = await handle.db
      .insert(schema.users)
      .values({ kind: 'collector', email: `staff${i}@bench.test`, firstName: 'Staff', lastName: String(i + 1), lawFirmId: firm.id, lawFirmScope: 'user' })
      .returning();
    const [consumer] = await handle.db
      .insert(schema.users)
      // A consumer chats once their address is confirmed (issue 18).
      .values({ kind: 'consumer', email: `consumer${i}@bench.test`, firstName: 'Consumer', lastName: String(i + 1), emailVerifiedAt: now })
      .returning();
    const [doc] = await handle.db
      .insert(schema.customerDocuments)
      .values({
        lawFirmId: firm.id,
        product: 'solosettle',
        customerName: `Consumer ${i + 1}`,
        lawsuitAmountCents: 250_000,
        lawsuitState: consumerState ?? 'TX',
        mailingState: consumerState ?? 'TX',
        ssnLastFour: '6789',
        createdAt: now,
        userId: consumer.id,
      })
      .returning();
    const [conversation] = await handle.db
      .insert(schema.conversations)
      .values({ lawFirmId: firm.id, consumerUserId: consumer.id, customerDocumentId: doc.id, createdAt: now })
      .returning();
    out.push({
      id: conversation.id,
      consumerToken: await sessions.create('consumer', consumer.id, { ip: '127.0.0.1', userAgent: 'bench' }),
      staffToken: await sessions.create('collector', staff.id, { ip: '127.0.0.1', userAgent: 'bench' }),
    });
  }
  await handle.close();
  return out;
}

/** A US state whose consumers may be contacted now (Reg F 8 a.m.–9 p.m.), or null when none may. */
export async function stateInContactWindow() {
  const { consumerTimeZone, nextAllowedContact } = await import(server('modules/chat/compliance/local-time.js'));
  return ['NY', 'IL', 'CO', 'CA', 'AK', 'HI'].find((s) => nextAllowedContact(new Date(), consumerTimeZone(s, null)) === null) ?? null;
}
