import { digitsOf, INTAKE_LIMITS, INTAKE_MESSAGES, isValidUsPhone, type Product } from '@parley/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { caseIntakes, collectionFirmDirectory, courts, lawFirms, plaintiffDirectory } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { updateCaseDetails } from '../cases/case-store.js';
import { directoriesReady, LIMIT, matches, normalized, rank, searchCourts } from './directory-search.js';
import type { Consumer, IntakeCases } from './intake.service.js';

/** Court, law firm and plaintiff searches over the directories, and the details form's saves. */
export function createIntakeSearches(deps: { db: Database; clock: Clock; cases: IntakeCases }) {
  const { db, clock, cases } = deps;
  const ready = () => directoriesReady(db);

  return {
    searchCourts: (query: string, state: string | undefined, level?: string) => searchCourts(db, query, state, { level }),

    async searchPlaintiffs(query: string) {
      const q = normalized(query);
      if (q.length < INTAKE_LIMITS.searchMinChars) return [];
      await ready();
      const rows = await db
        .select({ id: plaintiffDirectory.id, name: plaintiffDirectory.name })
        .from(plaintiffDirectory)
        .where(matches(plaintiffDirectory.name, q))
        .orderBy(sql`${rank(plaintiffDirectory.name, q)} desc`, plaintiffDirectory.name)
        .limit(LIMIT);
      return rows.map((r) => ({ ...r, in_database: true }));
    },

    /** Firms on Parley (in_database, with their id) before directory firms that are not on Parley yet. */
    async searchLawFirms(query: string) {
      const q = normalized(query);
      if (q.length < INTAKE_LIMITS.searchMinChars) return [];
      await ready();
      const onParley = await db
        .select({ id: lawFirms.id, name: lawFirms.name })
        .from(lawFirms)
        .where(matches(lawFirms.name, q))
        .orderBy(sql`${rank(lawFirms.name, q)} desc`, lawFirms.name)
        .limit(LIMIT);
      const directory = await db
        .select({ name: collectionFirmDirectory.name })
        .from(collectionFirmDirectory)
        .where(matches(collectionFirmDirectory.name, q))
        .orderBy(sql`${rank(collectionFirmDirectory.name, q)} desc`, collectionFirmDirectory.name)
        .limit(LIMIT);
      const names = new Set(onParley.map((f) => f.name.toLowerCase()));
      return [
        ...onParley.map((f) => ({ id: f.id, name: f.name, in_database: true })),
        ...directory.filter((f) => !names.has(f.name.toLowerCase())).map((f) => ({ id: null, name: f.name, in_database: false })),
      ].slice(0, LIMIT);
    },

    async saveLawFirm(consumer: Consumer, id: number, input: { law_firm_name: string; selected_law_firm_id?: number | null }) {
      const { doc } = await cases.getCase(consumer, id);
      let lawFirmId: number | null = null;
      let name = input.law_firm_name;
      if (input.selected_law_firm_id) {
        const [firm] = await db.select().from(lawFirms).where(eq(lawFirms.id, input.selected_law_firm_id));
        if (!firm) throw new AppError('VALIDATION_FAILED', INTAKE_MESSAGES.selectFailed('law firm'));
        lawFirmId = firm.id;
        name = firm.name;
      }
      await db.transaction(async (tx) => {
        // Only a SoloSettle case goes to a firm: the negotiation reads law_firm_id or the pending firm.
        if (doc.product === 'solosettle') {
          if (doc.lastActionCode !== null) throw new AppError('CONFLICT', 'The firm cannot change once an offer was sent.');
          if (lawFirmId) {
            await updateCaseDetails(tx, id, { lawFirmId, pendingLawFirmName: null, pendingLawyerEmail: null }, 'consumer');
          } else {
            const [intake] = await tx.select().from(caseIntakes).where(eq(caseIntakes.customerDocumentId, id));
            await updateCaseDetails(tx, id, { lawFirmId: null, pendingLawFirmName: name, pendingLawyerEmail: intake?.lawyerEmails[0] ?? null }, 'consumer');
          }
        }
        await tx.update(caseIntakes).set({ lawFirmName: name, updatedAt: clock.now() }).where(eq(caseIntakes.customerDocumentId, id));
      });
      return { error: null };
    },

    async savePlaintiff(consumer: Consumer, id: number, input: { plaintiff_name: string; selected_plaintiff_id?: number | null }) {
      await cases.getCase(consumer, id);
      let name = input.plaintiff_name;
      if (input.selected_plaintiff_id) {
        const [row] = await db.select().from(plaintiffDirectory).where(eq(plaintiffDirectory.id, input.selected_plaintiff_id));
        if (!row) return { error: INTAKE_MESSAGES.selectFailed('plaintiff') };
        name = row.name;
      }
      await updateCaseDetails(db, id, { plaintiffName: name }, 'consumer');
      return { error: null };
    },

    async saveCourt(
      consumer: Consumer,
      id: number,
      input: { court_name: string; selected_court_id?: number | null; court_city: string; court_state: string; court_street: string; court_zip_code: string },
    ) {
      const { doc } = await cases.getCase(consumer, id);
      if ((doc.product as Product) === 'solosettle') throw new AppError('VALIDATION_FAILED', INTAKE_MESSAGES.saveCourtFailed);
      let values = {
        courtId: null as number | null,
        courtName: input.court_name,
        courtStreet: input.court_street,
        courtCity: input.court_city,
        courtState: input.court_state,
        courtZip: input.court_zip_code,
      };
      if (input.selected_court_id) {
        const [c] = await db.select().from(courts).where(eq(courts.id, input.selected_court_id));
        if (!c) throw new AppError('VALIDATION_FAILED', INTAKE_MESSAGES.saveCourtFailed);
        // A court the directory has no address for keeps the address the consumer gave (from the summons).
        values = {
          courtId: c.id,
          courtName: c.name,
          courtStreet: c.mailingStreet ?? input.court_street,
          courtCity: c.mailingCity ?? input.court_city,
          courtState: c.state,
          courtZip: c.mailingZip ?? input.court_zip_code,
        };
      }
      await db
        .update(caseIntakes)
        .set({ ...values, updatedAt: clock.now() })
        .where(eq(caseIntakes.customerDocumentId, id));
      return { error: null };
    },

    /** update_phone_number: 10 digits, a valid US number (NANP); answers the errors array. */
    async updatePhoneNumber(consumer: Consumer, id: number, input: { phone_number: string; consents_to_sms: boolean }) {
      await cases.getCase(consumer, id);
      let digits = digitsOf(input.phone_number);
      if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
      if (!isValidUsPhone(digits)) return { errors: [INTAKE_MESSAGES.phone] };
      await db
        .update(caseIntakes)
        .set({ phoneNumber: digits, consentsToSms: input.consents_to_sms, updatedAt: clock.now() })
        .where(eq(caseIntakes.customerDocumentId, id));
      return { errors: [] };
    },

    async deleteLawyerEmail(consumer: Consumer, id: number, email: string) {
      const { doc, intake } = await cases.getCase(consumer, id);
      const target = email.trim().toLowerCase();
      if (!intake.lawyerEmails.includes(target)) throw new AppError('NOT_FOUND', 'That email is not on this case');
      const remaining = intake.lawyerEmails.filter((e) => e !== target);
      await db.transaction(async (tx) => {
        await tx.update(caseIntakes).set({ lawyerEmails: remaining, updatedAt: clock.now() }).where(eq(caseIntakes.customerDocumentId, id));
        if (doc.product === 'solosettle' && doc.lawFirmId === null) {
          await updateCaseDetails(tx, id, { pendingLawyerEmail: remaining[0] ?? null }, 'consumer');
        }
      });
      return { lawyer_emails: remaining };
    },
  };
}
