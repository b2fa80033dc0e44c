import { MSG } from '@folio/contracts';
import { AppError } from '../core/errors';
import type { RequestMeta } from '../core/request-context';

/**
 * Refresh and logout act on a cookie, so a request that a browser marks as cross-site, or
 * whose Origin is not ours, is refused (SameSite=Lax already keeps the cookie off most of them).
 */
export function assertSameSiteRequest(meta: RequestMeta, allowedOrigins: string[]) {
  if (meta.secFetchSite === 'cross-site') throw new AppError('FORBIDDEN', MSG.crossSiteRefused);
  if (meta.origin && meta.origin !== 'null' && !allowedOrigins.includes(meta.origin)) {
    throw new AppError('FORBIDDEN', MSG.crossSiteRefused);
  }
  if (meta.origin === 'null') throw new AppError('FORBIDDEN', MSG.crossSiteRefused);
}
