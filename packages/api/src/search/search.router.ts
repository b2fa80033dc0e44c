import { router } from '../trpc/procedures';

export const searchRouter = router({});
