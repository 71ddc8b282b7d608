import { MONTH_DAY } from '../case-facts.js';
import { normalize } from '../normalize.js';
import type { Check } from './types.js';

// A secured creditor's collateral: the repossession a present security interest makes lawful to name (1692f(6)), read by the
// threat rules (threats.ts).

/** A creditor's security interest named: the collateral it may lawfully repossess on default. */
const SECURITY_INTEREST =
  /\b(?:security (?:interest|agreement)|collateral|secured (?:by|loan|debt)|lien ?holder|title loan|(?:retail )?installment (?:sale )?contract|(?:garantia|colateral|prenda|contrato de venta a plazos|(?:contrato|acuerdo) de garantia)\b)/;
const REPOSSESSION = /\b(?:repossess\w*|reposes\w*|reposeer\w*|tow\w*|remolc\w*|grua|recovery (?:team|agents?|crew|truck)|repo(?: \w+)?)\b/;
/**
 * The lender's own lien on the collateral, told as held: "the dealer's lender holds a lien on the trailer", "el banco tiene un gravamen
 * sobre su moto", or as a vehicle's title already carries it: "there's a recorded lien on the title".
 */
const LIEN_HELD =
  /\b(?:holds?|has|have|had|keeps?|retains?) (?:a |an |the |its |their )?(?:first |purchase[- ]money |perfected |recorded |valid )?(?:lien|security interest) (?:on|against|over|in)\b|\b(?:tiene|tienen|mantiene|conserva) (?:un |el |su )?gravamen (?:sobre|en|contra)\b|\b(?:there(?:'s| is)|shows?|lists?|carries|still (?:has|shows|lists|carries)) (?:an? |the )?(?:existing |recorded |registered |first |valid )?(?:\w+ )?lien (?:on|against) (?:the |your )?(?:[\w'-]+ ){0,3}?title\b|\b(?:existing|recorded|registered) (?:first |valid )?lien (?:on|against)\b|\btitulo\b[^.!?]{0,40}\b(?:tiene|muestra|lleva|sigue con)\b[^.!?]{0,20}\bgravamen\b|\bgravamen (?:registrado|inscrito|anotado) (?:sobre|en|a favor)\b/;
const LIEN = /\b(?:liens?|liened|gravamen\w*)\b/;
/**
 * A lien the law gives whoever holds the goods (a storage unit's, a garage's, a tow lot's, a kennel's), its sale told as noticed and
 * dated (set BD): "per the lien notice mailed on 6/1 under Nevada's self-storage law, unit C-114 is scheduled for lien sale on 7/15".
 * The sale the statute allows, on the day noticed, is the action intended: naming it threatens nothing the holder cannot do.
 */
const POSSESSORY_LIEN =
  /\b(?:self ?storage|storage|warehouse|mechanic'?s?|garage ?keeper'?s?|possessory|towing|tow|boarding|artisan'?s?|innkeeper'?s?)(?: facility)?(?: lien)? (?:law|act|statute|lien)\b|\blien (?:law|statute|act)\b/;
const LIEN_SALE_DATED = new RegExp(String.raw`\b(?:lien sale|sale|auction)\b[^.!?]{0,30}\b(?:on|for) ${MONTH_DAY}`);
const SALE = /\b(?:liens?|(?:lien )?sale|auction\w*|sold|sell)\b/;

/**
 * Drops repossession from a message that names the security interest it rests on (1692f(6) forbids it only without a present right),
 * and a possessory lien's sale told as noticed and dated.
 */
export const exceptSecuredCollateral =
  (check: Check): Check =>
  (m, ctx) => {
    const hit = check(m, ctx);
    const lienHeld = LIEN_HELD.test(m.n.text);
    if (hit && POSSESSORY_LIEN.test(m.n.text) && LIEN_SALE_DATED.test(m.n.text)) {
      const triggers = hit.triggers.filter((t) => !SALE.test(normalize(t).text));
      return triggers.length > 0 ? { ...hit, triggers } : null;
    }
    if (!hit || !(SECURITY_INTEREST.test(m.n.text) || lienHeld)) return hit;
    // The lien the lender holds is the security interest itself, named: not one threatened.
    const triggers = hit.triggers.filter((t) => !REPOSSESSION.test(normalize(t).text) && !(lienHeld && LIEN.test(normalize(t).text)));
    return triggers.length > 0 ? { ...hit, triggers } : null;
  };

/**
 * A secured creditor's right to take back its collateral, stated as the contract gives it (sets AG and AH: "if the $874 isn't paid by
 * the cure deadline, the lender has the right under your contract to repossess the Camry"): a present right told, 1692f(6) and
 * 1692e(5) allow it. A repossession threatened by the collector's own hand, or without the contract, is still read.
 */
export const SECURED_RIGHT_STATED =
  /\b(?:lender|creditor|lienholder|lien holder|finance company|bank|credit union|dealer|lessor)\b[^.!?]{0,20}\b(?:has|have|may (?:have|exercise)|keeps?|retains?) (?:the |a )?(?:legal )?right\b[^.!?]{0,30}\bunder (?:your|the) (?:\w+ ){0,2}?(?:contract|agreement)\b[^.!?]{0,20}\bto (?:repossess|take back|recover)\b|\b(?:el|la) (?:prestamista|acreedor|financiera|banco|concesionario)\b[^.!?]{0,20}\b(?:tiene|conserva) (?:el )?derecho\b[^.!?]{0,40}\b(?:segun|bajo|conforme a) (?:su|el) (?:contrato|acuerdo)\b[^.!?]{0,20}\b(?:a |de )?(?:recuperar|reposeer|recoger)\b/;
