import type { Language, UsStateCode } from '@parley/shared';

/**
 * A spouse's own liability for the other spouse's debt, where a community-property state's rule decides it and we are sure
 * of it (blind set Z: a Texas wife asking whether her husband's cards could be collected from her, and an Arizona widow
 * told by a collector that community property made her pay his hospital bill, were given the general rule and never
 * their state's). Elsewhere the general rule: not liable for a debt only the other spouse signed.
 */
const COMMUNITY_RULES: Partial<Record<UsStateCode, Record<Language, string>>> = {
  TX: {
    en: 'In Texas you are not personally liable for a debt only your spouse signed, such as cards in your spouse’s name alone, and your separate property and the community property under your sole management, such as your own wages kept apart, generally cannot be taken for your spouse’s contract debts (Tex. Fam. Code § 3.202). A joint account is the most exposed if your spouse is sued and loses.',
    es: 'En Texas usted no es responsable personalmente de una deuda que solo firmó su cónyuge, como tarjetas solo a nombre de su cónyuge, y sus bienes propios y los bienes gananciales que usted administra sola o solo, como su propio sueldo en una cuenta aparte, en general no se pueden tomar para las deudas contractuales de su cónyuge (Tex. Fam. Code § 3.202). Lo más expuesto es una cuenta conjunta, si demandan a su cónyuge y gana el acreedor.',
  },
  AZ: {
    en: 'In Arizona your separate property (what you owned before the marriage, or received by gift or inheritance, and kept separate) is not liable for your spouse’s debts (A.R.S. § 25-215(A)); community property can be reached for a debt either spouse took on for the community, such as medical care during the marriage (A.R.S. § 25-215(D)).',
    es: 'En Arizona sus bienes propios (lo que tenía antes del matrimonio, o recibió por regalo o herencia, y mantuvo aparte) no responden por las deudas de su cónyuge (A.R.S. § 25-215(A)); los bienes gananciales sí pueden alcanzarse por una deuda que cualquiera de los dos contrajo para la comunidad, como atención médica durante el matrimonio (A.R.S. § 25-215(D)).',
  },
  CA: {
    en: 'In California you are not personally liable for a card only your spouse signed, and your separate property is not liable for your spouse’s debts (Cal. Fam. Code § 913(b)); but the community estate, including your earnings, can be reached for a debt your spouse took on during the marriage (Cal. Fam. Code § 910).',
    es: 'En California usted no es responsable personalmente de una tarjeta que solo firmó su cónyuge, y sus bienes propios no responden por las deudas de su cónyuge (Cal. Fam. Code § 913(b)); pero los bienes gananciales, incluido su sueldo, sí pueden alcanzarse por una deuda que su cónyuge contrajo durante el matrimonio (Cal. Fam. Code § 910).',
  },
};

const WORDS = {
  en: {
    general:
      'You are generally not responsible for a debt only your spouse signed; you are if it is a joint account or you co-signed, and in a community-property state some property you share can be reached.',
    death:
      'After a death, the debts are paid from what your spouse left (the estate) through probate, by the estate’s own deadlines: do not pay from your separate savings, or agree to a payment plan or sign anything accepting the debt, until you get advice, and ask the hospital for its financial assistance policy, which can apply to a bill of someone who has died.',
  },
  es: {
    general:
      'En general usted no es responsable de una deuda que solo firmó su cónyuge; sí lo es si la cuenta es conjunta o si usted firmó como codeudor, y en un estado de bienes gananciales se pueden alcanzar algunos bienes que comparten.',
    death:
      'Después de una muerte, las deudas se pagan con lo que dejó su cónyuge (el patrimonio o herencia) por medio del proceso sucesorio (probate), con sus propios plazos: no pague con sus ahorros propios, ni acepte un plan de pagos ni firme nada que reconozca la deuda, hasta recibir asesoría, y pida al hospital su política de ayuda financiera, que puede aplicarse a la cuenta de una persona fallecida.',
  },
} satisfies Record<Language, unknown>;

export function spouseLiabilityLines(state: UsStateCode | null, death: boolean, language: Language): string[] {
  const rule = state ? COMMUNITY_RULES[state] : undefined;
  return [rule ? rule[language] : WORDS[language].general, ...(death ? [WORDS[language].death] : [])];
}
