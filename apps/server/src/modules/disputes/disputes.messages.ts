import { defineCatalog } from '../../platform/i18n.js';

/** The emails a consumer gets about their disputes, in their language. */
export const DISPUTE_EMAILS = defineCatalog({
  en: {
    yourAccount: 'your account',
    verifiedSubject: 'Verification of your disputed debt has arrived',
    verified: 'The firm sent verification of the debt you disputed ({creditor}), on {date}.',
    readIt: 'Read it in Parley',
    resumes: 'Collection may resume now.',
  },
  es: {
    yourAccount: 'su cuenta',
    verifiedSubject: 'Llegó la verificación de la deuda que usted disputó',
    verified: 'El bufete envió la verificación de la deuda que usted disputó ({creditor}), el {date}.',
    readIt: 'Leerla en Parley',
    resumes: 'Ahora el cobro puede continuar.',
  },
});
