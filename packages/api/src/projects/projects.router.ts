import { router } from '../trpc/procedures';

export const projectsRouter = router({});
