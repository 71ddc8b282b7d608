import { isCreditorsDatedDecision, isFiledCaseFact, isJudgmentFact, isRemedyUndone } from '../case-facts.js';
import { IDENTITY_THEFT } from '../meaning.js';
import { normalize } from '../normalize.js';
import { isCourtsOwnWrit } from './legal-process.js';
import { exceptCourtOrderConsequence, textRule } from './negation.js';
import {
  EXEMPT_BENEFITS_TAKEN,
  IMMIGRATION_THREATENED,
  LAW_MISSTATED,
  LAW_MISSTATED_IMPLIED,
  LIABILITY_SAID_INHERITED,
  RIGHTS_SAID_ABSENT,
  RIGHTS_SAID_LOST,
} from './rights-and-status.js';
import { exceptSecuredCollateral, SECURED_RIGHT_STATED } from './secured.js';
import type { Check, Rule } from './types.js';
import { ARREST_WARRANT, ARREST_WORDS, LICENSE, LICENSE_ES, SOON, SUIT, SUIT_WORDS } from './vocabulary.js';

// Rules on threats: arrest-seizure, threat-not-intended (time-barred: time-barred.ts).

/**
 * An attorney of the firm who reviewed the account may say the suit the firm intends: 1692e(5) forbids
 * the threat not intended, which only the firm knows. Said by an attorney, or told as the creditor's own
 * dated decision, a message whose only threat is a suit is a warning to confirm the intent, not a block;
 * any other threat in it still blocks.
 */
const suitWhoseIntentIsVouched =
  (check: Check): Check =>
  (m, ctx) => {
    const hit = check(m, ctx);
    if (!hit || !(ctx.senderIsAttorney || isCreditorsDatedDecision(m.n.text))) return hit;
    if (!hit.triggers.every((t) => SUIT_WORDS.test(normalize(t).text))) return hit;
    return { ...hit, action: 'warn' };
  };

/**
 * Drops the triggers (`remedy`) that the stated facts of a case make lawful to name: a suit once it is
 * filed (`isFiledCaseFact`), a garnishment once judgment is entered (`isJudgmentFact`).
 */
const exceptAfterJudgment =
  (remedy: RegExp, madeLawfulBy: (text: string, senderIsAttorney: boolean) => boolean, check: Check): Check =>
  (m, ctx) => {
    const hit = check(m, ctx);
    if (!hit || !madeLawfulBy(m.n.text, ctx.senderIsAttorney)) return hit;
    const triggers = hit.triggers.filter((t) => !remedy.test(normalize(t).text));
    return triggers.length > 0 ? { ...hit, triggers } : null;
  };

/**
 * The consumer's identity-theft report to the police or the FTC, asked for so collection can pause: the police named
 * as where a victim reports ("send us the FTC or police report and we pause collection"), not as a threat.
 */
const POLICE_REPORT =
  /\b(?:report|reporte|denuncia|informe|constancia)\b[^.!?]{0,40}\b(?:police|policia)\b|\b(?:police|policia)\b[^.!?]{0,15}\b(?:report|reporte|denuncia|informe)\b/;
const exceptIdentityTheftReport =
  (check: Check): Check =>
  (m, ctx) => {
    const hit = check(m, ctx);
    const text = m.n.text;
    if (!hit || !IDENTITY_THEFT.test(text) || !POLICE_REPORT.test(text) || ARREST_WORDS.test(text)) return hit;
    const triggers = hit.triggers.filter((t) => !/^(?:police|policia)$/.test(normalize(t).text.trim()));
    return triggers.length > 0 ? { ...hit, triggers } : null;
  };

/**
 * The police in the sender's own day: a street they blocked on the sender's commute, a crash they were at ("sorry, police had
 * the whole street blocked on my commute"). Nothing in it is about the consumer, and nothing is coming: no "you", no future.
 */
const POLICE_ON_THE_ROAD = (sentence: string) =>
  /\b(?:police|cops?|patrol cars?|state troopers?|policia|patrullas?)\b[^.!?]{0,60}\b(?:blocked|blocking|closed|closing|shut down|detour\w*|roadblocks?|checkpoints?|accident|wreck|crash|traffic|cerrad[ao]s?|bloquead[ao]s?|accidente|trafico|desvio)\b|\b(?:traffic|commute|my drive|on my way|detour|accident|wreck|crash|trafico|accidente)\b[^.!?]{0,60}\b(?:police|cops?|policia)\b/.test(
    sentence,
  ) && !/\b(?:you|your|yours|u|ur|usted|su|sus|te|tu|will|'ll|going to|gonna|on (?:their|the|its) way|coming|va a|van a|vamos a)\b/.test(sentence);

/**
 * Papers served by a sheriff, constable or marshal: how a filed suit reaches the consumer, not an
 * arrest ("the summons was served by the sheriff on Oct 20", "expect service from the constable").
 */
const SERVICE_OF_PROCESS =
  /\b(?:served|serve[sd]?|serving|service|deliver\w*|hand\w*)\b[^.!?]{0,40}\b(?:by|from|through|via) (?:the |a |an )?(?:\w+ )?(?:sheriff|constable|marshal|deputy|process server)\b|\b(?:sheriff|constable|marshal|deputy)\b[^.!?]{0,30}\b(?:served|serve[sd]?|serving|deliver\w*|service of)\b|\b(?:notificad[oa]|entregad[oa]|entrego|entregara) (?:\w+ ){0,3}?por (?:el |un )?(?:alguacil|sheriff|constable)\b|\b(?:alguacil|sheriff|constable)\b[^.!?]{0,30}\b(?:entreg|notific)\w*\b[^.!?]{0,30}\b(?:papeles|documentos|demanda|citatorio|citacion)\b/;
/** What makes a sheriff's or constable's visit an arrest or a seizure after all. */
const BEYOND_SERVICE =
  /\b(?:arrest\w*|jail|custody|handcuff\w*|pick (?:you )?up|take|seiz\w*|levy|tow\w*|warrants?|carcel|detener|llevarse|ordene?s? de (?:arresto|captura|aprehension))\b/;
const isServiceOfProcess = (sentence: string) => SERVICE_OF_PROCESS.test(sentence) && !BEYOND_SERVICE.test(sentence);

/**
 * The hearing on the consumer's own claim of exemption (the way a consumer shields wages or funds from a garnishment
 * already under way): the consumer's defence, not a threat ("the court hears your exemption claim on the 9th, so the
 * levy waits").
 */
const EXEMPTION_HEARING =
  /\b(?:your|her|his|the) (?:claim|request|motion|petition) (?:of|for) exemptions?\b|\bexemption (?:claim|hearing|request|motion)\b|\b(?:su|el|la) (?:reclamo|reclamacion|solicitud|peticion) de (?:exencion|excepcion)\b|\baudiencia (?:sobre|de|para) (?:su |la )?(?:exencion|reclamo de exencion|solicitud de exencion)\b/;
const THREAT_AHEAD = /\b(?:will|'ll|going to|gonna|about to|va a|vamos a|van a)\b[^.!?]{0,20}\b(?:garnish|levy|seiz|take|freez|embarg|quit)\w*/;
const isExemptionHearing = (sentence: string) => EXEMPTION_HEARING.test(sentence) && !THREAT_AHEAD.test(sentence);

/** A remedy said to belong to other debts than this one: "the refund offset only applies to federal debts", "nothing like that applies here". */
const NOT_THIS_DEBTS_REMEDY =
  /\bonly (?:applies|apply|works|happens|is used|can be used) (?:to|for|with|on|in) (?:federal|government|tax|irs|student|child support|secured|other)\b|\b(?:doesn't|does not|don't|do not|won't|will not|can't|cannot|wouldn't) apply (?:here|to (?:private|this (?:debt|account|card|loan)|your (?:account|card|debt|loan)))\b(?![^.!?]{0,30}\b(?:unless|otherwise|until|if you don't|if you do not)\b)|\bnothing (?:like that|of the sort) (?:applies|can happen)\b|\bsolo (?:aplica|se aplica|corresponde|procede) (?:a|para|en|con) (?:deudas? federal\w*|impuestos|prestamos estudiantiles|el gobierno|otr[oa]s)\b|\bno (?:se )?(?:aplica|procede) (?:aqui|a su|a esta|en su|en este)\b(?![^.!?]{0,30}\b(?:a menos|si no|salvo)\b)|\b(?:already|currently) (?:being )?(?:garnished|taken|withheld|deducted)\b[^.!?]{0,40}\b(?:by|for) (?:another|a different|other|child support)\b|\b(?:child support|another creditor|a different creditor)\b[^.!?]{0,15}\b(?:is|are) (?:already )?being (?:taken|withheld|deducted|garnished)\b/;

/** A seizure told as past: "after the repo and sale costs", "the bike was repossessed and sold in August". */
const SEIZURE_IN_THE_PAST =
  /\b(?:after|since|following|from) the (?:repossess\w*|sale|auction)\b|\b(?:was|were|has been|had been) (?:repossessed|sold|auctioned)\b|\b(?:repossession|auction|sale)s? (?:was|were|has been) (?:handled|completed|done|held)\b|\bfue (?:reposeid[oa]|vendid[oa]|subastad[oa])\b|\b(?:despues de|tras|desde) (?:la|el) (?:reposesion|venta|subasta)\b|\b(?:recorded|filed|placed|perfected) (?:a |the |its |their )?(?:\w+ )?lien\b|\b(?:is|was|has been|had been|are|were|now|already) (?:already |now )?(?:recorded|registered|docketed|filed|entered|on record) as (?:a |an )?(?:judgment |judicial )?lien\b|\b(?:esta|estan|fue|fueron|ha sido|quedo|quedaron|ya esta) (?:ya )?(?:registrad|inscrit|anotad|asentad)[oa]s? como (?:un )?gravamen\b|\blien (?:was|has been|had been) (?:recorded|filed|placed|perfected)\b|\bgravamen (?:fue|ha sido) (?:registrado|inscrito|presentado)\b|\b(?:repossession|seizure|levy|tow)\b[^.!?]{0,40}\b(?:already (?:happened|took place|occurred|done|over)|(?:happened|took place|occurred) (?:already|last|on|in|back))\b|\b(?:levy|seizure|garnishment|repossession|execution)\b[^.!?]{0,20}\b(?:was|has been|had been|were) (?:carried out|executed|completed|levied|served|done)\b(?=[^.!?]{0,80}\b(?:writ|court|judgment|judgement|order)\b)|\b(?:voluntar(?:il)?y|voluntary) (?:surrender\w*|turned in|returned|gave back)\b|\bnothing (?:else |more |left )?(?:left )?to (?:repossess|seize|take|tow)\b|\b(?:reposesion|embargo|remolque)\b[^.!?]{0,40}\bya (?:ocurrio|paso|sucedio|se hizo|se realizo|se llevo a cabo)\b|\b(?:entrego|devolvio|regreso) (?:voluntariamente|por su cuenta|por su propia voluntad)\b|\bno (?:queda|hay) nada (?:mas )?(?:que|para|por) (?:reposeer|embargar|recoger|remolcar|quitar)\b|\b(?:garnishment|levy|lien|withholding order)\b[^.!?]{0,40}\b(?:ended|has ended|is over|stopped|has stopped|(?:was|has been|is) (?:released|lifted|terminated|withdrawn|dismissed|vacated))\b|\b(?:garnishment|levy|lien) (?:release|termination)\b|\b(?:judgment|judgement|sentencia)\b[^.!?]{0,20}\b(?:is now|is fully|has (?:now )?been|was|got|quedo|ya (?:esta|quedo|fue)|fue|ha sido) (?:fully |completely |ya )?(?:paid|satisfied|pagad[oa]|saldad[oa]|liquidad[oa]|cubiert[oa]|satisfech[oa])\b|\b(?:satisfaction|release) of (?:the )?(?:judgment|judgement)\b|\bsatisfaccion de (?:la )?sentencia\b|\b(?:release|termination) of (?:the )?(?:garnishment|levy|lien)\b|\b(?:embargo|gravamen|orden de retencion)\b[^.!?]{0,40}\b(?:termino|ha terminado|se levanto|fue levantad[oa]|fue liberad[oa]|se libero|se cancelo|fue cancelad[oa]|quedo cancelad[oa]|ceso)\b|\b(?:liberacion|levantamiento|cancelacion) del (?:embargo|gravamen)\b/;

/** A levy's reach told as the law limits it: "the levy only reaches non-exempt funds", "solo alcanza fondos no exentos". */
const EXEMPT_FUNDS_SPARED =
  /\bonly (?:reaches|touches|applies to|covers|takes|attaches to|affects) (?:the |your )?non-?exempt\b|\bsolo (?:alcanza|aplica a|toca|cubre|afecta) (?:a )?(?:los |el |sus )?(?:fondos|dinero) no exent\w*/;

/** Custody named: the consumer held, so "your charges" are criminal ones. */
const CUSTODY = String.raw`\b(?:jail|lockup|locked up|custody|detention|detained|arrested|prison|bail|bond hearing|held|inmate|awaiting trial)\b`;
const CUSTODY_ES = String.raw`\b(?:detenid[oa]|carcel|prision|pres[oa]|encerrad[oa]|fianza|custodia|esperando juicio|reclus[oa])\b`;

/** What a judge may do to enforce the court's own order: a warrant to bring the person in, contempt, sanctions. */
const COURT_ORDER_CONSEQUENCE =
  /\b(?:bench warrants?|warrants?|arrest(?:ed)?|contempt|desacato|sanction\w*|sancion\w*|body attachment|orden(?:es)? de (?:arresto|aprehension|captura))\b/;

export const arrestSeizureRule: Rule = {
  id: 'arrest-seizure',
  citation: '15 U.S.C. 1692e(4); 12 CFR 1006.18(b)(3)',
  description: 'Threat of arrest, jail, garnishment or seizure',
  suggestion: () => 'Remove the threat; describe only remedies the firm lawfully intends to take.',
  // 1692e(4) allows a seizure "lawful and intended": an attorney stating the remedies of a filed case's judgment. Never arrest.
  check: exceptCourtOrderConsequence(
    COURT_ORDER_CONSEQUENCE,
    exceptIdentityTheftReport(
      exceptAfterJudgment(
        // Every remedy a judgment opens (the garnishment order sent to an employer too, and the pay it took: "the $85 taken from
        // your last paycheck is from the order the court issued after the judgment", set AW), never arrest.
        /\b(?:garnish\w*|levy|levied|levies|levying|liens?|abstract|resumen|extracto|abstracto|attach\w*|seiz\w*|frozen|freeze|froze|congel\w*|embarg\w*|gravamen\w*|orden|order|writs?|execution|withh[oe]ld\w*|deduct\w*|sheriff|marshal|constable|reten\w*|descont\w*|alguacil|ejecu\w*|taken|took)\b/,
        (text, senderIsAttorney) => isJudgmentFact(text, senderIsAttorney) || isCourtsOwnWrit(text),
        exceptSecuredCollateral(
          textRule(
            {
              en: [
                /\b(?:freez|froze|empt|drain|clean\w* out|wip\w* out|sweep)\w* your (?:checking|savings|account|accounts|bank)\b|\b(?:pick up|come (?:and )?(?:get|take)|haul (?:off|away)|take|grab|load up)\b[^.!?]{0,12}\b(?:your |the |la |el |tu |su )?(?:tv|tele|television|televisor|laptop|computer|computadora|furniture|muebles|couch|sofa|appliances|electronics|fridge|refrigerator|washer|dryer|jewelry)\b|\bcome back for (?:the|your) (?:car|truck|house|home|furniture|boat|belongings)\b/,
                // Custody by other means: immigration picking the consumer up, a parole or probation violation, an agent coming for them.
                /\b(?:picked up|detained|taken in|taken away|arrested|locked up|reported) (?:\w+ ){0,2}?(?:by|to) (?:immigration|ice|la migra|border patrol)\b|\b(?:immigration|ice|la migra)\b[^.!?]{0,30}\b(?:pick (?:you )?up|picks? people up|detain\w*|come (?:for|after) you|show up)\b|\b(?:parole|probation)\b[\s\S]{0,120}?\b(?:violation|violat\w*|back (?:inside|in jail|to jail|to prison|behind bars)|revok\w*)\b|\b(?:an? |our )?(?:agent|officer|deputy)\b[^.!?]{0,20}\b(?:will|is going to|'s going to|'ll|is gonna) (?:come|stop|swing|drop) (?:by )?(?:for you|to (?:get|pick up|collect) you|to pick you up)\b/,
                /\b(?:jail|prison|locked up|behind bars|carcel|preso)\b[\s\S]{0,100}\b(?:joining|join|acompanarl[oa]|hacerle compania)\b|\bruns in the family\b/,
                // Jail by its uniform or its cell, and a possession said to be lost: "orange is a great color on you", "your new cellmate",
                // "enjoy that Camry while you've still got it".
                /\borange (?:jumpsuits?|is (?:a |the |your )?(?:great |good |nice |new |real )?(?:colou?r|look)|(?:looks?|suits?) (?:good |great |nice )?on you)\b|\b(?:jumpsuits?|cell ?mates?|cell ?blocks?|three hots and a cot|mug ?shots?|booking photos?|perp walk)\b|\benjoy\b[^.!?]{0,40}\bwhile (?:you(?:'ve| have)? (?:still )?(?:got|have|can)|it lasts)\b/,
                // Time in a cell named by its length and the county's lockup: "nobody wants to spend a weekend in county over a storage
                // unit", "pasar la noche en el bote" (set BB).
                /\b(?:a|the|one|another|few|couple(?: of)?|\d+) (?:night|nights|weekend|weekends|day|days|week|weeks) (?:in|at|behind) (?:(?:the )?county\b(?! (?:fair|court|courthouse|clerk|line|road|office|offices|park|library|building|seat|recorder|assessor|records?|hospital|health|tax|treasurer|commission|board|government|judge|attorney)\b)|holding|the clink|the slammer|the tank|a cell|bars|lockup|the pokey)\b|\b(?:end|ended|ending|wind|winding|land|landing) up in (?:county|holding|the tank|the clink|the slammer)\b|\b(?:pasar|pase|pasaria|pasara|pasando)\b (?:\w+ ){0,2}?(?:noche|noches|fin de semana|dias?|semanas?) (?:en|tras) (?:el bote|la carcel|el tambo|la carcel del condado|el condado|las rejas|una celda|la celda)\b/,
                new RegExp(
                  String.raw`\b(?:arrest(?:ed|ing)?|${ARREST_WARRANT}|jail(?:ed)?|prison|locked up|lock you up|behind bars|handcuff\w*|(?<!\boff the )cuff(?:s|ed)\b(?! ?links?\b)|sheriff|police(?! report)|cops?|marshals?|(?:patrol|squad|cop) (?:cars?|cruisers?|vehicles?|units?)|paddy wagons?)\b`,
                ),
                // "Impound" naming the debt itself ("the impound lot bill", "the $340 impound balance") threatens no impounding.
                /\b(?:garnish\w*|wage (?:garnishment|attachment)|levy|levied|levies|levying|seize\w*|seizure|repossess\w*|impound\w*(?! (?:lot |yard |storage )?(?:balance|bill|fees?|charges?|account|invoice|costs?|debt)s?\b))\b/,
                /\b(?:freez(?:e|es|ing)|froze|frozen|empt(?:y|ies|ying)|drain(?:s|ing)?|attach(?:es|ing)?|clean(?:s|ing)? out|take|takes|taking|grab(?:s|bing)?|keep(?:s|ing)?)\b[^.!?]{0,15}\b(?:bank accounts?|(?<!\b(?:on|with|for|against|in|of|like|to) )accounts|paycheck|wages|salary|tax refund|savings)\b/,
                // Money taken from an account or a deposit by the firm's own will: "we'll just take the $1,875 out of that deposit unless you call".
                /\b(?:we(?:'ll| will|'re going to| are going to|'re gonna)|i(?:'ll| will|'m going to))\b (?:be )?(?:just |simply |go ahead and )?(?:take|taking|pull|pulling|withdraw\w*|debit\w*|grab\w*|deduct\w*)\b(?:[^.!?]|(?<=\b(?:st|mt|ft|no))\.){0,50}\b(?:out of|from) (?:your|that|the|this) (?:\w+ )?(?:deposits?|direct deposit|checking|savings|bank account|bank|account|paycheck|pension|benefits?)\b(?=[^.!?]{0,40}\b(?:unless|if you (?:don'?t|do not|can'?t)|if (?:we|i) (?:don'?t|do not) (?:see|get|receive|have)|or else)\b)/,
                // Benefits said to be taken from the bank they land in: "we'll be pulling that SSI check straight from your bank once it lands".
                /\b(?:take|taking|took|pull(?:s|ing)?|withdraw\w*|debit\w*|grab\w*|deduct\w*|sweep\w*|intercept\w*)\b (?:(?:that|your|the|his|her|those) )?(?:benefit|ssi|ssdi|social security|disability|va|veterans?|unemployment|pension|retirement)(?: benefits?)? (?:checks?|deposits?|payments?|money|funds)\b[^.!?]{0,20}\b(?:out of|from|off) (?:your|his|her|their|the) (?:\w+ )?(?:bank|account|checking|savings|card)\b/,
                // A pension, retirement money or benefits tapped by the firm itself: "we can start taking it straight out of your teacher pension".
                /\b(?:take|takes|taking|took|pull(?:s|ing)?|deduct\w*|withdraw\w*|dock\w*|grab\w*|skim\w*|tap(?:s|ping)?|draw(?:s|ing)?)\b (?:(?:it|that|them|the (?:money|payments?|balance)|\$ ?[\d,.]+) )?(?:(?:straight|right|directly|automatically) )?(?:out of|from|off(?: of)?) (?:your|his|her|their) (?:[\w'-]+ ){0,2}?(?:pensions?|retirement(?: (?:account|checks?|income|fund|savings))?|401 ?\(?k\)?|ira|annuity|social security|ssi|ssdi|disability|benefits?)\b/,
                /\b(?:officers?|deputies|agents) (?:will|may|could|are going to|can) be (?:sent|dispatched)\b|\bdispatch\w* (?:officers?|deputies|police|someone)\b/,
                /\b(?:deputies|(?<!^\W*(?:(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)),? )?)deputy|deputy(?! [a-z]+,)|constables?|detectives?)\b|\byou (?:could|will|may|might|can|are going to) (?:be|get) (?:picked up|taken in|brought in|taken into custody|detained)\b/,
                /\b(?:hold|freeze|block|lock) on your (?:bank )?(?:account|accounts|funds|paycheck|wages)\b|\b(?:property|house|home|car|assets|wages|paycheck|bank account|savings)\b[^.!?]{0,10}\b(?:is|are) (?:now )?at risk\b|\bpursu\w* your (?:assets|property|wages|paycheck|house|home|bank account)\b|\battach\w* (?:a (?:portion|part) of )?your (?:income|wages|paycheck|salary)\b/,
                /\b(?:satisfy|recover|collect|recoup|cover)\w*\b[^.!?]{0,30}\b(?:from|out of|with|using|against) your (?:assets|property|house|home|car|truck|vehicle|paycheck|wages|salary|bank account|savings|income|belongings|possessions)\b|\byour (?:assets|property|house|home|car|truck|vehicle|paycheck|wages|salary|bank account|savings|belongings)\b[^.!?]{0,20}\b(?:can|could|may|will|might) be used to (?:satisfy|pay|cover|settle)\b|\b(?:paycheck|wages|salary)s? (?:\w+ )?(?:reduced|docked|cut|shrink|lighter)\b/,
                // A private collector claiming a right to take money or property by itself: "we're entitled to pull the funds from your checking", "without a court order".
                /\b(?:authorized|entitled|allowed|permitted|empowered|licensed|have the (?:right|authority)|has the (?:right|authority)) to (?:access|enter|take|withdraw|debit|pull|seize|tow|repossess|go into|tap|empty|freeze)\b[^.!?]{0,30}\b(?:bank|account|accounts|checking|savings|paycheck|wages|pay|salary|car|vehicle|truck|property|belongings|funds|deposits?)\b|\b(?:take|taking|withdraw|garnish|dock|deduct|seiz|pull|levy|tow|repossess|debit|empty|freez)\w*\b[^.!?]{0,40}\bwithout (?:ever |even )?(?:a |any |the |going to |getting a )?(?:court|judge|judgment|judgement)(?: order)?\b/,
                // Household goods marked for sale: "a locksmith to open up and list what can be sold".
                // Or taken room by room to cover the balance: "grab it plus whatever else in the den covers the $1,100".
                /(?<=\b(?:grab|take|haul|load|pick|carry|come|coming|remov|repossess|movers?|crew)\w*\b[^.!?]{0,80})\b(?:whatever|anything|everything)(?: else)?\b[^.!?]{0,10}\b(?:in|from|inside) (?:the|your) (?:living room|den|house|home|garage|kitchen|bedroom|apartment|place|basement|dining room|family room)\b(?=[^.!?]{0,30}\b(?:covers?|worth|cover|pays?|make up|satisf\w*|settles?)\b)/,
                /\blocksmith\b|\binventor\w*\b[^.!?]{0,30}\b(?:sold|sell|auction\w*|take|seiz\w*)\b|\bwhat (?:we )?can (?:be )?(?:sold|sell|auctioned)\b/,
                // A vehicle said to be fetched: "we'll send someone for the truck", "the tow truck is booked for Friday".
                /\bsend\w* (?:someone|somebody|a (?:guy|driver|truck|team|tow ?truck|wrecker)|our (?:guys|team|driver|agent|tow ?truck)|people) (?:out |over |around )?(?:for|after|to get|to pick up) (?:it|them|the \w+|your \w+)\b|\b(?:have|get|send|put|call|order)\w* (?:a |the |our )?(?:tow ?truck|wrecker|flatbed|repo (?:man|guy|truck|agent|crew))s? (?:out |over |around |by )?(?:for|to)\b|\b(?:tow ?trucks?|wreckers?|flatbeds?|repo (?:man|guy|truck))\b[^.!?]{0,25}\b(?:is |are |has been |'s )?(?:scheduled|booked|coming|comes|on (?:its|the) way|dispatched|lined up|headed|arriving|swing\w* by|stop\w* by|show\w* up|pass\w* by|will be (?:there|by|out))\b/,
                /\b(?:wage )?(?:withholding|deduction) order\b|\bwrit of (?:execution|garnishment|attachment)\b|\b(?:take|withdraw|pull|debit|seize|collect)\w*\b[^.!?]{0,30}\b(?:without (?:your )?(?:permission|consent|authorization|approval|notice|warning)|whether you (?:like it|agree) or not)\b/,
                /\b(?:intercept\w*|offset) (?:your )?(?:tax )?refund\b|\brefund\b[^.!?]{0,15}\b(?:intercepted|offset|taken)\b|\brefund (?:interception|intercept|offset|seizure)\b|\b(?:referred|sent|submitted|certified) (?:\w+ )?for (?:a )?(?:federal|treasury|tax|irs) offset\b|\bdock\w* (?:from )?your (?:pay|wages|paycheck)\b|\b(?:employer|payroll)\b[^.!?]{0,15}\b(?:will|is going to|must|has to) (?:withhold|deduct|take)\b|\b(?:pick up|collect|recover|tow) (?:your|the) (?:car|vehicle|truck|furniture|belongings)\b/,
                // Seizure stated as certain: a lien, an attachment, property that "will be frozen".
                // (Never a lien that names the debt itself: "you owe $1,420 on the roofing lien", "the lien balance", "the roofing lien file".)
                /(?<!\b(?:owe|owes|owed|owing|balance|due|paid|pay|payment|payoff|judgment|judgement|account|case|file)\b[^.!?]{0,30}\b(?:on|for|of|toward|towards) (?:the|your|that|this) (?:[\w'-]+ ){0,2})\b(?:liens?(?! (?:balance|bill|debt|account|invoice|amount|payoff|payment|file|case|claim|contract)s?\b)|liened|abstract of (?:the )?judge?ment|(?:resumen|extracto|abstracto) de (?:la )?sentencia)\b|\battach\w* (?:your |the )?(?:property|assets|home|house|car|vehicle|truck|belongings)\b/,
                // Contempt for a missed private payment (benefits said takeable: EXEMPT_BENEFITS_TAKEN, below).
                /\bcontempt\b/,
                // Custody lengthened over the debt: "the judge tacks months onto your sentence".
                /\b(?:judge|court|jail|prison|custody|detention|sentence|bail|bond|parole|probation)\b[^.!?]{0,60}\b(?:add\w*|tack\w* on|extend\w*|lengthen\w*|pile\w* on)\b (?:\w+ ){0,2}?(?:more |extra |additional )?(?:time|days|months|years|weeks)\b(?! to (?:pay|answer|respond|reply|file|dispute))|\b(?:more|extra|additional|longer) (?:time|days|months|years|weeks) (?:in|behind|inside) (?:jail|custody|detention|prison|lockup|bars)\b|\bstay (?:\w+ )?(?:longer|extra) (?:in|behind|inside) (?:jail|custody|detention|prison|lockup|bars)\b|\b(?:stay|sit|remain|kept|keep you|held)\w* (?:inside|locked up|in jail|in custody|behind bars|detained|in there)\b (?:\w+ )?(?:longer|extra (?:time|days|weeks|months))\b/,
                // The debt put onto the criminal case of someone held: "we'll get the court to tack the tow bill onto your charges".
                new RegExp(
                  String.raw`(?:(?<=${CUSTODY}[\s\S]{0,200})|(?=[\s\S]{0,200}${CUSTODY}))\b(?:add|adds|added|adding|tack\w*|pil\w*|roll\w*|fold\w*|put)\b[^.!?]{0,40}\b(?:on ?to|to|into) (?:your|his|her|the) (?:criminal )?(?:charges|criminal case|sentence|rap sheet)\b`,
                ),
                // A legal power to take money straight from the consumer claimed for the collector: "the rules let us pull it from your benefits".
                /\b(?:law|laws|state|statute|rules?|regulations?|court|county|government|federal law|state law|the system)\b[^.!?]{0,20}\b(?:lets?|allows?|permits?|authoriz\w*|entitles?|empowers?|gives?) (?:us|collectors|agencies|our (?:office|firm|agency|client))\b (?:(?:the )?(?:right|power|authority) )?(?:to )?(?:collect|take|pull|deduct|withdraw|garnish|seize|tap|debit|grab|draw|keep|skim)\w*\b(?![^.!?]{0,25}\b(?:interest|fees?|costs?|charges?))[^.!?]{0,40}\b(?:from|out of|off) (?:your|his|her|their|whatever|anything|any money|the money)\b/,
                // Property taken and sold to cover the debt without a judgment, or named as "the asset we can go after".
                /\b(?:(?:only|one|last|other|main|biggest) )?assets? (?:(?:that |which )?(?:we|they|our client) (?:can|could|will|are going to|'ll) (?:go after|take|grab|seize|come for|reach|pursue))\b|\b(?:towed|hauled off|hauled away|picked up|taken|grabbed|seized|impounded)\b (?:and|then) (?:sold|auctioned|resold|flipped)\b|\b(?:tow|haul|pick up|grab|take|seize|impound)\w* (?:it|them|the \w+|your \w+|that \w+)(?: \w+)? (?:and|then|to) (?:sell|auction|flip|resell)\w*|\b(?:grab|take|seize|haul (?:off|away)|pick up|load up|tow)\w*\b[^.!?]{0,40}\b(?:too|also|as well|while (?:they're|we're|they are|we are) (?:at it|there|out there))\b[^.!?]{0,30}\bto (?:cover|satisfy|make up|pay (?:off|down)|settle)\b|\b(?:grab|take|seize|haul (?:off|away)|pick up|load up|tow)\w*\b (?:the |your |that |his |her )?(?:\w+ )?(?:mower|boat|trailer|tools?|equipment|jet ?ski|atv|motorcycle|bike|tv|furniture|jewelry|generator|camper|rv|horse|guns?|instruments?|piano|computer|laptop)\b[^.!?]{0,40}\bto (?:cover|satisfy|make up|pay (?:off|down)|settle) (?:the |what(?:'s| is) )?(?:rest|balance|difference|remainder|deficiency|debt|left)\b/,
                // The sender's own word to a bank or payroll to hold the consumer's money: "we have told your bank to hold your deposits".
                /\b(?:we|i|our (?:office|firm|client|company|team))(?:'ve| have|'ll| will| already| just)? (?:\w+ )?(?:told|asked|instructed|notified|directed|contacted|called)\b[^.!?]{0,30}\b(?:bank|credit union|employer|payroll)\b[^.!?]{0,20}\bto (?:hold|freeze|withhold|block|lock|stop paying)\b/,
                // A hold claimed on money a third party owes the consumer: "we've told the casinos to withhold your payouts", "winnings are subject to collection holds".
                /\b(?:notif|instruct|told|tell|ask|direct|order|contact|alert)\w*\b[^.!?]{0,40}\b(?:casinos?|lottery|lotteries|insurers?|insurance (?:company|carrier|companies)|employer|payroll|bank|credit union|paypal|venmo|cash app|estate|executor|title company|sportsbooks?)\b[^.!?]{0,30}\b(?:to )?(?:withhold|hold|freeze|stop|redirect|block)\w*\b[^.!?]{0,20}\b(?:your|the|any) (?:\w+ )?(?:payouts?|winnings|prizes?|settlement|proceeds|inheritance|claim payments?)\b|\b(?:payouts?|winnings|prizes?|settlements?|inheritances?|proceeds)\b[^.!?]{0,30}\b(?:automatically )?subject to (?:a |our )?(?:collection )?(?:holds?|withholding|offset)\b/,
                // A state or federal payment said to be sent to the collector: "we'll have the state send us your dividend".
                /\b(?:have|get|make) the (?:state|irs|government|treasury|feds)\b[^.!?]{0,15}\b(?:send|pay|give|hand over|turn over)\w* (?:us|it to us|over) (?:your|the)\b/,
                /\btax refund\b[^.!?]{0,40}\b(?:going|go|goes|sent|headed|end(?:s|ing)? up|com(?:e|es|ing)|be (?:sent|paid|routed|redirected)) (?:straight |directly |right )?(?:to|into) (?!the irs\b|your\b|you\b)\w+|\b(?:irs|treasury|tax|federal|state) (?:refund )?offset (?:program|list|system)\b|\bsend\w* (?:someone|somebody|a (?:guy|driver|truck|team|tow truck)|our (?:guys|team|driver|agent))\b[^.!?]{0,20}\b(?:to )?(?:pick|get|grab|take|tow|collect|haul)\w*(?: up| off| away)? (?:it|them|that|the \w+|your \w+)\b|\b(?:once|the (?:day|moment|minute|second)|as soon as) (?:it|they|your \w+|the \w+)(?:'s| is| has| have| gets?| are)? (?:been |gotten |got )?(?:towed|repossessed|impounded|hauled off|hauled away|picked up by)\b|\b(?:recovery|repo|repossession) (?:team|agents?|crew|guys?|truck|company)\b|\btow(?:ing)? (?:company|truck|guys?|crew|driver|service)\b[^.!?]{0,40}\b(?:has|have|got|knows?|was given)\b (?:your|the|his|her) (?:address|location|plates?|whereabouts)\b/,
                /\b(?:social security|ssi|ssdi|disability|benefits?)\b[\s\S]{0,100}?\bwhere (?:the|your|this) payment(?:'s| is)? (?:going to|will|gonna) come from\b/,
                /\b(?:employer|payroll|job)\b[^.!?]{0,20}\b(?:will be|is going to be|'ll be|gonna be|starts|begins|is starting|will start) (?:deducting|withholding|taking|garnishing|docking)\b|\bhave (?:your|the) bank (?:freeze|hold|lock|block)\b/,
                // Self-help taking: money pulled from a deposit or a check ("from Friday's check"), payroll told to take a share, a car towed, "no court needed"; never an autopay the consumer sets up.
                /(?<!\b(?:you (?:can|could|may|choose to|want to|prefer to|authorize\w*)|autopay|auto-pay|automatic payments?|if you (?:want|like|choose|prefer|agree))\b[^.!?]{0,60})\b(?:pull|tak(?:e|es|ing|en)|took|grab|debit|deduct|withdr[ae]w|collect|sweep)\w*\b[^.!?]{0,30}\b(?:out of|from) (?:(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|this week|next week|this month|next month)'?s (?=(?:pay ?)?(?:checks?|deposits?)\b)|(?:your|each|every|each of your|every one of your) )(?:next |upcoming |monthly |base |regular |military |severance |va |ssi |ssdi |pension |disability |benefits? |social security |(?!checking\b|savings\b|bank\b)[\w'&-]+ (?:[\w'&-]+ )?(?=(?:pay)?checks?\b|paychecks?\b|pay\b|(?:strike |union |trust |savings |pension |retirement )?funds?\b))?(?:deposits?|direct deposits?|(?:strike |union |trust |savings |pension |retirement )?funds?|checks?|paychecks?|benefits?|social security|accounts?|pay)\b|\b(?:payroll|your employer)\b[^.!?]{0,20}\b(?:will|is going to|gonna) (?:start |begin )?(?:taking|take|withholding|deducting)\b/,
                /\b(?:have|get) (?:your \w+(?: \w+)?|(?:the|that) (?!(?:package|parcel|order|documents?|papers?|paperwork|checks?|mail|letters?|forms?|keys?|trash|garbage|prescription|kids?|children)\b)\w+(?: \w+)?|it|them) (?:towed|repossessed|hauled (?:off|away)|picked up)\b|\b(?:grab|take|seize|haul off|pick up|come for)\b[^.!?]{0,10}\b(?:any|all|your) (?:property|belongings|stuff|things|possessions)\b|\bno (?:court|judge|judgment|judgement|lawsuit)(?: order)? (?:is )?(?:needed|necessary|required)\b|\b(?:don't|dont|do not|doesn't|never) (?:even )?need (?:(?:a |any |an? )?(?:judge|court|judgment|judgement|court order|lawsuit)\b|to (?:go to|go through|take (?:you|this|it|the \w+) to|bother with) (?:court|a judge|a lawsuit|the courts)\b(?=[\s\S]{0,200}\b(?:out of your|from your|garnish\w*|seiz\w*|levy|levied|withh[oe]ld\w*|deduct\w*)\b))/,
                // A share of the money people live on said to be taken by the sender, the income named before or after it: "starting with
                // next month's pension deposit we'll be taking 25% of it". Taken with the consumer's own authorization, it is a payment.
                /(?:(?<=\b(?:pensions?|deposits?|paychecks?|checks?|benefits?|social security|ssi|ssdi|disability|wages|salary|income|retirement|annuity)\b[\s\S]{0,150})|(?=[^.!?]{0,80}\b(?:pensions?|deposits?|paychecks?|checks?|benefits?|social security|disability|wages|salary|income|retirement)\b))(?<!\b(?:you|your) (?:authoriz|agreed|request|asked|signed|set up|chose)\w*\b[^.!?]*)\b(?:we|i|our (?:office|firm|agency|client))(?:'ll| will|'re| are| am|'m)?(?: be| going to| gonna| start| begin)*(?: be)? (?:tak|pull|deduct|withh[oe]ld|keep|skim|grab|collect|garnish|withdraw)\w*\b[^.!?]{0,15}\b(?:\d+ ?(?:%|percent)|(?:a|one) (?:quarter|third|half|fourth|fifth|portion|cut|share|chunk|percentage|part)|half|part) (?:of|from|out of) (?:it|each(?: one)?|every(?: one)?|that|them|your|the)\b(?! (?:[\w$%,.-]+ ){0,4}?off\b)(?![^.!?]*\b(?:you (?:authoriz|agreed|request|asked|signed|set up|chose)|with your (?:permission|authorization|consent))\w*)/,
                // Property taken from inside the home: a key from the landlord, the crew letting itself in. Entering a dwelling without
                // consent or a court order breaches the peace, so no security interest makes it lawful (1692f(6)).
                /\blet (?:ourselves|themselves|himself|herself|myself) in\b|\b(?:get|got|getting|borrow\w*|use|using|have|has|had) (?:a |the |an |your )?(?:spare |extra |master |copy of (?:the|your) )?keys? (?:from|off) (?:your |the )?(?:landlord|property (?:manager|management|office)|building (?:manager|super|office)|super(?:intendent)?|manager|leasing office|front desk|neighbou?r|apartment office)\b|(?<=\b(?:take|grab|collect|remove|pick up|carry out|haul|load|repossess|get)\w*\b[^.!?]{0,60})\b(?:from|out of) inside your (?:apartment|home|house|unit|garage|place)\b|\b(?:enter|go into|come into|walk into|get into|go inside|come inside)\w* your (?:apartment|home|house|unit|garage)\b(?=[^.!?]{0,60}\b(?:take|grab|collect|remove|pick up|carry|haul|load|repossess|get)\w*)/,
                // A share of the money people live on said to come to the sender: "a chunk of every pension deposit starts coming our way".
                /\b(?:chunk|portion|part|piece|share|cut|slice|percentage|bit)\b of (?:every|each|your)\b[^.!?]{0,30}\b(?:pension|pay ?check|check|deposit|benefit|wage|salary|social security)s?\b[^.!?]{0,30}\b(?:coming|comes|come|goes|going|sent|flowing|headed|routed) (?:our way|to us|straight to us|over to us)\b/,
                // Money people live on named as what will be taken: a severance, a final check, a pension.
                /\b(?:take|taking|takes|grab\w*|keep\w*|seiz\w*|go(?:ing)? after|help (?:ourselves|myself) to)\b[^.!?]{0,15}\b(?:severance|final (?:pay)?check|last (?:pay)?check|bonus|pension|retirement|401 ?k)\b/,
                /\b(?:bank accounts?|accounts?|paycheck|wages|salary|savings|tax refund|property|house|home|car|truck|vehicle|assets|belongings)\b[^.!?]{0,12}\b(?:will|is going to|are going to|could|may|might|can|would|is about to|are about to|gets?) (?:soon )?(?:be |get )?(?:frozen|seized|taken|garnished|attached|levied|confiscated|emptied|drained|impounded|towed)\b/,
                // A vehicle or home named, then said to be takeable by anyone at any moment: "the Camry is in your name … they can come take it any day now".
                /(?<=\b(?:car|truck|suv|van|vehicle|motorcycle|boat|camper|rv|house|home|in your name)\b[\s\S]{0,150})\b(?:they|someone|somebody|people|the (?:creditor|lender|hospital|client|company|repo \w+))(?:'ll| will| can| could| may| might| are (?:going to|gonna)) (?:\w+ )?(?:come (?:and )?)?(?:take|grab|tow|repossess|seize|haul off|pick up) (?:it|them)\b[^.!?]{0,30}\b(?:any (?:day|time|minute|moment)|anytime|whenever|at any time|soon|tomorrow|this week)\b/,
                // Goods said to be fetched back by the firm's own doing: "preparing the paperwork to take the hot tub back from your yard".
                /(?<=\b(?:we|i|firm|client|company|crew|team|they|prepar\w*|paperwork|schedul\w*|arrang\w*|sending)\b[^.!?]{0,60})\b(?:take|taking|haul|hauling|pull|pulling|cart|carting) (?:the|your|that|this|his|her) (?:[\w-]+ ){0,2}?[\w-]+ (?:back|away)\b(?! to (?:the )?(?:store|dealer|shop|seller))/,
                ...IMMIGRATION_THREATENED.en,
                ...EXEMPT_BENEFITS_TAKEN.en,
              ],
              es: [
                // La pensión, el retiro o los beneficios tomados por la empresa misma: "se lo descontamos directamente de su pensión".
                /\b(?:nos (?:llevamos|vamos a llevar|llevaremos|podemos llevar)|le (?:quitamos|vamos a quitar|quitaremos|podemos quitar)|para llevarse|a llevarse|(?:van|vamos|va) a llevarse)\b[^.!?]{0,30}\b(?:(?:su |sus |la |el |los |las )?(?:caballos?|troca|camioneta|carro|coche|auto|casa|muebles|ganado|vacas|herramientas|tractor|moto|lancha|tele|television|televisor|refri|refrigerador|estufa|lavadora|secadora|computadora)|lo que (?:cubra|alcance|salde|valga|pague))\b/,
                /\b(?:quit|sac|descont|tom|reten|cobr)\w*\b (?:(?:el dinero|los pagos?|el saldo|eso) )?(?:directamente )?de (?:su|tu) (?:[a-z]+ ){0,2}?(?:pension|jubilacion|retiro|seguro social|beneficios?|discapacidad)\b/,
                /\b(?:uniforme|traje|overol) naranja\b|\bel naranja (?:le|te) (?:queda|va|sienta)\b|\bcompaner[oa]s? de celda\b|\bdisfrut\w*\b[^.!?]{0,40}\bmientras (?:lo |la |los |las )?(?:tenga|tengas|pueda|puedas|dure|siga teniendo)\b/,
                /\b(?:la migra|inmigracion|ice)\b[^.!?]{0,30}\b(?:l[oae]s? |te )?(?:recog|deten|agarr|llev|levant)\w*|\b(?:detenid|deportad|levantad|recogid)[oa]s? por (?:la migra|inmigracion|ice)\b|\b(?:libertad condicional|libertad vigilada|probatoria|parole|probation)\b[\s\S]{0,120}?\b(?:violacion|viola\w*|(?:lo|la|le|te) (?:regresan|mandan|devuelven) (?:adentro|a la carcel|a prision|al bote)|revoca\w*)\b|\b(?:un |el |nuestro )?(?:agente|oficial)\b[^.!?]{0,20}\b(?:va a |van a )?pas(?:ar|ara|a|aran) (?:a )?(?:por|buscar|recoger)(?:lo|la|le)? (?:usted|ti|a usted)?\b/,
                /\b(?:arrest(?:ar|arl[oa]|aran|aremos|ad[oa]|aron|an|o)|orden(?:es)? de (?:arresto|captura|detencion)|carcel|prision|preso|tras las rejas|esposad[oa]|esposarl[oa]|(?:le |te )?(?:ponen|pondran|van a poner|pongan) las esposas|patrulla|(?<!(?:reporte|denuncia|informe) (?:a|ante|de) la )policia|alguacil|(?<!sin )embarg\w*|encarcel\w*|(?:sera|va a ser|puede ser|podria ser) detenid[oa]|(?:lo|la) (?:van|vamos) a detener)\b/,
                /\b(?:congel|vaci|quit|retene|reten|tom|confisc|incaut)\w*\b[^.!?]{0,30}\b(?:(?:su|tu|sus|tus) )?(?:cuentas? (?:bancarias?|de banco|de ahorros)|sueldo|salario|cheque de pago|reembolso de impuestos|ahorros)\b/,
                /\bgravamen(?:es)?\b|\b(?:cuentas? (?:bancarias?|de banco|de ahorros)|sueldo|salario|casa|carro|auto|coche|camioneta|propiedad|propiedades|bienes|ahorros)\b[^.!?]{0,12}\b(?:sera|seran|va a ser|van a ser|podria ser|podrian ser|puede ser|pueden ser|quedara|quedaran) (?:congelad|confiscad|incautad|quitad|retenid|reposeid|embargad)\w*/,
                /\b(?:unico|ultimo|otro|principal) (?:bien|activo)\b[^.!?]{0,30}\b(?:(?:que )?(?:le )?(?:podemos|vamos a|pueden|van a) (?:quitar|embargar|tomar|llevar|perseguir|ir por))\b|\b(?:remolc|recog|llev|quit)\w*\b[^.!?]{0,25}\by (?:la |lo |los |las )?(?:vend|subast|remat)\w*|\b(?:llev|quit|agarr|tom|remolc|recog|carg)\w*\b[^.!?]{0,40}\b(?:tambien|de paso|de una vez|ademas)\b[^.!?]{0,30}\bpara (?:cubrir|pagar|completar|saldar|compensar) (?:el resto|lo demas|la diferencia|el saldo|lo que (?:debe|falta|queda))\b/,
                /\b(?:reposes\w*|reposeer\w*)\b|\bdesacato\b|\b(?:seguro social|ssi|beneficios|incapacidad)\b[\s\S]{0,100}?\bde donde (?:va a salir|saldra|sale) (?:el|su|tu) pago\b/,
                /\b(?:mand|envi)\w* (?:a )?(?:alguien|una grua|un chofer|nuestro equipo|a nuestra gente|gente)\b[^.!?]{0,20}\b(?:a |para )?(?:recoger|buscar|llevarse|remolcar|quitarle)\w* (?:la |el |su |sus |tu |tus )?\w+|\bpas\w* (?:a )?(?:por|a buscar|a recoger|a llevarnos) (?:la |el |su |sus |tu |tus )?(?:troca|camioneta|carro|auto|coche|moto|motocicleta|vehiculo|muebles|tele|televisor)\b|\b(?:seguro social|ssi|beneficios de (?:incapacidad|discapacidad|veterano))\b[\s\S]{0,80}?\b(?:se (?:lo |la |le |los )?(?:pueden|puede|podemos|van a|vamos a) (?:quitar|embargar|tomar|congelar)|(?:puede|pueden|podria|podrian) ser (?:embargad|quitad|congelad)\w*)/,
                /\b(?:sac|tom|quit|cobr)\w*\b[^.!?]{0,25}\bsin (?:preguntarle|preguntar|avisarle|avisar|pedirle permiso|su permiso)\b|\bde ahi mismo (?:(?:la|lo|se la|se lo|le) )?(?:podemos |vamos a |van a |voy a )?(?:sac|tom|cobr|quit|descont)\w*/,
                /\b(?:la|lo|las|los) (?:podemos|vamos a|van a|puedo|voy a|podriamos) (?:congelar|vaciar|embargar|quitar)\b|\bsin ningun(?:a)? (?:juez|orden|corte|demanda|tramite)\b|\bse (?:la|las|lo|los) (?:congel|vaci|embarg)\w*|\b(?:congel|vaci)\w* (?:la|su|tu) cuenta\b/,
                /\b(?:quit|llev|recog|remolc)\w*\b[^.!?]{0,12}\b(?:la |el |su |sus |tu )?(?:troca|camioneta|carro|auto|coche|moto|motocicleta|lancha|bote|casa|muebles|pertenencias)\b|\bcongel\w*\b[^.!?]{0,15}\b(?:su|tu|sus|tus|la) cuentas?\b|\bsin (?:necesidad de )?(?:ir a )?(?:corte|juez|demanda|orden judicial)\b/,
                /\b(?:descont|deduc|reten|quit)\w* (?:directamente )?(?:(?:el |un )?\d+ ?(?:%|por ?ciento) |una parte |la mitad |parte )?(?:de )?(?:su |tu |cada )?(?:sueldo|salario|cheques?|nomina)\b/,
                // Una parte de la pensión, el cheque o el depósito que quien escribe le va a quitar: "del próximo cheque le retenemos $100".
                /(?:(?<=\b(?:pension\w*|jubilacion|deposito|cheques?|sueldo|salario|nomina|beneficios|seguro social|incapacidad|ingresos?)\b[\s\S]{0,150})|(?=[^.!?]{0,80}\b(?:pension\w*|jubilacion|deposito|cheques?|sueldo|salario|nomina|beneficios|seguro social|incapacidad)\b))(?<!\busted (?:autoriz|acept|pidi|solicit)\w*\b[^.!?]*)\b(?:le|te) (?:vamos a |voy a |van a )?(?:quit|retir|descont|reten|tom|cobr|sac)\w*\b[^.!?]{0,10}(?:\b(?:el |un |una |la )?(?:\d+ ?(?:%|por ciento)|mitad|(?:tercera |cuarta )?parte)|\$ ?\d[\d,.]*)(?![^.!?]*\busted (?:autoriz|acept|pidi|solicit)\w*)/,
                // Lo que haya en la casa para cubrir la deuda, y la retención pedida a quien le paga: "lo que haya en la cocina para cubrir los $900",
                // "le avisamos a la aseguradora para que retenga su indemnización".
                /\blo que (?:haya|tenga|encontremos|este) (?:en|dentro de) (?:la|su|el) (?:casa|sala|cocina|cochera|recamara|departamento|garaje|comedor)\b(?=[^.!?]{0,30}\b(?:cubrir|pagar|completar|saldar)\b)|\b(?:avis|notific|ped|instru|orden|contact|dij)\w*\b[^.!?]{0,40}\b(?:casinos?|loteria|aseguradora|compania de seguros|banco|patron|empleador|albacea)\b[^.!?]{0,30}\b(?:reten|congel|deten|bloque|guard)\w*\b[^.!?]{0,20}\b(?:sus|su) (?:premios?|ganancias|pagos?|indemnizacion|herencia|cheques?|liquidacion)\b/,
                // Los bienes sacados de adentro de la casa: la llave pedida al casero, el equipo que entra al departamento.
                /\b(?:prest|consegu|pid|sac|us|tenemos|tengo|tiene)\w*\b[^.!?]{0,20}\b(?:la |una |las )?llaves?\b[^.!?]{0,30}\b(?:casero|arrendador|encargado|administrador|conserje|portero|manager|dueno del (?:edificio|departamento))\b|\b(?:casero|arrendador|encargado|administrador|conserje|portero)\b[^.!?]{0,40}\b(?:nos |les )?(?:va a |van a )?(?:prest|d|abr)\w*\b[^.!?]{0,10}\b(?:la |las )?(?:llaves?|puerta)\b|\b(?:entrar|meternos|metemos|entramos|entran|van a entrar|vamos a entrar) (?:a|en) (?:su|tu) (?:casa|departamento|apartamento|depa|hogar|cochera|garaje)\b|\b(?:de|desde) (?:adentro|dentro) de (?:su|tu) (?:casa|departamento|apartamento|depa)\b/,
                /\b(?:casa|carro|bienes|sueldo|salario|cuenta|propiedad|ahorros)\b[^.!?]{0,10}\b(?:esta|estan) en riesgo\b|\bbloque\w* (?:su|tu) cuenta\b/,
                // Money recovered from the consumer's goods or bank: a "cuenta" that is the debt itself ("el saldo de su cuenta", "la cobranza de su cuenta") is none.
                /\b(?:sus|tus) (?:bienes|propiedades)|\b(?:recuper|cobr|cubr|sald)(?!o\b|os\b|anzas?\b|acion\b)\w*\b[^.!?]{0,30}\b(?:de|con) (?:su|sus|tu|tus) (?:bienes|sueldo|salario|cuenta (?:bancaria|de banco|de ahorros?|de cheques|de nomina)|(?<!\b(?:saldos?|montos?|total|adeudos?|deudas?|pagos?|estados?|numero|historial|cobros?|cobranzas?|gestion|detalles?|titular|informacion|resumen|balance|movimientos|cargos?|abonos?)(?: [a-z]+){0,2} (?:de|con) (?:su|sus|tu|tus) )cuenta|casa|carro|propiedad|ahorros)\b/,
                /\b(?:autorizad|facultad)\w* (?:a|para) (?:entrar a|acceder a|retirar|sacar|tomar|cobrar|llevarnos|quitarle|congelar)\b[^.!?]{0,30}\b(?:cuenta|banco|sueldo|salario|carro|vehiculo|troca|bienes|dinero|fondos)\b|\bsin (?:una |ninguna )?orden (?:de (?:la |una )?corte|del juez|de un juez|judicial)\b|\b(?:grua|remolque)\b[^.!?]{0,25}\b(?:programad|agendad|en camino|va para alla|pasara|llega)\w*/,
                // La grúa anunciada en camino por un vehículo ("llega una grúa por su moto") o ya autorizada ("ya autorizamos la grúa", set AY),
                // la orden que "ya está", la custodia alargada por la deuda.
                /\b(?:ya )?(?:autoriz|orden|program|agend|ped|solicit|mand|envi|contrat|llam)\w* (?:a )?(?:la |una |el |nuestra )?(?:grua|remolque)\b(?! (?:del? )?(?:seguro|aseguradora))|\b(?:pasa|pasara|va a pasar|viene|vendra|va a venir|llega|llegara|va a llegar|se presenta|se presentara)\b (?:\w+ ){0,2}?(?:la |una |nuestra )?(?:grua|remolque)\b[^.!?]{0,30}\b(?:por|para|a (?:recoger|llevarse|buscar)) (?:su |la |el |tu |sus )?\w+|\b(?:la )?orden (?:ya )?(?:esta|esta lista|ya salio|salio|ya la tenemos)\b(?<=\b(?:grua|remolque|recog\w*|llev\w*|quit\w*|embarg\w*|troca|carro|camioneta|auto|coche)\b[\s\S]{0,120})/,
                /\b(?:juez|jueza|corte|fiscal|carcel|prision|detencion|condena|fianza|custodia)\b[^.!?]{0,60}\b(?:agreg|sum|aument|alarg|extend|anad)\w* (?:\w+ ){0,2}?(?:mas )?(?:tiempo|dias|meses|anos|condena)\b(?! para (?:pagar|contestar|responder|disputar))|\b(?:mas|otros) (?:tiempo|dias|meses|anos) (?:en|dentro de|tras) (?:la )?(?:carcel|prision|detencion|custodia|las rejas)\b|\bmas tiempo (?:adentro|encerrad[oa]|detenid[oa]|pres[oa]|en (?:la )?(?:carcel|prision))\b/,
                // La deuda sumada a los cargos de quien está detenido: "se lo sumamos a sus cargos".
                new RegExp(
                  String.raw`(?:(?<=${CUSTODY_ES}[\s\S]{0,200})|(?=[\s\S]{0,200}${CUSTODY_ES}))\b(?:sum|agreg|anad|pon|carg)\w*\b[^.!?]{0,30}\b(?:a|en) (?:sus|los|tus) cargos\b|\b(?:sum|agreg|anad)\w*\b[^.!?]{0,30}\b(?:a|en) (?:su|tu|el) (?:proceso|caso|causa|expediente) penal\b`,
                ),
                /\b(?:la ley|el estado|el reglamento|la corte|el condado|el gobierno)\b[^.!?]{0,20}\b(?:nos )?(?:permite|deja|autoriza|faculta)\w*\b (?:a nosotros )?(?:a )?(?:cobrar|tomar|sacar|descontar|quitar|retirar|embargar)\w*\b(?![^.!?]{0,25}\b(?:interes|cargo|costo|recargo|comision))[^.!?]{0,40}\b(?:de|del|de la|de los) (?:su|sus|tu|tus|lo que)\b/,
                /\borden de retencion\b|\b(?:retir|sac|tom|cobr)\w*\b[^.!?]{0,30}\bsin (?:su )?(?:permiso|autorizacion|consentimiento|aviso)\b/,
                /\bno (?:necesitamos|necesito|hace falta|tenemos que|ocupamos) (?:ir a )?(?:la )?(?:corte|juez|demanda\w*|orden judicial)\b|\b(?:orden|order)\b[^.!?]{0,15}\b(?:a|to) (?:tu|su|your) (?:employer|empleador|patron|trabajo)\b/,
                // Lo del consumidor retenido y vendido por quien cobra: "el establo se queda con su yegua y la vendemos".
                /\b(?:nos quedamos|nos quedaremos|nos vamos a quedar|se queda|se quedara|se va a quedar|se quedan|me quedo) con (?:su|tu|sus|tus|el|la|los|las) (?:[\w-]+ ){0,2}?[\w-]+\b[^.!?]{0,30}\b(?:(?:la|lo|las|los) )?(?:vend|subast|remat)\w*|\b(?:vamos a|van a|voy a|vendremos a|iremos a) (?:llevarnos|llevarse|quitarle) (?:su|tu|sus|tus|el|la|los|las) (?:[\w-]+ ){0,2}?[\w-]+\b/,
                ...IMMIGRATION_THREATENED.es,
                ...EXEMPT_BENEFITS_TAKEN.es,
              ],
            },
            // A seizure told as what already happened (the car was repossessed and sold), papers served by a sheriff, a remedy of other debts: none threatens.
            // A remedy undone (a judgment vacated, a garnishment released) or the consumer's own exemption hearing: neither threatens.
            {
              negatable: true,
              exempt: (sentence) =>
                SEIZURE_IN_THE_PAST.test(sentence) ||
                EXEMPT_FUNDS_SPARED.test(sentence) ||
                isServiceOfProcess(sentence) ||
                NOT_THIS_DEBTS_REMEDY.test(sentence) ||
                isExemptionHearing(sentence) ||
                POLICE_ON_THE_ROAD(sentence) ||
                SECURED_RIGHT_STATED.test(sentence),
              exemptClause: isRemedyUndone,
            },
          ),
        ),
      ),
    ),
  ),
};

export const threatNotIntendedRule: Rule = {
  id: 'threat-not-intended',
  citation: '15 U.S.C. 1692e(5); 12 CFR 1006.18(c)(1)',
  description: 'Threat of action that cannot legally be taken or is not intended',
  suggestion: () => 'Remove the threat; describe the options open to the consumer.',
  check: textRule(
    {
      en: [
        new RegExp(String.raw`\b${SUIT}\b[^.!?]{0,40}\b${SOON}\b`),
        new RegExp(String.raw`\b${SOON}\b[^.!?]{0,30}\b${SUIT}\b`),
        new RegExp(String.raw`\b(?:hesitate|choice but|option but|forced|compelled|have|need|ready|prepared) to ${SUIT}`),
        /\b(?:we|i|the firm|our client|they)(?:'ll| will| are going to| are gonna| am going to|'re going to|'re gonna| plan to| intend to) (?:sue|take you to court|file (?:a )?(?:suit|lawsuit) against you)\b/,
        /\b(?:your (?:own )?(?:car|truck|house|home|civic|vehicle|paycheck|wages)|co-?sign\w*)\b[^.!?]{0,40}\b(?:is |are )?on the table\b|\b(?:we|they) (?:can|could|will|'ll) (?:take|grab|seize|come for) (?:it|that|them)\b[^.!?]{0,30}\b(?:cover|pay|satisfy)\b/,
        /\bhow long (?:do you (?:think|figure) )?(?:you(?:'ll| will)?|will you) (?:keep|hold on to|still have)\b[^.!?]{0,60}\b(?:once|when|after|if)\b/,
        new RegExp(
          String.raw`\b(?:get|have) your (?:${LICENSE}|benefits) (?:revoked|suspended|cancell?ed|taken|held|withheld|blocked|frozen|pulled|flagged)\b`,
        ),
        // One word from the collector to a licensing authority and the license is gone: "a word from our office to the licensing board and your license gets suspended".
        new RegExp(
          String.raw`\b(?:call|word|letter|report|email|notice|complaint)\b[^.!?]{0,20}\b(?:from (?:us|me|our office) )?to (?:the )?(?:dmv|bmv|mvd|department of motor vehicles|motor vehicles|licensing (?:board|agency|office)|state board|board of [a-z]+|fmcsa|dot)\b[^.!?]{0,40}\b(?:your )?${LICENSE}\b[^.!?]{0,15}\b(?:gets?|is|will be|'s|would be|could be) (?:\w+ )?(?:suspended|revoked|pulled|cancell?ed|taken|yanked|gone|frozen|flagged)\b`,
        ),
        // A power over a license or credential claimed by the collector: "we can have the board pull your nursing license",
        // "the rules let us put a hold on your mariner credential". A private collector has none.
        new RegExp(
          String.raw`\b(?:we|us|i|me|our (?:office|firm|agency|client|company))\b[^.!?]{0,70}\b(?:suspend\w*|revok\w*|cancel\w*|hold|holds|freez\w*|flag\w*|block\w*|pull\w*|yank\w*|take away|lock\w*|deny|denied|non-?renew\w*|strip\w*|void\w*)\b(?: (?:on|against))? (?:your|the|his|her) (?:(?!(?:while|until|and|or|if|when|because|so|but|your|the|a|an|account|payment)\b)[\w']+ ){0,3}?${LICENSE}\b|\b${LICENSE}\b[^.!?]{0,60}\b(?:we|us|our (?:office|firm|agency|client))\b(?:'ll| will| can| could| may| are able to| have the right to| are allowed to)?[^.!?]{0,30}\b(?:suspend\w*|revok\w*|cancel\w*|hold|freez\w*|flag\w*|block\w*|pull\w*)`,
        ),
        /\byour (?:kids|children|house|home|car) (?:will|could|may|are going to|is going to) be (?:taken|removed)\b/,
        /\b(?:take|lose|taking|losing)\b[^.!?]{0,12}\b(?:your )?(?:house|home|car|kids|children|truck|job|everything|license|passport|benefits|social security|pension|retirement)\b/,
        /\b(?:deport\w*|have you fired|get you fired|fired from your job|revoke your (?:license|passport)|cancel your (?:license|passport|benefits))\b/,
        // Rights said to be lost or absent: the right to dispute gone once a collector holds the debt, a lawyer not allowed.
        /\b(?:not|no longer|never|isn't|aren't) (?:allowed|permitted|eligible|entitled) to (?:dispute|contest|challenge|question|ask for (?:validation|verification))\b|\bno (?:tiene|tienes|tienen) (?:derecho|permitido) (?:a )?(?:disputar|reclamar|impugnar)\b/,
        /\b(?:lose|lost|loses|forfeit\w*|waive[sd]?|give up|gave up|no longer (?:have|has))\b[^.!?]{0,12}\b(?:the |your |any |all )?rights? to (?:dispute|challenge|contest|a lawyer|an attorney|counsel|representation|be represented)\b/,
        ...RIGHTS_SAID_LOST.en,
        ...LIABILITY_SAID_INHERITED.en,
        ...LAW_MISSTATED.en,
        /\b(?:or else|or (?:face|suffer|deal with|accept) (?:the )?consequences|otherwise (?:things|it|this) (?:will|could|might|is going to) get)\b/,
        // Suit stated as certain or on its way.
        /\bexpect (?:a |the |to (?:be|get|receive) (?:a |the )?)?(?:lawsuit|suit|summons|court papers|legal papers|process server|court date|legal action|sued|served)\b/,
        /\byou(?:'ll| will| are going to| are gonna|'re going to|'re gonna| are about to|'re about to) (?:soon )?(?:be )?(?:sued|served|taken to court|summoned|hauled into court|dragged into court|facing a (?:lawsuit|judge|judgment))\b/,
        /\b(?:lawsuit|suit|summons|court papers|legal papers|legal action|litigation|judgment|judgement)\b[^.!?]{0,20}\b(?:is|are) (?:coming|on (?:its|their|the) way|being (?:prepared|drafted|drawn up|filed|finalized|readied)|imminent|inevitable)\b/,
        /\b(?:court|legal) papers\b[^.!?]{0,25}\b(?:against you|drawn up|prepared|on the way)\b/,
        // Filing the paper that ends a case or a remedy ("we are filing the release", "the satisfaction of judgment") sues no one.
        /\b(?:we|the firm|our client|they)(?:'re| are| is) (?:now )?(?:filing|preparing to file|about to file|moving to file|getting ready to file|taking you to court|proceeding with (?:a |the )?(?:suit|lawsuit|legal action|litigation))\b(?! (?:a |an |the |your |our )?(?:release|satisfaction|dismissal|notice of (?:satisfaction|release|dismissal)|termination|withdrawal)\b)/,
        /\b(?:lawsuit|suit|legal action|legal proceedings|litigation|case against you)\b[^.!?]{0,10}\b(?:will|is going to|shall) (?:soon )?be (?:filed|brought|initiated|commenced|started|taken|pursued)\b/,
        /\b(?:move|moving|proceed|proceeding|go|going|push|pushing) (?:forward )?(?:to|for|with|toward) (?:a )?(?:judgment|judgement|litigation|suit|lawsuit|legal action)\b/,
        /\b(?:outside|out) of (?:court|the courts|litigation)\b|\bwithout (?:going to |involving (?:the )?|a )?(?:court|courts|judge|lawsuit)\b|\b(?:avoid|keep this out of) (?:going to )?(?:court|a lawsuit|litigation|a judgment|legal action)\b|\bbefore (?:it|this|things) (?:goes|go|gets|get|ends up|end up|escalates?) (?:to |in )?(?:court|litigation|legal|a judge)\b|\bbefore we (?:move|go|head|proceed|escalate|turn)\w* (?:this )?(?:to|into) (?:court|litigation|legal)\b/,
        /\bsee you in court\b|\b(?:headed|heading) to court\b|\b(?:this|it|your (?:case|account|file)) is going to court\b|\bprocess server\b|\b(?:a |the )?judge (?:will|is going to|'ll) (?:order|rule|make you|decide|garnish)\b|\bprepare (?:yourself )?for (?:court|a lawsuit|trial)\b/,
        /\bforeclos\w*|\bsheriff'?s sale\b|\b(?:auction|sell) (?:off )?your (?:house|home|car|property|belongings)\b|\bgo after your (?:assets|property|house|home|wages|paycheck|bank account|car|savings)\b/,
        /\b(?:we(?:'ll| will| are going to|'re going to)|the firm will|our client will) (?:get|obtain|win|secure) (?:a )?(?:judgment|judgement)\b|\b(?:a )?(?:judgment|judgement) will be (?:entered|issued|taken) against you\b/,
      ],
      es: [
        /\b(?:y si|que tal si|que pasa si)\b[^.!?]{0,50}\b(?:seguro social|beneficios?|cheques?|pension|sueldo|deposito)\b[^.!?]{0,30}\bno (?:le |les |te )?(?:llega\w*|lleg\w*) complet\w*/,
        /\b(?:atengase|atente|asuma|sufra) (?:a )?las consecuencias\b|\bo si no\b/,
        /\b(?:vamos|voy|van|va) a (?:l[oae]s? )?demandar\w*|\b(?:l[oae]s? )?(?:demandaremos|demandamos|demandara|demandaran)\b/,
        /\b(?:l[oae]s? )?(?:llevaremos|vamos a llevar) a (?:la )?(?:corte|juicio|tribunal)\b/,
        /\b(?:presentaremos|interpondremos|vamos a (?:presentar|interponer|poner)) (?:una )?demanda\b/,
        /\b(?:demanda|accion legal|acciones legales|juicio)\b[^.!?]{0,40}\b(?:manana|hoy|esta semana|el (?:lunes|martes|miercoles|jueves|viernes)|de inmediato|inmediatamente|en (?:\d+|un|una|dos|tres|unos) (?:horas?|dias?))\b/,
        /\b(?:perdera|perder|quitar\w*|quedarse con|nos quedaremos con|le quitaremos)\b[^.!?]{0,10}\b(?:su|tu|el|la|sus|los|las) (?:trabajo|empleo|casa|carro|coche|auto|camioneta|hijos|licencia|pasaporte|beneficios|seguro social|pension|jubilacion)\b/,
        /\b(?:una )?(?:llamada|carta|reporte|aviso|queja)\b[^.!?]{0,20}\b(?:nuestra |de nosotros )?(?:al|a la) (?:dmv|departamento de vehiculos|junta (?:de|estatal de) [a-z]+|oficina de licencias)\b[^.!?]{0,40}\b(?:le |se la |se lo )?(?:suspenden|quitan|cancelan|revocan|congelan)\b/,
        new RegExp(
          String.raw`\b(?:nosotros|podemos|vamos a|voy a|puedo|podriamos)\b[^.!?]{0,50}\b(?:suspend|revoc|cancel|bloque|congel|retir|quit)\w*\b[^.!?]{0,30}\b${LICENSE_ES}\b|\b${LICENSE_ES}\b[^.!?]{0,60}\b(?:podemos|vamos a|voy a|puedo|pedimos|pediremos|podriamos)\b[^.!?]{0,40}\b(?:suspend|revoc|cancel|bloque|congel|retir|quit)\w*`,
        ),
        /\b(?:(?:lo|la|le) (?:van|vamos) a (?:despedir|correr)|(?:hacer|haremos) que (?:lo|la) despidan|revocar\w* (?:su|tu|la) (?:licencia|pasaporte)|cancelar\w* (?:sus|tus) beneficios)\b/,
        /\b(?:pierde|perdio|perdera|pierden|renuncia|renuncio|ya no tiene)\b[^.!?]{0,12}\b(?:el |su |sus |todo )?derechos? (?:a|de) (?:disputar|impugnar|un abogado|abogado|representacion)\b/,
        ...RIGHTS_SAID_LOST.es,
        ...LIABILITY_SAID_INHERITED.es,
        ...LAW_MISSTATED.es,
        /\b(?:espere|recibira|va a recibir|le llegara|prepare(?:se)? para) (?:pronto )?(?:una |la )?(?:demanda|citacion|notificacion de la corte|visita del notificador)\b/,
        /\b(?:sera|va a ser|seras|vas a ser) (?:demandad[oa]|llevad[oa] a (?:juicio|la corte|corte|tribunales))\b|\b(?:la )?demanda (?:ya )?(?:viene|esta en camino|se esta preparando|esta lista|es inminente)\b/,
        /\b(?:iniciaremos|vamos a iniciar|comenzaremos|procederemos con) (?:un |el |una )?(?:proceso|accion|acciones|tramite)s? (?:legal|judicial)\w*|\b(?:obtendremos|vamos a obtener|sacaremos) (?:una )?sentencia\b/,
        /\b(?:fuera|afuera) de (?:la corte|los tribunales|juicio)\b|\bsin (?:ir a |llegar a )?(?:la corte|juicio|los tribunales|un juez|una demanda)\b|\bevitar (?:ir a )?(?:la corte|juicio|una demanda|los tribunales)\b|\bantes de que (?:esto |el caso )?(?:llegue|pase|vaya) a (?:la corte|juicio|los tribunales|un juez)\b/,
        /\bnos (?:vemos|veremos) en (?:la corte|el juzgado|el tribunal|juicio)\b|\bel juez (?:le |lo |la )?(?:ordenara|obligara|va a ordenar)\b|\bnotificador\b/,
        /\bprocederemos (?:legalmente|judicialmente|por la via (?:legal|judicial))\b|\b(?:tomaremos|vamos a tomar|emprenderemos|iniciaremos) (?:las )?(?:medidas|acciones) (?:legales|judiciales)\b|\bse (?:presentara|interpondra|iniciara|va a presentar|va a iniciar) (?:una |la )?(?:demanda|accion legal|accion judicial)\b|\bremat\w* (?:su|tu) (?:casa|carro|auto|propiedad)\b/,
      ],
    },
    {
      negatable: true,
      implied: {
        en: [
          /\b(?:30|thirty)[- ]days?\b[^.!?]{0,60}\b(?:only (?:applies|counts|works)|doesn't apply|does not apply)\b|\b(?:only applies|applies only) to (?:letters|mail|paper|written notices)\b/,
          /\b(?:not allowed|not permitted|aren't allowed|are not allowed|can't|cannot|no right) (?:to )?(?:have|use|hire|get|bring in) (?:a |an |your )?(?:lawyer|attorney|counsel)\b[^.!?]{0,25}\b(?:deal|handle|represent|talk|speak|negotiate|call|contact|step in|involved)\w*/,
          ...RIGHTS_SAID_ABSENT.en,
          ...LAW_MISSTATED_IMPLIED.en,
        ],
        es: [
          /\bno (?:puede|se permite|tiene derecho a|le permiten) (?:tener|usar|contratar|meter) (?:un |una |su )?(?:abogad[oa]|licenciad[oa])\b/,
          ...RIGHTS_SAID_ABSENT.es,
          ...LAW_MISSTATED_IMPLIED.es,
        ],
      },
    },
  ),
  keep: (found) => exceptAfterJudgment(SUIT_WORDS, isFiledCaseFact, suitWhoseIntentIsVouched(found)),
};
