import { authRouter } from './auth/auth.router';
import { organizationsRouter } from './orgs/organizations.router';
import { systemRouter } from './system/system.router';
import { router } from './trpc/procedures';
import { usersRouter } from './users/users.router';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  users: usersRouter,
  organizations: organizationsRouter,
});

export type AppRouter = typeof appRouter;
