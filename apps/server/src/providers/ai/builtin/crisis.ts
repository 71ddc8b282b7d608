import { foldAccents, type Language } from '@parley/shared';

/**
 * A person in danger right now, said in the middle of a debt question (blind set S: chest pain and a
 * numb arm after a collector's call got the FDCPA's list). Emergency help comes before anything
 * about the debt: Solo gives no medical advice and names no medicine.
 */
export type Crisis = 'medical' | 'self_harm';

/** Symptoms happening now that can be a heart attack, a stroke, an overdose or a collapse. */
const MEDICAL =
  /\b(?:chest (?:is |feels |got |has been )?(?:really |very |so )?(?:tight|hurts|hurting|pain|pressure|crushing)|(?:tight\w*|pain|pressure) in my chest|my chest\b[^.?!]{0,20}\b(?:tight|hurts|pain|pressure)|(?:left )?arm (?:is |feels |went |has gone )?(?:really )?numb|can'?t breathe|cannot breathe|(?:hard|trouble|struggling) (?:to )?breath\w*|(?:having|think i'?m having|might be having|is having) a (?:heart attack|stroke)|face (?:is )?drooping|slurr\w* (?:my )?(?:speech|words)|took (?:too many|a (?:bunch|handful) of|all (?:my|the)) (?:pills|meds)|overdos\w*|passed out|keep fainting|dolor (?:en el|de|del) pecho|(?:me duele|me aprieta|siento apretado|tengo apretado) el pecho|pecho (?:apretado|me duele)|(?:brazo izquierdo|el brazo) (?:dormido|entumido|adormecido)|no puedo respirar|me falta el aire|(?:un|estoy teniendo un|creo que es un) (?:infarto|ataque al corazon|derrame)|me tome (?:todas las|muchas) pastillas|sobredosis|me desmaye)\b/;

/** Thoughts of suicide or self-harm. */
const SELF_HARM =
  /\b(?:kill(?:ing)? myself|end(?:ing)? (?:my life|it all)|take my (?:own )?life|suicidal|(?:i'?m|i am|feel(?:ing)?|been|keep|thinking about|thoughts of|think(?:ing)? of|i want to|wanna|gonna|going to|considering)\s+(?:\w+\s+){0,2}?suicide|(?:don'?t|do not) want to (?:live|be alive|wake up)|better off dead|(?:would|'?d|will) (?:all )?be better off without me|better off without me|no one would (?:miss|care)|hurt(?:ing)? myself|no reason to live|quitarme la vida|matarme|suicidarme|me quiero suicidar|no quiero (?:vivir|seguir viviendo|despertar)|mejor (?:estaria )?muert[oa]|(?:estarian|estaria|estan) mejor sin mi|hacerme dano|acabar con (?:todo|mi vida))\b/;

export function crisisIn(question: string): Crisis | null {
  const folded = foldAccents(question).toLowerCase();
  if (MEDICAL.test(folded)) return 'medical';
  if (SELF_HARM.test(folded)) return 'self_harm';
  return null;
}

/** What Solo says first: where to get help now. A medical emergency is all it says; self-harm is followed by the answer. */
export const CRISIS_WORDS: Record<Language, Record<Crisis, string>> = {
  en: {
    medical:
      'What you describe can be a medical emergency. Call 911 now, or have someone near you call; do not drive yourself and do not wait to see if it passes. I can’t give medical advice or say what medicine to take: the 911 operator and the doctors can. Your debt questions can wait. Nothing about the debt is as urgent as this, and I will be here when you are safe.',
    self_harm:
      'If you are thinking about ending your life or hurting yourself, please call or text 988 now (the Suicide & Crisis Lifeline: free, any hour, in English and Spanish), or call 911 if you are in danger right now. You are not alone, and no debt is worth your life: debts can be settled, paused or wiped out in bankruptcy, and no one goes to jail for owing one.',
  },
  es: {
    medical:
      'Lo que describe puede ser una emergencia médica. Llame al 911 ahora, o pida a alguien que esté con usted que llame; no maneje usted mismo y no espere a ver si se le pasa. No puedo darle consejos médicos ni decirle qué medicina tomar: la operadora del 911 y los médicos sí. Sus preguntas sobre la deuda pueden esperar. Nada de la deuda es tan urgente como esto, y aquí estaré cuando esté a salvo.',
    self_harm:
      'Si está pensando en quitarse la vida o hacerse daño, llame o mande un texto al 988 ahora (la Línea de Prevención del Suicidio y Crisis: gratis, a cualquier hora, en español y en inglés), o llame al 911 si está en peligro en este momento. No está solo, y ninguna deuda vale su vida: las deudas se pueden negociar, pausar o eliminar en una bancarrota, y nadie va a la cárcel por deber.',
  },
};
