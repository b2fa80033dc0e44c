import { initTRPC, TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appRouter } from '../src/root';
import { isParsedSynchronously, validatedSynchronously } from '../src/trpc/synchronous-validation';

/*
 * Inputs and outputs are validated with zod's synchronous parse (its compiled object parser),
 * with the same checks, answers and errors as tRPC's asynchronous one.
 */

type ProcedureDef = { _def: { inputs: object[]; output?: object } };

describe('validation of inputs and outputs', () => {
  it('is synchronous for every procedure of the API', () => {
    const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>);
    expect(procedures.length).toBeGreaterThan(100);
    const asynchronous = procedures.flatMap(([path, { _def }]) =>
      [..._def.inputs, ...(_def.output ? [_def.output] : [])]
        .filter((schema) => !isParsedSynchronously(schema))
        .map(() => path),
    );
    expect(asynchronous).toEqual([]);
  });

  const t = initTRPC.create();
  const item = z.object({ name: z.string().min(1), amount: z.number() });
  const answer = z.object({ items: z.array(item) });
  const caller = (produce: (input: z.infer<typeof item>) => unknown) =>
    t.createCallerFactory(
      t.router({
        make: validatedSynchronously(t.procedure)
          .input(item)
          .output(answer)
          .query(({ input }) => produce(input) as z.infer<typeof answer>),
      }),
    )({}).make;

  it('answers what the output schema keeps, and refuses what the input schema refuses', async () => {
    const make = caller((input) => ({ items: [{ ...input, internal: 'never answered' }] }));
    expect(await make({ name: 'Design', amount: 120 })).toEqual({ items: [{ name: 'Design', amount: 120 }] });
    const refused = await make({ name: '', amount: 120 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCError);
    expect((refused as TRPCError).code).toBe('BAD_REQUEST');
    expect(((refused as TRPCError).cause as z.ZodError).issues[0]?.path).toEqual(['name']);
  });

  it('fails an answer the output schema refuses, as tRPC does', async () => {
    const make = caller(() => ({ items: [{ name: 'Design', amount: 'a lot' }] }));
    const failed = await make({ name: 'Design', amount: 1 }).catch((error: unknown) => error);
    expect((failed as TRPCError).code).toBe('INTERNAL_SERVER_ERROR');
    expect((failed as TRPCError).message).toBe('Output validation failed');
  });
});
