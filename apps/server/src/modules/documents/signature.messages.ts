import { defineCatalog } from '../../platform/i18n.js';

/**
 * The electronic signature's words: the note beside the stamped signature and the certificate. A
 * document in Spanish gets the Spanish certificate followed by the English one, as the document
 * itself is the translation followed by the English original (docs/decisions/026-spanish.md).
 */
export const SIGNATURE_TEXT = defineCatalog({
  en: {
    stampNote: 'Signed electronically: certificate on page {page}',
    title: 'Electronic signature certificate',
    footer: "This certificate was added to the {count}-page document when it was signed. It is not part of that document's {pages}.",
    pageLabel: 'Certificate page {page} of {total}',
    pages: '{count, plural, one {page 1} other {pages 1 to {count}}}',
    pageCount: '{count, plural, one {# page} other {# pages}}',
    for: 'For: {document}',
    signedAt: 'Signed {at} (UTC)',
    'key.document': 'DOCUMENT',
    'key.signer': 'SIGNER',
    'key.typed': 'TYPED SIGNATURE',
    'key.at': 'SIGNED AT (UTC)',
    'key.ip': 'IP ADDRESS',
    'key.agent': 'USER AGENT',
    'key.sha': 'DOCUMENT SHA-256',
    documentPages: '{document} ({pages})',
    asNamed: '{signer}, as named in the document',
    notRecorded: 'not recorded',
    'h.consent': 'Consent to electronic records and signatures',
    'p.consent': 'Before signing, the signer accepted the following, word for word:',
    'h.how': 'How the document was signed',
    'p.how':
      'The signer reviewed the document in Parley, accepted the consent above, and typed their name as their signature. Parley ' +
      "recorded the time, the IP address and the browser's user agent shown above, and placed the typed signature and the date in " +
      'the signature block on page {page}.',
    'h.sha': 'The SHA-256 fingerprint',
    'p.sha':
      'The SHA-256 above was computed over the exact bytes of the unsigned document ({pages}, before the signature and this ' +
      'certificate were added) as it was presented to the signer. Any change to a document, however small, gives it a different ' +
      'SHA-256, so this value identifies the document as presented: anyone holding a copy of the unsigned document can compute ' +
      'its SHA-256 and compare it with the value above.',
  },
  es: {
    stampNote: 'Firmado electrónicamente: certificado en la página {page}',
    title: 'Certificado de firma electrónica',
    footer: 'Este certificado se agregó al documento de {count} páginas cuando se firmó. No forma parte de {pages} de ese documento.',
    pageLabel: 'Página {page} de {total} del certificado',
    pages: '{count, plural, one {la página 1} other {las páginas 1 a {count}}}',
    pageCount: '{count, plural, one {# página} other {# páginas}}',
    for: 'Para: {document}',
    signedAt: 'Firmado el {at} (UTC)',
    'key.document': 'DOCUMENTO',
    'key.signer': 'FIRMANTE',
    'key.typed': 'FIRMA ESCRITA',
    'key.at': 'FIRMADO EL (UTC)',
    'key.ip': 'DIRECCIÓN IP',
    'key.agent': 'NAVEGADOR (USER AGENT)',
    'key.sha': 'SHA-256 DEL DOCUMENTO',
    documentPages: '{document} ({pages})',
    asNamed: '{signer}, tal como se nombra en el documento',
    notRecorded: 'no registrado',
    'h.consent': 'Consentimiento para registros y firmas electrónicos',
    'p.consent': 'Antes de firmar, el firmante aceptó lo siguiente, palabra por palabra:',
    'h.how': 'Cómo se firmó el documento',
    'p.how':
      'El firmante revisó el documento en Parley, aceptó el consentimiento anterior y escribió su nombre como firma. Parley ' +
      'registró la hora, la dirección IP y el user agent del navegador que aparecen arriba, y colocó la firma escrita y la fecha en ' +
      'el bloque de firma de la página {page}.',
    'h.sha': 'La huella digital SHA-256',
    'p.sha':
      'El SHA-256 de arriba se calculó sobre los bytes exactos del documento sin firmar ({pages}, antes de que se agregaran la firma y este ' +
      'certificado) tal como se le presentó al firmante. Cualquier cambio en un documento, por pequeño que sea, le da un SHA-256 ' +
      'diferente, así que este valor identifica el documento tal como se presentó: cualquier persona que tenga una copia del documento ' +
      'sin firmar puede calcular su SHA-256 y compararlo con el valor de arriba.',
  },
});
