import type { AskCue } from './situation-cues.js';

/**
 * Two situations set AT's graders found answered by a neighbouring card (2027-01-04): a bank that took a deposit for its own
 * credit card (the levy card's "without a judgment…"), a garnishment order naming another company (the wage limit alone).
 * Placed just before the situation cues (ask-cues.ts), ahead of the cards on levies and wages.
 */
export const ACCOUNT_AND_ORDER_CUES: readonly AskCue[] = [
  {
    name: 'card_issuer_setoff',
    // The bank itself took money from the person's account for a credit card it issued.
    pattern:
      /\b(?:bank|credit union|banco)\b[^.?!]{0,80}\b(?:took|take|taking|swept|grabbed|seized|used|applied|se llevo|tomo|agarro|uso|aplico)\b[^.?!]{0,60}\b(?:credit card|tarjeta de credito|tarjeta)\b|\b(?:credit card|tarjeta de credito|tarjeta)\b[^.?!]{0,40}\b(?:(?:with|at|from) the same bank|del mismo banco|con el mismo banco|de ese banco)\b/,
    needs: /\b(?:checking|savings|account|deposit|refund|direct deposit|paycheck|cuenta|deposito|reembolso|cheque)\b/,
    // A levy after a judgment, or a car or personal loan's setoff, is another card's.
    unless: /\b(?:judgm?ent|sentencia|levy|levied|writ|garnish\w*|embargo|car loan|auto loan|prestamo de (?:auto|carro))\b/,
    cards: ['c-card-issuer-setoff'],
  },
  {
    name: 'garnishment_wrong_employer',
    pattern:
      /\b(?:garnish\w*|wage (?:order|attachment)|embarg\w*)\b[\s\S]{0,200}\b(?:different (?:company|employer|business|llc|entity)|wrong (?:company|employer|name|business)|(?:another|other) (?:company|employer|business)|totally different|not (?:my|the) (?:employer|company)|i (?:don'?t|do not) work for|otra (?:compania|empresa)|no es (?:mi|la) (?:empresa|compania))\b|\b(?:papers|order|orden) (?:name|names|named|nombra|dice) '?[a-z]/,
    needs: /\b(?:hr|human resources|employer|payroll|company|work for|recursos humanos|empresa|compania|patron|trabajo)\b/,
    cards: ['l-garnishment-wrong-employer'],
  },
];
