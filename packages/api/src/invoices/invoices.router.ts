import { router } from '../trpc/procedures';

export const invoicesRouter = router({});
