import { type Language, type PilotFunctionName, paymentWidgetPath, pilotCaseLink, US_STATES } from '@parley/shared';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { customerDocuments, type FunctionResultRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { searchCourts } from '../intake/directory-search.js';

/**
 * What the assistant's tools do. Starting a case answers with the spec's link
 * (/customer_documents?document_name=...&source=pilot); the web opens the case from there.
 * A tool that cannot run throws an AppError whose message the chat shows. Every message is in the
 * consumer's language (issue 24).
 */
const FUNCTION_WORDS = {
  en: {
    debtAnswer: 'Your Debt Answer is ready to start.',
    solosettle: 'Your SoloSettle case is ready to start.',
    document: 'Your document is ready to start.',
    noCourtQuery: 'Tell me the city or county and the state of your court, and I will search again.',
    courtsFound: (count: number, where: string) =>
      `Found ${count === 1 ? 'one court' : `${count} courts`} for "${where}". Check the court's name on your summons.`,
    noCourtFound: (where: string) => `No court in Parley's directory matched "${where}". The court's name and address are on the first page of your summons.`,
    nothingToPay: 'You have no settlement to pay yet. Start a SoloSettle case first.',
    paymentForm: 'Here is the payment form for your settlement.',
    failed: 'That action could not be completed. Please try again.',
  },
  es: {
    debtAnswer: 'Su Debt Answer está lista para empezar.',
    solosettle: 'Su caso de SoloSettle está listo para empezar.',
    document: 'Su documento está listo para empezar.',
    noCourtQuery: 'Dígame la ciudad o el condado y el estado de su tribunal, y buscaré otra vez.',
    courtsFound: (count: number, where: string) =>
      `Encontré ${count === 1 ? 'un tribunal' : `${count} tribunales`} para "${where}". Revise el nombre del tribunal en su citación.`,
    noCourtFound: (where: string) =>
      `Ningún tribunal del directorio de Parley coincide con "${where}". El nombre y la dirección del tribunal están en la primera página de su citación.`,
    nothingToPay: 'Todavía no tiene un acuerdo que pagar. Primero empiece un caso de SoloSettle.',
    paymentForm: 'Este es el formulario de pago de su acuerdo.',
    failed: 'No se pudo completar esa acción. Por favor, inténtelo de nuevo.',
  },
} satisfies Record<Language, unknown>;

/** The message a tool that failed unexpectedly shows, in the consumer's language. */
export const functionFailedMessage = (language: Language) => FUNCTION_WORDS[language].failed;

export async function executeFunction(
  { db }: { db: Database },
  userId: number,
  name: PilotFunctionName,
  args: Record<string, unknown>,
  language: Language = 'en',
): Promise<FunctionResultRow> {
  const words = FUNCTION_WORDS[language];
  switch (name) {
    case 'start_debt_answer':
      return { message: words.debtAnswer, url: pilotCaseLink('debt_answer') };
    case 'start_solosettle':
      return { message: words.solosettle, url: pilotCaseLink('solosettle') };
    case 'start_document_generation':
      return { message: words.document, url: pilotCaseLink('document_generation') };
    case 'search_courts': {
      const query = typeof args.query === 'string' ? args.query.slice(0, 100) : '';
      const rawState = typeof args.state === 'string' ? args.state.trim().toUpperCase() : null;
      const state = rawState && Object.hasOwn(US_STATES, rawState) ? rawState : null;
      if (!query && !state) throw new AppError('VALIDATION_FAILED', words.noCourtQuery);
      const courts = await searchCourts(db, query, state, { limit: 5 });
      const where = [query, state].filter(Boolean).join(', ');
      return {
        message: courts.length ? words.courtsFound(courts.length, where) : words.noCourtFound(where),
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
      if (!doc) throw new AppError('NOT_FOUND', words.nothingToPay);
      return { message: words.paymentForm, iframe_url: paymentWidgetPath(doc.id) };
    }
  }
}
