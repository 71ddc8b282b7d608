import type { Language, UsStateCode } from '@parley/shared';

/**
 * Unemployment benefits a state exempts from creditors by its own law, where we are sure of the statute (blind set Z: a
 * Maine and a California levy on unemployment money met "most states also protect unemployment benefits"). The bank does
 * not protect them on its own, as it does federal benefits: they are claimed, with proof of where the money came from.
 */
const UNEMPLOYMENT_EXEMPT: Partial<Record<UsStateCode, string>> = {
  CA: 'Cal. Code Civ. Proc. § 704.120',
  FL: 'Fla. Stat. § 443.051(2)',
  NY: 'N.Y. Lab. Law § 595',
  TX: 'Tex. Lab. Code § 207.075',
};

const WORDS = {
  en: (state: string, citation: string) =>
    `In ${state} unemployment benefits are exempt from creditors (${citation}), but unlike Social Security the bank does not protect them on its own: claim the exemption by the deadline on the levy notice, with your benefit payment history and bank statements that trace the money to the unemployment deposits.`,
  es: (state: string, citation: string) =>
    `En ${state} los beneficios de desempleo están exentos frente a los acreedores (${citation}), pero a diferencia del Seguro Social el banco no los protege por su cuenta: reclame la exención antes de la fecha del aviso de embargo, con su historial de pagos de desempleo y los estados de cuenta que muestren que el dinero viene de esos depósitos.`,
} satisfies Record<Language, (state: string, citation: string) => string>;

const UNEMPLOYMENT = /\b(?:unemployment|desempleo|edd)\b/;
const FROZEN = /\b(?:froze|frozen|levied|levy|garnish\w*|restrain\w*|trustee process|congel\w*|embarg\w*)\b/;

/** Whether the question is about unemployment money in a frozen or levied account. */
export const unemploymentFrozenIn = (folded: string): boolean => UNEMPLOYMENT.test(folded) && FROZEN.test(folded);

export function unemploymentLine(state: UsStateCode | null, stateLabel: string, language: Language): string | null {
  const citation = state ? UNEMPLOYMENT_EXEMPT[state] : undefined;
  return citation ? WORDS[language](stateLabel, citation) : null;
}
