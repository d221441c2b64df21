import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './serializer.js';

const Node: z.ZodType<{ name: string; children?: unknown[] }> = z.lazy(() =>
  z.object({ name: z.string(), children: z.array(Node).optional() }),
);
const Envelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.object({
    rows: z.array(
      z.object({
        id: z.number().int(),
        note: z.string().nullable(),
        status: z.enum(['0', '1']),
        kind: z.union([z.literal(0), z.literal(1)]),
        extra: z.record(z.string(), z.number()),
        tree: Node,
        at: z.date(),
      }),
    ),
    total: z.number(),
  }),
});
const data = {
  code: 200,
  msg: 'ok',
  data: {
    rows: [
      {
        id: 1,
        note: null,
        status: '1',
        kind: 1,
        extra: { a: 1 },
        tree: { name: 'root', children: [{ name: 'leaf' }] },
        at: new Date('2026-01-02T03:04:05Z'),
        secret: 'not in the schema',
      },
    ],
    total: 1,
  },
};
const compile = (check: boolean) => responseSerializerCompiler(check)({ schema: Envelope, method: 'GET', url: '/x' });

describe('response serializer', () => {
  it('writes what zod would write, without the fields the schema leaves out', () => {
    const out = JSON.parse(compile(false)(data));
    expect(out).toEqual(JSON.parse(JSON.stringify(Envelope.parse(data))));
    expect(out.data.rows[0].secret).toBeUndefined();
    expect(out.data.rows[0].tree.children[0].name).toBe('leaf');
    expect(compile(true)(data)).toBe(compile(false)(data));
  });

  it('refuses, when checking, an answer its schema does not allow', () => {
    const wrong = { ...data, data: { ...data.data, rows: [{ ...data.data.rows[0], status: '7' }] } };
    expect(() => compile(true)(wrong)).toThrow();
  });
});
