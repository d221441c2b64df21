import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Stringify = (data: unknown) => string;

/**
 * Answers are written by a serializer compiled once per route from its response schema (fast-json-stringify from
 * the zod schema's JSON Schema), not by validating every answer with zod at run time. A schema that JSON Schema
 * cannot express exactly (a transform, a date) falls back to JSON.stringify for that part.
 *
 * With `check` (tests, and the browser tests' server) every answer is also validated with zod as before, and the
 * fast serializer's output must equal zod's: a schema the two read differently fails the test that meets it.
 */
export function responseSerializerCompiler(check: boolean) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }): Stringify => {
    const zod = resolveSchema(schema);
    const fast = compile(zod);
    if (!check) return fast;
    return (data) => {
      const result = z.safeEncode(zod, data as never);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      const out = fast(data);
      const expected = JSON.stringify(result.data);
      if (!isDeepStrictEqual(JSON.parse(out), JSON.parse(expected))) {
        throw new Error(`the fast serializer of ${method} ${url} differs from zod's:\n${out}\n${expected}`);
      }
      return out;
    };
  };
}

function compile(schema: ZodType): Stringify {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return fastJson(json as Parameters<typeof fastJson>[0]) as Stringify;
}

function resolveSchema(schema: unknown): ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`a response schema that is not a zod schema: ${JSON.stringify(schema)}`);
}
