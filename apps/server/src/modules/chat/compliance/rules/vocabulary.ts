// Word patterns the rules share: who writes, the government, days and soon, a suit, the people around the consumer, licenses.

export const SELF =
  "(?:this is|we are|we're|i am|i'm|calling from|writing from|a message from|(?:hello|hi|hey|greetings|good (?:morning|afternoon|evening)) from|you(?:'re| are) hearing from|on behalf of|acting for|working (?:for|with)|representing|affiliated with|partnered with|partners? (?:at|with|in)|authorized by|contracted (?:by|with)|in cooperation with|here at|agents? of|an? office of)";
export const GOVERNMENT = String.raw`(?:the )?(?:state|federal|county|city|municipal|municipality|government|department of consumer affairs|consumer affairs (?:department|office|division)|consumer protection (?:agency|bureau|office|division)|cfpb|consumer financial protection bureau|ftc|federal trade commission|u ?s\.? (?=government|treasury|department|attorney|marshal|federal|agency)|united states|treasury|department of \w+|attorney general'?s?|irs|internal revenue|law enforcement|police|fema|hud|sba|social security administration)`;
/** A warrant for the person: neither Virginia's "warrant in debt" (or "in detinue") nor Tennessee's "civil warrant", each the name of a civil suit. */
export const ARREST_WARRANT = String.raw`(?<!\bcivil )warrants?(?! in (?:debt|detinue)\b)`;
export const DAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
export const DAY_ES = '(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)';
export const MONTH_ES = '(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)';
/** A day of the month as an ordinal, also as normalize leaves those whose digits read as letters ("15th" is "isth", "10th" "ioth"). */
export const ORDINAL = String.raw`(?:\d{1,2}(?:st|nd|rd|th)|ist|erd|ath|sth|tth|ioth|iith|ieth|iath|isth|itth|eoth|eist)\b`;
export const SOON = String.raw`(?:tomorrow|today|tonight|immediately|right away|first thing|shortly|soon|any day now|next (?:week|month|${DAY})|in the coming days|this month|on the ${ORDINAL}|(?:on |by )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\w* \d{1,2}\b|this (?:week|afternoon|evening|morning|${DAY})|by (?:${DAY}|end of (?:day|the day|the week)|eod|tonight|noon)|on ${DAY}|within (?:\d+|one|two|three|a few|24|48|72) (?:hours?|days?|business days?)|in (?:\d+|one|two|three|a few|an?) (?:hours?|days?))`;
export const SUIT =
  '(?:sue|suing|lawsuit|legal action|take you to court|taking you to court|file (?:a )?(?:suit|lawsuit|case|claim)|filing (?:a )?(?:suit|lawsuit|case|claim))';
export const OTHERS = String.raw`(?:folks(?<=\b(?:your|ur|his|her) folks)|employer|boss|manager|supervisor|payroll|room mates?|owner of the (?:building|apartment|house|property|business|store|shop)|foreman|forewoman|crew (?:chief|lead)|shift (?:lead|leader)|coworkers?|co workers?|colleagues?|hr|human resources|(?:hr|payroll|personnel) department|workplace|family|relatives|neighbou?rs?|friends|wife|husband|spouse|partner|(?:mother|father|brother|sister|son|daughter)s? ?in ?laws?|(?:step|half|god) ?(?:mother|mom|father|dad|parents?|sons?|daughters?|kids?|children|brothers?|sisters?)|mother|mom|father|dad|parents|brothers?|sisters?|son|daughter|children|kids|landlord|(?:building|property|apartment) manager|ex|ex ?(?:wife|husband|girlfriend|boyfriend|partner)|nieces?|nephews?|receptionist|assistant|secretary|front desk|work (?:number|phone|line|email|address)|emergency contacts?|superintendent|doorman|concierge|hoa|household|church|pastor|coach|coaches|teammates?|in ?laws|roommates?|cousins?|aunt|uncle|grand(?:mother|father|parents|ma|pa)|girlfriend|boyfriend|fianc\w*|references|congregation|school|(?:baby ?)?sitter|nanny|au pair|caregiver|housekeeper|cleaning lady|maid|commanding officer|co|first sergeant|chain of command|unit commander|commander|sergeant|(?:fire |station |shift |crew )?(?:chief|captain|lieutenant)(?! (?:concern|complaint|reason|worry|question|executive|financial))|charge nurse|school principal|dispatch(?:er)?|foreman|crew (?:lead|chief)|shift (?:lead|supervisor)|(?:nursing home|care home|care facility|assisted living|rehab center)(?:'s)?(?: (?:staff|office|business office|administrator|director))?|business office|caseworker|case worker|social worker|(?:vice |assistant )principal|principal(?= at\b(?! (?:the (?:end|start|beginning|time)|a rate|the rate|\d))))`;
/** Who writes, in Spanish; "de" also as "del" ("le escribimos del buró de crédito", set BA). */
export const SELF_ES =
  '(?:somos|soy|le habla|les habla|le escribe|le saluda|les saluda|saludos (?:del?|desde)|le escribimos del?|llamamos del?|le llamamos del?|de parte del?|en nombre del?|trabajamos (?:para|con)|representamos a|representando a|agentes? del?|autorizados por|afiliados (?:a|con)|esta es la|este es el|aqui)';
// "Estado de cuenta" is an account statement, not the state.
export const GOVERNMENT_ES = String.raw`(?:el |la |los )?(?:gobierno|estado(?! de cuenta)|tesoro|departamento de \w+|fiscalia|fiscal general|procurador\w*|irs|policia|autoridades|corte federal|oficina del alguacil|hacienda|municipio|ayuntamiento|alcaldia|daco|profeco|departamento de asuntos del consumidor|oficina (?:de|del) (?:proteccion (?:al|del) consumidor|asuntos del consumidor)|(?:oficina|departamento|corte|tribunal) del (?:condado|county))`;
/** The people around the consumer, in Spanish, as nouns: "jefe", "vecina", "compañero de cuarto", a building's "recepción" or "conserje". */
export const OTHER_PEOPLE_ES =
  '(?:empleador|jefe|jefa|ex(?: ?esposa| ?esposo| ?pareja)?|sobrin[oa]s?|recepcion(?:ista)?|administracion|porter[oa]|conserje|secretari[oa]|oficina|cunad[oa]s?|supervisor(?:a|es|as)?|gerente|(?:lugar de )?trabajo|recursos humanos|familia|familiares|esposa|esposo|marido|mujer|madre|mama|padre|papa|padres|hij[oa]s?|hermanos?|hermanas?|suegr[oa]s?|vecin[oa]s?|companer[oa]s?(?: de (?:trabajo|cuarto|casa))?|amig[oa]s?|nietos?|nietas?|nuera|yerno|pareja|novi[oa]|iglesia|pastor|arrendador|caser[oa]|administrador[a]?|encargad[oa]|duen[oa] (?:del|de la) (?:apartamento|edificio|casa|negocio|local|tienda|taller|propiedad)|primos?|tios?|abuel[oa]s?|referencias|comandante|sargento|capitan|superior(?:es)?|unidad|despachador|patron|mayordomo|capataz)';
export const OTHERS_ES = `(?:su|tu|sus|tus) ${OTHER_PEOPLE_ES}`;
/** Those of OTHERS a plain message may be sent to without a third party told: everyone but the spouse, whom 1692c(d) counts as the consumer. */
export const OTHERS_NOT_SPOUSE = String.raw`(?!(?:wife|husband|spouse)\b)${OTHERS}`;

/** The debt told in a message: an amount, or the words of a debt. */
export const DEBT_WORDS = String.raw`(?:\b(?:owes?|owing|balance|bill|debt|loan|card|unpaid|past[- ]due|overdue|behind on|collections?)\b|\$ ?\d)`;
export const DEBT_WORDS_ES = String.raw`(?:\b(?:debe|deuda|saldo|cobranza|atrasad[oa]|vencid[oa]|cuenta pendiente)\b|\$ ?\d)`;
/** The words of arrest, jail or charges, a civil suit's "warrant" aside. */
export const ARREST_WORDS = new RegExp(
  String.raw`\b(?:arrest\w*|jail\w*|prison|${ARREST_WARRANT}|handcuff\w*|carcel|orden de (?:arresto|captura)|detener(?:lo|la|le)|prision|charges|cargos)\b`,
);
/**
 * A license or credential the state or a federal agency issues, or a school's record and aid: what a private collector cannot have
 * suspended or held (a phone bill's collector "can put a hold on your financial aid and transcripts").
 */
export const LICENSE =
  "(?:(?:(?:driver'?s?|driving|professional|nursing|contractor'?s?|real estate|insurance|cosmetology|barber|medical|teaching|business|liquor|commercial|trucking|pilot'?s?) )?licen[cs]es?|cdl|credentials?|mmc|twic (?:card)?|passport|plates|(?:professional )?certification|(?:academic |school |college )?transcripts?|diplomas?|(?:student |federal )?financial aid|pell grant|(?:class |course )?registration|enrollment)";
export const LICENSE_ES =
  '(?:licencias?|permiso de (?:conducir|manejar|trabajo)|credencial(?:es)?|pasaporte|placas|certificacion(?:es)?|cedula profesional|titulo profesional|diploma|expediente academico|certificado de estudios|ayuda financiera|beca|inscripcion|matricula)';
/** The words of a suit, a judgment or a hearing: what a filed case's attorney may state and an attorney of the firm may intend. */
export const SUIT_WORDS =
  /\b(?:sue|suing|sued|suit|lawsuit|legal action|court|judgment|judgement|demanda\w*|juicio|corte|sentencia|hearing|audiencia|trial|complaint|summons|process server|served|emplazamiento|citatorio)\b/;
