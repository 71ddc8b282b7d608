import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const zodSerializer = createSerializerCompiler({});

/** The JSON Schema that says what `schema` says about an answer, or null when it cannot (a transform, a date, a refinement). */
function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> | null {
  try {
    return z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' }) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * How answers are written (issue 20). Each route's response schema is compiled once into a
 * fast-json-stringify function, which writes only the fields the schema declares (the allowlist a
 * zod parse gave) without walking the answer twice. A schema JSON Schema cannot express keeps the
 * zod check.
 *
 * `checkEachAnswer` (every environment but production) writes each answer both ways and fails the
 * request when they differ, so the whole test suite proves the compiled writer says what zod says.
 */
export function createResponseSerializerCompiler({ checkEachAnswer }: { checkEachAnswer: boolean }): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const viaZod = zodSerializer(route);
    const jsonSchema = route.schema instanceof z.ZodType ? jsonSchemaOf(route.schema) : null;
    if (!jsonSchema) return viaZod;
    const compiled = fastJsonStringify(jsonSchema);
    if (!checkEachAnswer) return compiled;
    return (data) => {
      const expected = viaZod(data);
      const written = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`The compiled writer of ${route.method} ${route.url} differs from its zod schema: ${written} ≠ ${expected}`);
      }
      return expected;
    };
  };
}
