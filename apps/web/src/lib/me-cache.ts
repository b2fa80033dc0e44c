import type { MeResponse } from '@folio/contracts';
import type { TrpcReactUtils } from './trpc';

/**
 * The signed-in user is cached twice: auth.me (the session, the shell) and users.me (the profile
 * page). Changes are written to both so no screen shows an old value.
 */
export function updateCachedMe(utils: TrpcReactUtils, update: (me: MeResponse) => MeResponse): void {
  utils.auth.me.setData(undefined, (me) => (me ? update(me) : me));
  utils.users.me.setData(undefined, (me) => (me ? update(me) : me));
}

export function setCachedMe(utils: TrpcReactUtils, me: MeResponse): void {
  utils.auth.me.setData(undefined, me);
  utils.users.me.setData(undefined, me);
}

export async function refetchMe(utils: TrpcReactUtils): Promise<void> {
  await Promise.all([utils.auth.me.invalidate(), utils.users.me.invalidate()]);
}
