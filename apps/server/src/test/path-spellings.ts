/**
 * Other spellings of one URL path, the ways an attacker writes a path a guard should recognise
 * (issue 33): each letter percent-encoded, double-encoded, upper-cased, slashes doubled, a `;`
 * suffix, a trailing dot or slash, `/./` segments and an encoded slash. The router decodes some of
 * them to the same route and refuses the others; a guard must treat every one like the plain path.
 */
export function pathSpellings(url: string): { name: string; url: string }[] {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q);
  const hex = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  /** The first letter of every segment through `encode`. */
  const firstLetters = (encode: (c: string) => string) => path.replace(/\/([a-z])/gi, (_m, c: string) => `/${encode(c)}`);
  const spellings = [
    { name: 'percent-encoded first letters', url: firstLetters(hex) },
    { name: 'percent-encoded upper-case hex', url: firstLetters((c) => hex(c).toUpperCase()) },
    { name: 'every letter percent-encoded', url: path.replace(/[a-z]/gi, hex) },
    { name: 'double-encoded', url: firstLetters((c) => `%25${hex(c).slice(1)}`) },
    { name: 'upper-cased', url: path.toUpperCase() },
    { name: 'first letter upper-cased', url: firstLetters((c) => c.toUpperCase()) },
    { name: 'leading slash doubled', url: `/${path}` },
    { name: 'slashes doubled', url: path.replaceAll('/', '//') },
    { name: ';-suffixed', url: `${path};x=1` },
    { name: 'first segment ;-suffixed', url: path.replace(/^(\/[^/]+)/, '$1;') },
    { name: 'trailing dot', url: `${path}.` },
    { name: 'first segment trailing dot', url: path.replace(/^(\/[^/]+)/, '$1.') },
    { name: 'trailing slash', url: `${path}/` },
    { name: '/./ segment', url: path.replace(/^\//, '/./') },
    { name: 'encoded slash', url: path.replace(/^(\/[^/]+)\//, '$1%2f') },
    { name: 'dot-dot back into the path', url: path.replace(/^(\/[^/]+)\//, '$1/x/../') },
  ];
  const seen = new Set([path]);
  return spellings.filter((s) => !seen.has(s.url) && seen.add(s.url)).map((s) => ({ ...s, url: `${s.url}${query}` }));
}
