import { router } from '../trpc/procedures';

export const dashboardRouter = router({});
