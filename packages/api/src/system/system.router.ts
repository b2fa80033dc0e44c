import { okResponse } from '@folio/contracts';
import { z } from 'zod';
import { rest } from '../trpc/openapi-meta';
import { publicProcedure, router } from '../trpc/procedures';

export const systemRouter = router({
  /** Answered once migrations have run (the server listens only after that). */
  health: publicProcedure
    .meta(rest('GET', '/health', 'system', { summary: 'Liveness and readiness' }))
    .input(z.void())
    .output(okResponse)
    .query(() => ({ ok: true })),
});
