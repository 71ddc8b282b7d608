import { textRule } from './negation.js';
import type { Rule } from './types.js';

// The time-barred rule: a suit, or its threat, on a debt past the statute of limitations.

/**
 * 1006.26: a payment on a time-barred debt may revive it. Told as what a payment could let the creditor do, it warns; said of the
 * sender itself ("paying lets us sue you again") it stays a threat.
 */
const REVIVAL_WARNING =
  /\b(?:pay\w*|payments?)\b[^.!?]{0,50}\b(?:could|can|may|might|would)\b[^.!?]{0,15}\b(?:let|lets|allow|allows|give|gives|enable|enables|permit|permits|open the door for)\b (?:the (?:\w+ ){0,2}?(?:creditor|lender|owner|hospital|company|bank|store|debt buyer|collector)|them|a creditor|someone|anyone)\b[^.!?]{0,40}\b(?:sue|suing|a (?:lawsuit|suit)|legal action)\b|\b(?:pag\w*|abonos?)\b[^.!?]{0,50}\b(?:puede|podria|pueda|podrian|pueden)\b[^.!?]{0,15}\b(?:permitir|dejar|dar|habilitar)\w*\b[^.!?]{0,10}\b(?:que )?(?:el (?:\w+ ){0,2}?(?:acreedor|banco|hospital|dueno|prestamista|cobrador)|la (?:\w+ ){0,2}?(?:empresa|tienda|compania|clinica)|alguien|ellos)\b[^.!?]{0,40}\b(?:demand\w*)/;

/**
 * The same warning said as the clock a payment restarts ("a new payment restarts the creditor's clock to sue", "un pago puede
 * reiniciar el plazo"): a warning only when the sender does not speak of itself in the sentence (checked with SENDER).
 */
const REVIVAL_CLOCK =
  /\b(?:pay\w*|payments?)\b[^.!?]{0,50}\b(?:restart\w*|revive\w*|reset\w*|renew\w*|start\w* (?:over|again))\b[^.!?]{0,40}\b(?:clock|time limit|statute|deadline|limitations?|period)\b|\b(?:pag\w*|abonos?)\b[^.!?]{0,50}\b(?:reinici|reactiv|renuev|reviv)\w*\b[^.!?]{0,40}\b(?:plazo|termino|reloj)\b/;
const SENDER = /\b(?:we|we'?ll|we'?re|us|our|nosotros|podemos|vamos a|lo demandamos|la demandamos)\b/;

export const timeBarredRule: Rule = {
  id: 'time-barred',
  citation: '12 CFR 1006.26(b)',
  description: 'Suit or threat of suit on a time-barred debt',
  suggestion: () => 'Do not mention suit or court: the debt is past the statute of limitations.',
  check: textRule(
    {
      en: [
        /\b(?:sue|suing|sued|lawsuit|suit|legal action|court|judgment|judgement|litigation|litigate|legal proceedings|file (?:a )?(?:claim|case)|judges?|small claims|magistrate|summons|process server|trial|legal (?:steps|route|remedies|options|proceedings|process|rights|avenues?|means|recourse))\b/,
        /\b(?:civil complaint|get served|be served|served with (?:a |the )?(?:suit|lawsuit|papers|summons)|proceed (?:with|to) (?:a |the )?(?:civil|legal|court))\b/,
        // The account referred to counsel, or held for a filing: on a barred debt either is the suit's first step.
        /\b(?:referr\w*|refer|forward\w*|transferr?\w*|turn\w* over|hand\w* over|assign\w*|escalat\w*|plac\w*|sen[dt]|pass\w*)\b(?! (?:you|u)\b)[^.!?]{0,25}\bto (?:our |the |an? |outside |local |in-?house )?(?:counsel|attorneys?|lawyers?|law (?:firm|office)|legal (?:department|team|counsel))\b(?! general)|\bfor (?:filing|suit|litigation|legal action)\b(?! (?:a |an |your |the )?(?:dispute|complaint|claim|report|form|request))/,
        // The account pictured with the firm's lawyers: "I'd hate to see it end up with our attorneys".
        /\b(?:end|ends|ending|wind|winds|winding) up (?:with|at|on the desk of|in the hands of) (?:our |the |an? |outside )?(?:attorneys?|lawyers?|counsel|legal(?: (?:team|department))?|law firm)\b|\b(?:land|lands|landing) (?:with|on the desk of|in the hands of) (?:our |the |an? )?(?:attorneys?|lawyers?|counsel|legal)\b/,
        // A filing said possible anywhere: "we can still file in your new county".
        /\b(?:we|they|our client|the (?:creditor|firm))(?:'ll| will| can| could| may| might| are going to| plan to) (?:still |just |easily )?(?:file|refile)\b(?! (?:a |the |your )?(?:dispute|complaint with|report|claim with (?:your|the) insurer))/,
        // The firm's lawyers said to hold moves of their own: "our attorneys still have options", "legal is weighing its remedies".
        /\b(?:our|the|my|firm's|client's) (?:attorneys?|lawyers?|legal (?:team|department|staff|folks|people)|counsel|litigation (?:team|department|unit)|legal)\b[^.!?]{0,30}\b(?:ha(?:ve|s)|hold|holds|keep|keeps|retain\w*|explor\w*|consider\w*|review\w*|weigh\w*|look\w* (?:at|into)|pursu\w*|exercis\w*)\b[^.!?]{0,20}\b(?:options|remedies|tools|avenues|recourse|choices|next steps|ways (?:to|of))\b/,
        // A filing made the next step: "our client is ready to move forward with a filing in Franklin County".
        /\b(?:move|moving|go|going|proceed\w*|push\w*) (?:forward|ahead|on) with (?:a |the |our )?(?:filing|suit|lawsuit|complaint|case in)\b|\ba (?:court )?filing (?:in|with|at) (?:the )?(?:[\w-]+ ){0,3}?(?:county|court|district|parish)\b|\b(?:file|filing|refile|refiling) (?:in|with|at) (?:the )?(?:[\w-]+ ){0,3}?(?:county|court|district|parish)\b/,
        // "Our file on your account" is the firm's folder, not a filing.
        /(?<!\b(?:our|the|your|a|my|this|that|its|their|his|her|whole|entire) )\b(?:file|files|filed|filing) (?:on|against)\b|\b(?:goes|going|go|heads?|sent|send|moves?|moving|headed|heading) (?:over )?to legal\b|\b(?:whether|if) to file\b|\bget(?:s)? filed\b/,
      ],
      es: [
        /\b(?:demand(?:a|as|ar|arl[oa]|arle|aremos|amos|ara|aran|ad[oa])|juicio|tribunal(?:es)?|corte|sentencia|accion(?:es)? legal(?:es)?|proceso (?:legal|judicial)|litigi\w*|juez|jueza|juzgado|reclamos menores|via (?:legal|judicial)|audiencia)\b/,
        /\bllevar(?:te|le|lo|la)? a (?:court|corte|juicio|la corte)\b|\b(?:te|le) (?:podemos|vamos a|van a) (?:llevar|demandar)\b/,
        /\b(?:podemos|podriamos|vamos a|van a|puede|pueden) (?:todavia )?(?:presentar|meter|poner|interponer)(?:la|lo)? (?:el caso |la demanda )?(?:donde|en (?:el condado|la corte|el estado))\b/,
        /\b(?:va|van|pasa|pasan|se va) (?:para|a) (?:legal|el departamento legal|abogados)\b/,
        // Los abogados de la firma con pasos propios: "nuestros abogados todavía tienen opciones".
        /\b(?:nuestros|nuestras|los|las|mis) (?:abogad[oa]s|licenciad[oa]s|departamento (?:legal|juridico)|area (?:legal|juridica)|equipo legal)\b[^.!?]{0,30}\b(?:tiene|tienen|conserva\w*|mantiene\w*|evalua\w*|revisa\w*|estudia\w*|analiza\w*|contempla\w*)\b[^.!?]{0,20}\b(?:opciones|recursos|herramientas|vias|alternativas|caminos|medidas)\b/,
        // The account referred to a lawyer: on a barred debt the referral is the suit's first step.
        /\b(?:remit|envi|turn|pas|transfer|refer|mand|asign|canaliz)\w*\b[^.!?]{0,25}\b(?:a|al|a los|a un|a una|a nuestro|a nuestra) (?:abogad[oa]s?|despacho|bufete|licenciad[oa]|departamento (?:legal|juridico)|area (?:legal|juridica))\b|\bpara (?:presentar (?:la )?demanda|demandar|litigio|cobro judicial)\b/,
      ],
    },
    {
      negatable: true,
      when: (ctx) => ctx.isTimeBarred,
      // The revival warning worded as the suit a payment would allow someone else: "in some states a payment could let the creditor sue again".
      exempt: (sentence) => REVIVAL_WARNING.test(sentence) || (REVIVAL_CLOCK.test(sentence) && !SENDER.test(sentence)),
      // The belief that an old debt cannot be sued on, mocked as a question ("you think we can't sue because it's old?") or
      // called a myth or untrue ("many think a debt this old can't go to court. That's a myth").
      implied: {
        en: [
          /\b(?:you think|do you think|think|you figure|you believe|you really think)\b[^.!?]{0,60}\b(?:can't|cannot|can not|won't|will not|are not able to|aren't able to) (?:still )?(?:sue|take you to court|file)\b[^.!?]{0,60}\?/,
          /\b(?:think|thinks|believe|believes|assume|assumes|figure|figures|heard|claim|claims)\b[^.!?]{0,80}\b(?:can't|cannot|can not|can never|can no longer|won't|will not|never|no longer)\b[^.!?]{0,40}\b(?:sue|sued|suing|court|judge|lawsuit|suit)\b[^.!?]{0,40}[.!?;:,]*\s*(?:but |and )?(?:(?:that|this|it)(?:'s| is| was) (?:just |simply |a |an |total |totally |complete |completely |pure )*(?:myth|not true|untrue|false|wrong|nonsense|(?:urban )?legend|mistake)|(?:wrong|not so|false|nope)\b)(?![\s\S]*\b(?:we|our client|they|nobody|no one)\b[^.!?]{0,20}\b(?:can't|cannot|can not|won't|will not|will never|may not|are not allowed to) (?:\w+ )?(?:sue|take you to court|file)\b)/,
        ],
        es: [
          /\b(?:cree|crees|piensa|piensas|se cree|te crees)\b[^.!?]{0,60}\bno (?:l[oae]s? |te )?(?:podemos|pueden|vamos a|van a) (?:demandar|llevar a (?:la )?corte)\w*[^.!?]{0,60}\?/,
          /\b(?:cree|creen|piensa|piensan|dice|dicen|supone|suponen|se imagina|se imaginan)\b[^.!?]{0,80}\b(?:no se (?:le )?puede|no (?:l[oae]s? |te )?(?:pueden|podemos)|ya no|nunca)\b[^.!?]{0,40}\b(?:demand\w*|corte|juicio|juez|tribunal)\b[^.!?]{0,40}[.!?;:,]*\s*(?:pero |y )?(?:(?:eso|esto) (?:es|era) (?:un |pura |puro |totalmente )?(?:mito|falso|mentira|cuento)|es (?:un )?(?:mito|falso|mentira)|(?:no es|nada de eso es) (?:cierto|verdad))(?![\s\S]*\bno (?:l[oae]s? |te )?(?:podemos|vamos a|puede|pueden|van a) (?:demandar|llevar a (?:la )?corte)\w*)/,
        ],
      },
    },
  ),
};
