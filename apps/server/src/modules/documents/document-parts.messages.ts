import { defineCatalog } from '../../platform/i18n.js';

/**
 * The words the settlement agreement and the authorization letter share: the plan's description,
 * the schedule table, the signature band and the translation notes (issue 24; see
 * docs/decisions/026-spanish.md).
 */
export const DOCUMENT_PARTS_TEXT = defineCatalog({
  en: {
    planPhase: '{first, select, yes {} other {then }}{count, plural, one {1 payment} other {# monthly payments}} of {amount}',
    paymentCount: '{count, plural, one {one payment} other {# payments}}',
    'column.payment': 'Payment',
    'column.dueDate': 'Due date',
    'column.amount': 'Amount',
    'total.label': 'Total',
    'total.count': '{count, plural, one {1 payment} other {# payments}}',
    'signature.signature': 'Signature',
    'signature.name': 'Name:',
    'signature.nameAndTitle': 'Name and title:',
    'signature.date': 'Date:',
    fileNumber: '{reference} (Law Firm file no. {fileNumber})',
    page: 'Page {page} of {pages}',
    englishOriginal: 'English original',
  },
  es: {
    planPhase: '{first, select, yes {} other {luego }}{count, plural, one {1 pago} other {# cuotas mensuales}} de {amount}',
    paymentCount: '{count, plural, one {un pago} other {# cuotas}}',
    'column.payment': 'Cuota',
    'column.dueDate': 'Fecha de vencimiento',
    'column.amount': 'Monto',
    'total.label': 'Total',
    'total.count': '{count, plural, one {1 pago} other {# cuotas}}',
    'signature.signature': 'Firma',
    'signature.name': 'Nombre:',
    'signature.nameAndTitle': 'Nombre y cargo:',
    'signature.date': 'Fecha:',
    fileNumber: '{reference} (n.º de expediente del bufete de abogados: {fileNumber})',
    page: 'Página {page} de {pages}',
    englishOriginal: 'Original en inglés',
  },
});
