import { router } from '../trpc/procedures';

export const clientsRouter = router({});
