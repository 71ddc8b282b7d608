import type { Language } from '@parley/shared';

/**
 * Which language a collector message is written in, from its normalized text (accents folded):
 * the words that carry a sentence in each language, counted. It chooses only the language of what
 * the scanner writes back (the rewrite, the disclosure); every rule matches both languages always,
 * so a mixed message ("Spanglish") is judged on all its words.
 */
const SPANISH = new Set(
  'el la los las un una unos unas de del al y o que en es son esta estan su sus usted ustedes le les lo nos por para con sin pero como mas muy ya si no hoy manana puede podemos pague pagar pago pagos deuda cuenta saldo plan mes meses gracias hola buenos buenas dias tardes le se ha han hemos sera va vamos tiene tenemos quiere prefiere nuestro nuestra'.split(
    ' ',
  ),
);
const ENGLISH = new Set(
  'the a an and or of to in is are was were your you we our us it this that for with on at by be will can not no if pay payment debt account balance plan month months thanks hello hi good have has would could please'.split(
    ' ',
  ),
);

export function messageLanguage(normalizedText: string): Language {
  let es = 0;
  let en = 0;
  for (const word of normalizedText.split(/[^a-z]+/)) {
    if (SPANISH.has(word)) es++;
    if (ENGLISH.has(word)) en++;
  }
  return es > en ? 'es' : 'en';
}
