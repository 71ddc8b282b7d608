// A party's block header on a form or a caption (party-forms.ts reads the name under it).

/**
 * A party's block header: "DEFENDANT:", "DEFENDANT (Name & Address)", "DEFENDANT — SERVE AT:", a form's
 * numbered field "3. DEFENDANT'S NAME, ADDRESS, AND ZIP CODE", "Name And Address Of
 * Defendant 1", "Defendant's name(s), address(es), and telephone no(s).", "V. DEFENDANT",
 * "DEMANDADO:"; or with the next column's label read onto its line ("PLAINTIFF Account / reference", "DEFENDANT(S) DEFENDANT'S
 * ADDRESS"). The name is under it.
 */
export function headerOf(role: 'plaintiff' | 'defendant'): RegExp {
  // (A Tennessee warrant's "SUING PARTY", a justice court's numbered "PARTY 1 NAME / ADDRESS" and "PARTY 2 …".)
  const word = role === 'plaintiff' ? 'plaintiff|demandante|claimant|suing\\s+party|party\\s+1' : 'defendant|demandad[oa]|party\\s+sued|party\\s+2';
  const other = role === 'plaintiff' ? 'defendant|demandad' : 'plaintiff|demandante';
  // (Its translation after a slash, "PLAINTIFF / Nguyên đơn", "DEMANDADO(A) / DEFENDANT": never the other role's or a lawyer's caption.)
  const translation = `(?:\\s*\\/\\s*(?![^/]*\\b(?:${other}|attorney|abogado|counsel|clerk|court|notary))(?=(?:[^:/()]*[A-Za-z]){2})[^:/()]{1,30})?`;
  return new RegExp(
    `^(?:\\d{1,2}(?:[.)]\\s*|\\s+))?(?:parties\\s*[-:]\\s*)?(?:v\\.?s?\\.?\\s+|notice\\s+to\\s+(?:the\\s+)?|aviso\\s+al\\s+|you\\s+are\\s+being\\s+sued\\s+by\\s+|lo\\s+est[aá]\\s+demandando\\s+(?:el\\s+|la\\s+)?)?(?:first\\s+named\\s+)?(?:name\\s*(?:(?:and|&)\\s*address(?:es)?\\s*)?of\\s*(?:the\\s+)?)?(?:${word})(?:\\(s\\)|\\([ao]s?\\)|s)?(?:'s|s')?(?:\\s*\\d)?(?:\\s+(?:case\\s+number|case\\s+no\\.?|cause\\s+(?:number|no\\.?)|amount\\s+claimed|return\\s+date|account(?:\\s*(?:/|no\\.?|number|#)\\s*(?:reference|ref\\.?)?)?|reference(?:\\s+no\\.?)?|(?:defendant|plaintiff)(?:'s|s'|\\(s\\)'?s?)?\\s+address(?:\\(?es\\)?)?))?\\s*:?\\s*(?:\\(.{0,60}\\)(?:\\s*(?:and|&)\\s+address(?:es)?)?|[,-]?\\s*na(?:m|rn|v)e.{0,70}|[,-]?\\s*address.{0,50}|information|[,\\u2013\\u2014-]?\\s*(?:please\\s+)?serve(?:\\s+(?:at|on))?\\.?)?${translation}\\s*:?\\s*$`,
    'i',
  );
}
