import { type PilotFunctionName, paymentWidgetPath, pilotCaseLink, US_STATES } from '@parley/shared';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { customerDocuments, type FunctionResultRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { searchCourts } from './court-directory.js';

/**
 * What the assistant's tools do. Starting a case answers with the spec's link
 * (/customer_documents?document_name=...&source=pilot); the web opens the case from there.
 * A tool that cannot run throws an AppError whose message the chat shows.
 */
export async function executeFunction(
  { db }: { db: Database },
  userId: number,
  name: PilotFunctionName,
  args: Record<string, unknown>,
): Promise<FunctionResultRow> {
  switch (name) {
    case 'start_debt_answer':
      return { message: 'Your Debt Answer is ready to start.', url: pilotCaseLink('debt_answer') };
    case 'start_solosettle':
      return { message: 'Your SoloSettle case is ready to start.', url: pilotCaseLink('solosettle') };
    case 'start_document_generation':
      return { message: 'Your document is ready to start.', url: pilotCaseLink('document_generation') };
    case 'search_courts': {
      const query = typeof args.query === 'string' ? args.query.slice(0, 100) : '';
      const rawState = typeof args.state === 'string' ? args.state.trim().toUpperCase() : null;
      const state = rawState && Object.hasOwn(US_STATES, rawState) ? rawState : null;
      if (!query && !state) throw new AppError('VALIDATION_FAILED', 'Tell me the city or county and the state of your court, and I will search again.');
      const courts = searchCourts(query, state);
      const where = [query, state].filter(Boolean).join(', ');
      return {
        message: courts.length
          ? `Found ${courts.length === 1 ? 'one court' : `${courts.length} courts`} for "${where}". Check the court's name on your summons.`
          : `No court in Parley's directory matched "${where}". The court's name and address are on the first page of your summons.`,
        courts,
      };
    }
    case 'display_payment_widget': {
      // The consumer's newest settlement with a law firm: the one there is something to pay on.
      const [doc] = await db
        .select({ id: customerDocuments.id })
        .from(customerDocuments)
        .where(and(eq(customerDocuments.userId, userId), eq(customerDocuments.product, 'solosettle'), isNotNull(customerDocuments.lawFirmId)))
        .orderBy(desc(customerDocuments.id))
        .limit(1);
      if (!doc) throw new AppError('NOT_FOUND', 'You have no settlement to pay yet. Start a SoloSettle case first.');
      return { message: 'Here is the payment form for your settlement.', iframe_url: paymentWidgetPath(doc.id) };
    }
  }
}
