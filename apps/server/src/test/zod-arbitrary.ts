import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries from zod 4 schemas, read through zod's public introspection
 * (`schema._zod.def`, `minLength`, `maxValue`…). zod-fast-check supports zod 3 only. The values
 * aim at the schema's input side (what a client sends), often valid, and `junk` and `mutate`
 * then break them: wrong types, missing and extra fields, huge strings and numbers, unicode,
 * nested junk.
 */
type Def = { type: string; [key: string]: unknown };
type Schema = z.ZodType & { _zod: { def: Def } };

const defOf = (schema: unknown): Def => (schema as Schema)._zod.def;

export function arbitraryFor(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 6) return fc.constant(null);
  const next = (s: unknown) => arbitraryFor(s as z.ZodType, depth + 1);
  switch (def.type) {
    case 'string':
      return stringFor(schema as z.ZodString, def);
    case 'number':
    case 'int':
      return numberFor(schema as z.ZodNumber);
    case 'bigint':
      return fc.bigInt().map(String);
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const keys = Object.keys(shape);
      const required = keys.filter((k) => !isOptional(shape[k]));
      return fc.record(Object.fromEntries(keys.map((k) => [k, next(shape[k])])), { requiredKeys: required });
    }
    case 'array': {
      const s = schema as unknown as { _zod: { bag: { minimum?: number; maximum?: number } } };
      const min = s._zod.bag.minimum ?? 0;
      return fc.array(next(def.element), { minLength: min, maxLength: Math.max(min, Math.min(s._zod.bag.maximum ?? 4, 6)) });
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map(next));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), next(def.valueType), { maxKeys: 4 });
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(next));
    case 'intersection':
      return fc.tuple(next(def.left), next(def.right)).map(([a, b]) => (isPlainObject(a) && isPlainObject(b) ? { ...a, ...b } : a));
    case 'optional':
      return fc.option(next(def.innerType), { nil: undefined });
    case 'nullable':
      return fc.option(next(def.innerType), { nil: null });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return next(def.innerType);
    case 'pipe':
      // The client sends what the pipe takes in; a transform's input is any value.
      return defOf(def.in).type === 'transform' ? next(def.out) : next(def.in);
    case 'lazy':
      return next((def.getter as () => z.ZodType)());
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function isOptional(schema: z.ZodType | undefined): boolean {
  const type = schema ? defOf(schema).type : 'undefined';
  return type === 'optional' || type === 'default' || type === 'prefault';
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function stringFor(schema: z.ZodString, def: Def): fc.Arbitrary<string> {
  const format = def.format as string | undefined;
  if (format === 'email') return fc.emailAddress();
  if (format === 'date')
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (format === 'datetime') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (format === 'uuid') return fc.uuid();
  const checks = (def.checks as { _zod: { def: { format?: string; pattern?: RegExp } } }[] | undefined) ?? [];
  const pattern = (def.pattern as RegExp | undefined) ?? checks.find((c) => c._zod.def.pattern)?._zod.def.pattern;
  if (pattern) {
    // fast-check cannot generate from every regex (flags such as i); plain strings then.
    try {
      return fc.stringMatching(pattern).filter((s) => s.length <= (schema.maxLength ?? 10_000));
    } catch {}
  }
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 80));
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
}

function numberFor(schema: z.ZodNumber): fc.Arbitrary<number> {
  const min = Number.isFinite(schema.minValue) ? (schema.minValue as number) : -1_000_000;
  const max = Number.isFinite(schema.maxValue) ? (schema.maxValue as number) : 1_000_000;
  if (schema.isInt) return fc.integer({ min: Math.ceil(Math.max(min, -2_147_483_648)), max: Math.floor(Math.min(max, 2_147_483_647)) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values no schema should take quietly: wrong types, extremes, odd unicode, deep nesting. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -0,
    1.5,
    2 ** 31,
    2 ** 53 + 1,
    1e22,
    -(2 ** 63),
    1e308,
    '',
    ' ',
    '0',
    'null',
    'true',
    '[]',
    '{}',
    '__proto__',
    'constructor',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom(
    '\u0000',
    '\u202e\u202d',
    '\ud800',
    '𝓪𝓭𝓶𝓲𝓷',
    'Ω≈ç√∫',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    ['$', '{7*7}'].join(''),
    '1e309',
    '99999999999999999999',
    '2147483648',
    'a\u0000b',
    '\udc00x',
  ),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.double(),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((n) => Number(n)),
  fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.integer(),
      fc.string({ maxLength: 5 }),
      fc.array(tie('node'), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 4 }), tie('node'), { maxKeys: 3 }),
    ),
  })).node,
  fc.integer({ min: 50, max: 400 }).map((d) => {
    let v: unknown = 'deep';
    for (let i = 0; i < d; i++) v = i % 2 ? [v] : { a: v };
    return v;
  }),
);

/** Every path to a value inside a JSON-like object: ['user', 'email'], ['offers', 0, 'phases']… */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((v, i) => pathsOf(v, [...prefix, i]))];
  if (isPlainObject(value)) return [prefix, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
  return [prefix];
}

function setAt(root: unknown, path: (string | number)[], change: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  const copy = structuredClone(root);
  if (path.length === 0) return copy;
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path[path.length - 1] as string | number);
  return copy;
}

/** A valid value broken in one or two places: a field dropped, replaced by junk, or an extra field added. */
export function mutate(valid: unknown): fc.Arbitrary<unknown> {
  const step = (value: unknown): fc.Arbitrary<unknown> => {
    const all = pathsOf(value);
    const inner = all.filter((p) => p.length > 0);
    const objects = all.filter((p) => isPlainObject(getAt(value, p)));
    const replace = fc.tuple(fc.constantFrom(...all), junk).map(([path, j]) =>
      path.length === 0
        ? j
        : setAt(value, path, (parent, key) => {
            parent[key] = j;
          }),
    );
    const options: fc.Arbitrary<unknown>[] = [replace];
    if (inner.length > 0) {
      options.push(
        fc
          .constantFrom(...inner)
          .map((path) => setAt(value, path, (parent, key) => void (Array.isArray(parent) ? parent.splice(Number(key), 1) : delete parent[key]))),
      );
    }
    if (objects.length > 0) {
      options.push(
        fc.tuple(fc.constantFrom(...objects), fc.string({ minLength: 1, maxLength: 12 }), junk).map(([path, extra, j]) => {
          const copy = structuredClone(value);
          (getAt(copy, path) as Record<string, unknown>)[extra] = j;
          return copy;
        }),
      );
    }
    return fc.oneof(...options);
  };
  return step(valid).chain((once) => fc.oneof(fc.constant(once), step(once)));
}

function getAt(root: unknown, path: (string | number)[]): unknown {
  let v = root;
  for (const key of path) v = (v as Record<string | number, unknown>)[key];
  return v;
}
