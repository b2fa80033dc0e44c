import { healthResponse } from '@folio/contracts';
import { z } from 'zod';
import { rest } from '../trpc/openapi-meta';
import { publicProcedure, router } from '../trpc/procedures';

export const systemRouter = router({
  /** Answered once migrations have run (the server listens only after that). */
  health: publicProcedure
    .meta(
      rest('GET', '/health', 'system', {
        summary: 'Liveness and readiness, and the job queue’s state',
        description:
          '`jobs` tells whether the durable job queue is running, how many jobs wait (to run, or for their next attempt) and how many ran out of attempts.',
      }),
    )
    .input(z.void())
    .output(healthResponse)
    .query(async ({ ctx }) => ({
      ok: true,
      ...(ctx.deps.jobs ? { jobs: await ctx.deps.jobs.status() } : {}),
    })),
});
