import { router } from '../trpc/procedures';

export const notesRouter = router({});
