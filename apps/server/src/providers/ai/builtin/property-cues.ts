import type { AskCue } from './situation-cues.js';

// A judgment creditor taking the person's things, a home among them: the words that ask it, read by slots.ts, and the cues that
// answer it (split from situation-cues.ts).

/** A judgment creditor taking a person's things: a vehicle, tools, a home, a retirement account (property-exemptions.ts says what is protected). */
export const PROPERTY_TAKEN =
  /\b(?:take(?![ -]?home)|taking|seize|levy|levied|sell|quitar\w*|embargar\w*|llevar\w*|rematar)\b[^.?!]{0,60}\b(?:car|truck|pickup|(?<!\b(?:le|les|me|se|nos|lo|la|que|y)\s)van(?!\s+a\b)|vehicle|tools?|equipment|trailer|(?<!take[ -])house|(?<!take[ -])home(?![ -]?pay)|401 ?k|ira|retirement|furniture|troca|carro|camioneta|herramientas|equipo|casa|retiro|muebles)\b(?!\s+(?:loan|note|payment|insurance|title|repo|prestamo|financ\w*))|\bforce (?:a |the )?sale\b|\bforced sale\b|\bexempt\w*\b[^.?!]{0,40}\b(?:car|truck|tools|house|home|401|ira|property)\b/;
// (A mobile home or a trailer on the person's own land is the home too: "vivo en mi traila en un terreno que es mío"; blind set AX.)
const HOME_WORD =
  '(?:house|(?<!take[ -]|got |get |came |come |back |at |llegue a )home(?![ -]?(?:pay|depot))|homestead|condo|casa|vivienda|mobile home|manufactured home|trailer home|(?:my|our|mi|nuestra) (?:trailer|traila|trila)|casa (?:movil|rodante|prefabricada)|(?:my|our|mi|nuestro) (?:land|terreno|lote))';
const HOME_RISK_WORD = String.raw`(?:take|taking|seize|levy|levied|sell|lien|force\w* (?:a |the )?sale|forced sale|abstract of judgm?ent|quitar\w*|embargar\w*|rematar|vender|gravamen)`;
/**
 * The home among the things a creditor may take: its own card (a judgment lien, the homestead). Said of the home, not
 * "when I got home" beside a question about a truck (blind set K).
 */
export const HOME_ASKED = new RegExp(
  String.raw`\b${HOME_RISK_WORD}\b[^.?!]{0,60}\b${HOME_WORD}\b|\b${HOME_WORD}\b[^.?!]{0,60}\b${HOME_RISK_WORD}\b|\bhomestead\b|^(?=[\s\S]*\b${HOME_WORD}\b)[\s\S]*\b(?:force\w* (?:a |the )?sale|forced sale|lien|abstract of judgm?ent|gravamen)\b`,
);
/**
 * A judgment, a suit or a levy the taking would come from: without one, "can they take our house?" over a bill in
 * collections is one part of a message whose first question decides its card (blind set D: help with a hospital bill).
 */
export const PROPERTY_CONTEXT =
  /\b(?:judgm?ents?|sentencias?|juicios?|fallo|sued|suing|sue|lawsuit|demand\w*|writ|levy|levied|garnish\w*|embarg\w*|constable|sheriff|marshal|alguacil|court|corte|tribunal|lien|gravamen|abstract|execution)\b/;
/**
 * A lender's repossession of a financed car and the deficiency after its sale, or a dead relative's estate, is not a judgment
 * creditor's levy on the person's own things (blind set V: "me quitaron la troca" over late payments and its deficiency). A
 * judgment already won on the deficiency is (blind set BA: "a judgment … for about $9k from a car deficiency … can they take
 * the IRA?" was answered with repossession).
 */
export const PROPERTY_NOT_A_LEVY =
  /(?<!\b(?:judgm?ent|sentencia|juicio)\b[^.?!]{0,160})\b(?:deficiency|deficiencia)\b(?!\s+judgm?ent)|\b(?:repo|repo'?d|repossess\w*|recuperar el carro|died|passed away|deceased|estate|murio|fallec\w*|herencia|behind on (?:my |the )?(?:car|truck|auto) (?:loan|note|payments?))\b|\b(?:carro|troca|camioneta|auto)\b[^.?!]{0,40}\b(?:atras\w*|no pague|deje de pagar)|\b(?:atras\w*|deje de pagar)\b[^.?!]{0,40}\b(?:carro|troca|camioneta|auto)\b/;

/**
 * What a judgment creditor can take: placed after the cues on how long a judgment lasts and on a judgment registered from another
 * state, so a message that asks those is answered on them first (blind set Y: "isn't a judgment dead after 10 years? also can they
 * take her condo"; a registered judgment's card says the enforcing state's exemptions apply).
 */
export const PROPERTY_CUES: readonly AskCue[] = [
  // What a judgment creditor can take of a person's things: the exemptions, never where a collector may call (blind set Z).
  {
    name: 'property_taken',
    pattern: HOME_ASKED,
    cards: ['l-judgment-lien-home'],
    needs: PROPERTY_CONTEXT,
    unless: PROPERTY_NOT_A_LEVY,
  },
  {
    name: 'property_things_taken',
    pattern: PROPERTY_TAKEN,
    cards: ['l-judgment-take-property'],
    needs: PROPERTY_CONTEXT,
    unless: PROPERTY_NOT_A_LEVY,
  },
];
