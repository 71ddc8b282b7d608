import { type AST, RegExpParser } from '@eslint-community/regexpp';

/**
 * The words a pattern cannot match without (issue 34's latency goal): a set of literal strings, one of which every text it
 * matches contains, or null when none can be said. A scan runs about a thousand patterns over each message, most of which
 * need a word the message does not hold; `String.includes` rules those out before the regex engine starts. Read from the
 * pattern's syntax tree (@eslint-community/regexpp) as a regex prefilter is (RE2's, Hyperscan's): a literal run is required
 * where it is not optional; an alternation requires one of its branches' requirements; a lookaround's content is required of
 * the text too, a negative one of nothing. Strings are lower-cased and the text is lower-cased to test them, which only
 * weakens the filter, never wrongs it.
 */
export function requiredLiterals(pattern: RegExp): string[] | null {
  let ast: AST.Pattern;
  try {
    ast = new RegExpParser({ ecmaVersion: 2025 }).parsePattern(pattern.source, 0, pattern.source.length, {
      unicode: pattern.unicode,
      unicodeSets: pattern.flags.includes('v'),
    });
  } catch {
    return null;
  }
  // Under a Unicode case-insensitive match "ſ" folds to s and the Kelvin sign to k: those two letters are no literal there.
  const foldsWide = pattern.ignoreCase && (pattern.unicode || pattern.flags.includes('v'));
  const need = best([...[analyse(ast, foldsWide)].flatMap((info) => [info.need, info.exact])]);
  // A string holding another of the set is found whenever that one is: only the shorter is tested ("sue" for "sued", "sues").
  return need ? [...need].filter((s, _, all) => !all.some((t) => t !== s && s.includes(t))) : null;
}

/** What a node matches exactly (a small set of literal strings), and what any match of it needs (one string of a set). */
type Info = { exact: Set<string> | null; need: Set<string> | null };

/** More strings than this in a set and it is dropped: a filter that costs more than the regex it spares. */
const MOST = 48;
/** A requirement shorter than this rules out almost no text. */
const SHORTEST = 3;

const EMPTY: Info = { exact: new Set(['']), need: null };
const UNKNOWN: Info = { exact: null, need: null };

function analyse(node: AST.Node, foldsWide: boolean): Info {
  switch (node.type) {
    case 'Pattern':
    case 'Group':
    case 'CapturingGroup':
      return either(node.alternatives.map((a) => analyse(a, foldsWide)));
    case 'Alternative':
      return sequence(node.elements.map((e) => analyse(e, foldsWide)));
    case 'Character':
      return { exact: charOf(node.value, foldsWide), need: null };
    case 'CharacterClass':
      return { exact: classOf(node, foldsWide), need: null };
    case 'Quantifier': {
      const inner = analyse(node.element, foldsWide);
      if (node.min === 0) return { exact: node.max === 1 && inner.exact ? union([inner.exact, new Set([''])]) : null, need: null };
      return { exact: node.min === 1 && node.max === 1 ? inner.exact : null, need: best([inner.need, inner.exact]) };
    }
    case 'Assertion':
      // A positive lookaround's content must be in the text (not in the match, so nothing is joined to it); the rest need nothing.
      if ((node.kind === 'lookahead' || node.kind === 'lookbehind') && !node.negate) {
        const inner = either(node.alternatives.map((a) => analyse(a, foldsWide)));
        return { exact: new Set(['']), need: best([inner.need, inner.exact]) };
      }
      return EMPTY;
    default:
      // A character set (\w, \d, \s, "."), a backreference, a class string disjunction: nothing said.
      return UNKNOWN;
  }
}

function charOf(code: number, foldsWide: boolean): Set<string> | null {
  if (code < 0x20 || code > 0x7e) return null;
  const c = String.fromCharCode(code).toLowerCase();
  return foldsWide && (c === 's' || c === 'k') ? null : new Set([c]);
}

function classOf(node: AST.CharacterClass, foldsWide: boolean): Set<string> | null {
  if (node.negate) return null;
  const chars = new Set<string>();
  for (const element of node.elements) {
    if (element.type === 'Character') {
      const c = charOf(element.value, foldsWide);
      if (!c) return null;
      for (const x of c) chars.add(x);
    } else if (element.type === 'CharacterClassRange' && element.max.value - element.min.value < 8) {
      for (let v = element.min.value; v <= element.max.value; v++) {
        const c = charOf(v, foldsWide);
        if (!c) return null;
        for (const x of c) chars.add(x);
      }
    } else return null;
  }
  return chars.size > 0 && chars.size <= 8 ? chars : null;
}

/** A concatenation: runs of exact strings joined, each run and each element's own need a candidate, the best kept. */
function sequence(infos: Info[]): Info {
  const candidates: (Set<string> | null)[] = [];
  let run: Set<string> | null = new Set(['']);
  let whole = true;
  for (const info of infos) {
    candidates.push(info.need);
    if (!info.exact) {
      candidates.push(run);
      run = null;
      whole = false;
      continue;
    }
    const joined: Set<string> | null = run ? product(run, info.exact) : null;
    if (joined) run = joined;
    else {
      // Too many strings to join, or a run broken before: the run so far is a candidate, a new one starts here.
      candidates.push(run);
      run = new Set(info.exact);
      whole = false;
    }
  }
  candidates.push(run);
  return { exact: whole ? run : null, need: best(candidates) };
}

/** An alternation: exactly one of its branches' strings, and one of its branches' needs. */
function either(infos: Info[]): Info {
  const exact = infos.every((i) => i.exact) ? union(infos.map((i) => i.exact as Set<string>)) : null;
  const needs = infos.map((i) => best([i.need, i.exact]));
  const need = needs.every((n) => n) ? union(needs as Set<string>[]) : null;
  return { exact, need };
}

function product(a: Set<string>, b: Set<string>): Set<string> | null {
  if (a.size * b.size > MOST) return null;
  const out = new Set<string>();
  for (const x of a) for (const y of b) out.add(x + y);
  return out;
}

function union(sets: Set<string>[]): Set<string> | null {
  const out = new Set<string>();
  for (const s of sets) for (const x of s) out.add(x);
  return out.size <= MOST ? out : null;
}

/** The most selective usable set: its shortest string longest, then the fewest strings. */
function best(sets: (Set<string> | null)[]): Set<string> | null {
  let chosen: Set<string> | null = null;
  let chosenShortest = 0;
  for (const s of sets) {
    if (!s || s.size === 0 || s.size > MOST) continue;
    const shortest = Math.min(...[...s].map((x) => x.length));
    if (shortest < SHORTEST) continue;
    if (!chosen || shortest > chosenShortest || (shortest === chosenShortest && s.size < chosen.size)) {
      chosen = s;
      chosenShortest = shortest;
    }
  }
  return chosen;
}
