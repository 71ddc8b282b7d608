import qs from 'qs';
import type { MatrixRequest } from './authorization-matrix.js';

/**
 * Values PostgreSQL cannot take (issue 18): NUL bytes and lone surrogates in text, integers past
 * its `integer` (2^31) and `bigint`, and exponents past any column. The fuzzer sends each of them,
 * deterministically, in every place a route reads input, so every route meets every one.
 */
export const ODD_TEXT = ['a\u0000b', '\ud800'] as const;
/** As JSON number literals (JSON.stringify cannot write 99999999999999999999) and as query or form text. */
export const ODD_NUMBERS = ['2147483648', '99999999999999999999', '1e22'] as const;
/** As path segments: the numbers, and NUL and a lone surrogate percent-encoded (the latter is not valid UTF-8). */
export const ODD_PATH_SEGMENTS = [...ODD_NUMBERS, '%00', 'a%00b', '%ED%A0%80'] as const;

export type OddInput = { label: string; path: string; query: string | undefined; body: string | undefined; multipart?: MatrixRequest['multipart'] };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Key = string | number;

const RAW = '\u0001raw:';

/** JSON text where a value may be a raw number literal (marked by RAW). */
function toJson(value: unknown): string {
  return JSON.stringify(value).replace(new RegExp(`"${RAW}([^"]*)"`, 'g'), '$1');
}

function leaves(value: unknown, at: Key[] = []): { path: Key[]; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...at, i]));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => leaves(v, [...at, k]));
  return [{ path: at, value }];
}

function objectPaths(value: unknown, at: Key[] = []): Key[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => objectPaths(v, [...at, i]));
  if (typeof value === 'object' && value !== null) return [at, ...Object.entries(value).flatMap(([k, v]) => objectPaths(v, [...at, k]))];
  return [];
}

/** A copy of root with the value at path replaced (the path need not exist yet). */
function withValueAt(root: unknown, path: Key[], value: unknown): unknown {
  const copy = structuredClone(root) as Record<Key, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof parent[key] !== 'object' || parent[key] === null) parent[key] = {};
    parent = parent[key] as Record<Key, unknown>;
  }
  parent[path[path.length - 1] as Key] = value;
  return copy;
}

const isNumeric = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v));

/** Every odd value in every leaf and as a key of every object of a JSON-like value. */
function oddValues(value: unknown, asText: boolean): { label: string; value: unknown }[] {
  const out: { label: string; value: unknown }[] = [];
  for (const leaf of leaves(value)) {
    if (leaf.path.length === 0) continue;
    const name = leaf.path.join('.');
    const put = (v: unknown) => withValueAt(value, leaf.path, v);
    if (typeof leaf.value === 'string')
      for (const text of ODD_TEXT) out.push({ label: `${name} = ${JSON.stringify(text)}`, value: put(`${leaf.value}${text}`) });
    if (isNumeric(leaf.value) || typeof leaf.value === 'boolean' || leaf.value === null) {
      for (const n of ODD_NUMBERS) out.push({ label: `${name} = ${n}`, value: put(asText || typeof leaf.value === 'string' ? n : `${RAW}${n}`) });
    }
  }
  for (const path of objectPaths(value)) {
    const name = path.length ? `${path.join('.')}.` : '';
    const parent = path.length ? (leavesAt(value, path) as Record<string, unknown>) : (value as Record<string, unknown>);
    if (Array.isArray(parent)) continue;
    for (const text of ODD_TEXT) {
      const key = `k${text}`;
      out.push({
        label: `key ${name}${JSON.stringify(key)}`,
        value: path.length ? withValueAt(value, [...path, key], 'x') : { ...parent, [key]: 'x' },
      });
    }
  }
  return out;
}

function leavesAt(root: unknown, path: Key[]): unknown {
  let v = root;
  for (const key of path) v = (v as Record<Key, unknown>)[key];
  return v;
}

/**
 * The odd inputs for one route: each odd value in each path parameter, query value and key, JSON
 * body value and key, multipart field and file name of the route's valid request, and each
 * field its query schema names (`queryFields`, nested as qs reads them).
 */
export function oddInputsFor(route: string, base: MatrixRequest, queryFields: Record<string, unknown> = {}): OddInput[] {
  const [path = '', baseQuery] = base.url.split('?');
  const template = route.split(' ')[1]?.split('/') ?? [];
  const segments = path.split('/');
  const body = base.body ? toJson(base.body) : base.raw && typeof base.raw.bytes === 'string' ? base.raw.bytes : undefined;
  const inputs: OddInput[] = [];
  const add = (label: string, change: Partial<OddInput>) =>
    inputs.push({ label, path, query: baseQuery, body, ...(base.multipart ? { multipart: base.multipart } : {}), ...change });

  template.forEach((segment, i) => {
    if (!segment.startsWith(':') && segment !== '*') return;
    for (const odd of ODD_PATH_SEGMENTS) {
      const changed = [...segments];
      // `/pilot/completions/:id.json`: the parameter is the part before the suffix.
      const suffix = segment.startsWith(':') && segment.includes('.') ? segment.slice(segment.indexOf('.')) : '';
      changed[i] = `${odd}${suffix}`;
      add(`path ${segment} = ${odd}`, { path: changed.join('/') });
    }
  });

  // The valid request's query, then each other field the route's query schema names, one at a time.
  const query = (baseQuery ? qs.parse(baseQuery) : {}) as Record<string, unknown>;
  for (const odd of oddValues(query, true)) add(`query ${odd.label}`, { query: qs.stringify(odd.value) });
  const given = new Set(leaves(query).map((l) => l.path.join('.')));
  for (const field of leaves(queryFields).filter((l) => l.path.length > 0 && !given.has(l.path.join('.')))) {
    for (const odd of [...ODD_TEXT, ...ODD_NUMBERS]) {
      add(`query ${field.path.join('.')} = ${JSON.stringify(odd)}`, { query: qs.stringify(withValueAt(query, field.path, odd)) });
    }
  }

  if (base.body || (base.raw && typeof base.raw.bytes === 'string' && base.raw.contentType.includes('json'))) {
    const parsed = (base.body ?? JSON.parse(base.raw?.bytes as string)) as Json;
    for (const odd of oddValues(parsed, false)) add(`body ${odd.label}`, { body: toJson(odd.value) });
  }

  if (base.multipart) {
    const { fields, files } = base.multipart;
    for (const odd of oddValues(fields, true)) add(`field ${odd.label}`, { multipart: { fields: odd.value as typeof fields, files } });
    files.forEach((file, i) => {
      add(`file name ${file.filename} + NUL`, { multipart: { fields, files: files.map((f, j) => (i === j ? { ...f, filename: `${f.filename}\u0000` } : f)) } });
    });
  }
  return inputs;
}
