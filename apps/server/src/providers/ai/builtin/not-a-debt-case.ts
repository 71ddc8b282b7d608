import type { Language } from '@parley/shared';
import { foldSpanish } from '../spanish.js';
import { OVERLAY_WORDS } from './overlay-words.js';
import { NOT_A_DEBT_KINDS, type NotADebtKind } from './slot-words.js';

/**
 * The honest decline of a matter that is not a consumer debt, said for the one kind the question is about (blind set AQ: a
 * work injury was answered with workers' compensation's protection from creditors; its grader and set AQ's traffic-ticket
 * grader asked for the help of that kind, not a list of eviction, immigration and public-defender lines). A question of
 * several kinds, or of none the list knows, gets the general decline (overlay-words.ts `notADebtCase`). Folded text.
 */
const KIND_WORDS: Record<Language, Record<NotADebtKind, string>> = {
  en: {
    work_injury:
      "That is a work injury, a workers' compensation matter, not a consumer debt, so I can't answer it here. Report the injury to your employer in writing now (most states set a short deadline to report it), get medical care and tell the doctor it happened at work, and talk to a workers' compensation attorney: many give a free first consultation and are paid only from what you recover. Your state's workers' compensation board or agency explains your rights and the forms.",
    traffic:
      "That is a traffic matter, not a consumer debt, so I can't answer it here. The ticket or citation gives the court and the date to pay it or to appear; the court's clerk or website explains your options (paying, a hearing, traffic school where offered). For a charge that can cost your license or bring jail, such as a DUI, ask the court about a public defender or see a traffic or criminal defense attorney.",
    criminal:
      "That is a criminal matter, not a consumer debt, so I can't answer it here, and a Debt Answer is not the right response. Go to every court date on your papers, and ask the court about a public defender if you cannot afford a lawyer.",
    family:
      "That is a family-law matter, not a consumer debt, so I can't answer it here. Go to every court date on your papers; your court's family self-help center and your local legal aid office (LawHelp.org) can help with custody, support and divorce papers.",
    eviction:
      'That is an eviction, not a consumer debt, so a Debt Answer is not the right response. An eviction has short deadlines, often days, not weeks: contact your local legal aid office or tenant help line today, and go to every court date on your papers.',
    immigration:
      "That is an immigration matter, not a consumer debt, so I can't answer it here. See an immigration attorney or a representative accredited by the Department of Justice, never a notario; your local legal aid office (LawHelp.org) can point you to free help.",
  },
  es: {
    work_injury:
      'Eso es una lesión en el trabajo, un asunto de compensación laboral (workers’ comp), no una deuda de consumo, así que no puedo contestarlo aquí. Avísele de la lesión a su empleador por escrito ya (la mayoría de los estados da un plazo corto para reportarla), busque atención médica y dígale al médico que pasó en el trabajo, y hable con un abogado de compensación laboral: muchos dan la primera consulta gratis y solo cobran de lo que usted reciba. La junta o agencia de compensación laboral de su estado explica sus derechos y los formularios.',
    traffic:
      'Eso es un asunto de tránsito, no una deuda de consumo, así que no puedo contestarlo aquí. La multa o citación dice la corte y la fecha para pagarla o presentarse; el secretario o la página de la corte explica sus opciones (pagar, una audiencia, la escuela de manejo donde la ofrecen). Si el cargo puede costarle la licencia o la cárcel, como un DUI, pregunte en la corte por un defensor público o consulte a un abogado.',
    criminal:
      'Eso es un asunto penal, no una deuda de consumo, así que no puedo contestarlo aquí, y una Contestación de deuda no es la respuesta correcta. Vaya a cada fecha de corte que indiquen sus papeles y, si no puede pagar un abogado, pregunte en la corte por un defensor público.',
    family:
      'Eso es un asunto de familia, no una deuda de consumo, así que no puedo contestarlo aquí. Vaya a cada fecha de corte que indiquen sus papeles; el centro de autoayuda de familia de su corte y la oficina de asistencia legal de su zona (LawHelp.org) pueden ayudarle con custodia, manutención y divorcio.',
    eviction:
      'Eso es un desalojo, no una deuda de consumo, así que una Contestación de deuda no es la respuesta correcta. Un desalojo tiene plazos cortos, a menudo de días: comuníquese hoy con la oficina de asistencia legal o la línea de ayuda para inquilinos de su zona, y vaya a cada fecha de corte que indiquen sus papeles.',
    immigration:
      'Eso es un asunto de inmigración, no una deuda de consumo, así que no puedo contestarlo aquí. Consulte a un abogado de inmigración o a un representante acreditado por el Departamento de Justicia, nunca a un notario; la oficina de asistencia legal de su zona (LawHelp.org) puede indicarle dónde hay ayuda gratuita.',
  },
};

/** The decline for the question's one kind of matter, or the general one. */
export function notADebtCaseText(question: string, language: Language): string {
  const folded = foldSpanish(question);
  const kinds = (Object.keys(NOT_A_DEBT_KINDS) as NotADebtKind[]).filter((kind) => NOT_A_DEBT_KINDS[kind].test(folded));
  const [only] = kinds;
  return kinds.length === 1 && only ? KIND_WORDS[language][only] : OVERLAY_WORDS[language].notADebtCase;
}
