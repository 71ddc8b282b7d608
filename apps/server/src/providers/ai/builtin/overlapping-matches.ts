/**
 * Every match of a global pattern, each search starting one character after the last match began: a court word inside the
 * words an earlier match took is read too ("demandaron en la corte del condado en Omaha", set AO).
 */
export function* overlapping(pattern: RegExp, text: string): Generator<RegExpExecArray> {
  const re = new RegExp(pattern.source, 'g');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    yield m;
    re.lastIndex = m.index + 1;
  }
}
