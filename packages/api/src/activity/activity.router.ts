import { router } from '../trpc/procedures';

export const activityRouter = router({});
