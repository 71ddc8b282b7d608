import { type CourtLevel, foldAccents, jurisdictionOf, plainCourtName, type UsStateCode } from '@parley/shared';

// Which court of the case's state a question names, by its name, its branch, its Spanish wording or its judge.

export const SMALL_CLAIMS = /\b(?:small claims?|reclamos? (?:menores|pequenos)|demandas? (?:menores|pequenas)|corte de menor cuantia)\b/;
/** A question comparing courts ("small claims or regular court?") names none of them as the person's. */
const COMPARES_COURTS = /\b(?:difference|differences|vs|versus|compared?|regular court|normal court|other court|diferencia|corte normal|corte regular)\b/;

/**
 * Courts named in Spanish, or by their judge, said as the table names them (blind set AF: "la corte general de distrito de
 * Richmond", "corte de distrito" in Bexar County were no court, so no court's rule was given). Longest first.
 */
const COURT_WORDINGS: readonly [RegExp, string][] = [
  [/\b(?:la )?corte general de distrito\b/g, 'general district court'],
  [/\b(?:la )?corte de (?:las )?causas comunes\b/g, 'court of common pleas'],
  [/\b(?:la )?corte de sesiones generales\b/g, 'general sessions court'],
  [/\b(?:la )?corte (?:de|del) (?:juez de paz|jueces de paz)\b|\bjuzgado de paz\b/g, 'justice court'],
  [/\b(?:la )?corte (?:de|del) distrito\b/g, 'district court'],
  [/\b(?:la )?corte (?:de|del) circuito\b/g, 'circuit court'],
  // Pennsylvania's magisterial district court in Spanish, before a magistrate's court (blind set AS: "una corte de magistrado de distrito").
  [
    /\b(?:la |una )?corte (?:de|del) (?:juez |jueza )?(?:magistrad[oa]s?|magisterial) (?:de|del) distrito\b|\b(?:la |una )?corte (?:(?:de|del) (?:juez |jueza )?)?(?:de )?distrito magisterial\b/g,
    'magisterial district court',
  ],
  // ("la corte magistrada", set AX.)
  [/\b(?:la |una )?corte (?:de )?magistrad[oa]s?\b/g, 'magistrate court'],
  [/\b(?:la )?corte superior\b/g, 'superior court'],
  [/\b(?:la )?corte municipal\b/g, 'municipal court'],
  [/\b(?:la )?corte estatal\b/g, 'state court'],
  // The court named by its judge (set AF: "sued in front of a magisterial district judge in Lehigh County").
  [/\b(magisterial district|general district|general sessions|district|circuit|county|superior|justice|municipal|magistrate) judge\b/g, '$1 court'],
];
const withTableCourtNames = (folded: string) => COURT_WORDINGS.reduce((text, [wording, name]) => text.replace(wording, name), folded);

/** The court of the case's state the question names, the longest name winning ("general district" over "district"). */
export function courtNamedIn(question: string, state: UsStateCode | null): CourtLevel | null {
  const j = state ? jurisdictionOf(state) : null;
  if (!j) return null;
  const folded = withTableCourtNames(question);
  // A court is named by its full name or by its branch alone: "small claims" for "Circuit Court, small claims".
  const named = j.courts
    .flatMap((court) => {
      const full = foldAccents(plainCourtName(court)).toLowerCase();
      const branch = full.includes(',')
        ? full
            .slice(full.indexOf(',') + 1)
            .replace(/\b(?:branch|division|session|part|docket)$/, '')
            .trim()
        : '';
      return [
        full.replace(/\s+court$/, ''),
        ...alternativesOf(full),
        ...(court.alsoCalled ?? []),
        ...(COMPARES_COURTS.test(folded) ? [] : [branch, ...(full.includes('small claims') ? ['small claims'] : [])]),
      ]
        .filter((name) => name !== '')
        .map((name) => ({ court, name }));
    })
    .filter(({ name }) => name.length > 3 && saysWords(folded, name))
    .sort((a, b) => b.name.length - a.name.length);
  // Or the case named as its papers call it: a Texas "debt claim" is heard by a justice court.
  return named[0]?.court ?? j.courts.find((court) => court.caseWords?.some((words) => saysWords(folded, words))) ?? null;
}

/**
 * The courts a name joins with "or", each said whole: "city or parish court" is named by "city
 * court" or "parish court" (blind set S: "First City Court of the City of New Orleans" named none).
 */
function alternativesOf(full: string): string[] {
  const [left, right] = full.split(/\s+or\s+/, 2);
  if (!left || !right) return [];
  const kind = right.split(/\s+/).at(-1) ?? '';
  return [left.endsWith(kind) ? left : `${left} ${kind}`, right];
}

/** Whether the folded question says these words whole ("justice" in "a justice court", not in "injustice"). */
function saysWords(folded: string, words: string): boolean {
  return new RegExp(`\\b${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(folded);
}
