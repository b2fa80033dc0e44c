import { createHash } from 'node:crypto';
import { IDEMPOTENCY_MSG, type Locale, translateMessage } from '@folio/contracts';
import { schema } from '@folio/db';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../auth/access-token';
import { readRequestCaller } from '../auth/request-caller';
import type { ApiDeps } from '../deps';
import { requestLocale } from '../http/request-locale';
import {
  claimIdempotencyKey,
  IDEMPOTENCY_HEADER,
  type IdempotencyScope,
  isValidIdempotencyKey,
  REPLAYED_HEADER,
  releaseIdempotencyKey,
  requestHash,
  storeIdempotentAnswer,
} from './idempotency-keys';

const { apiKeys } = schema;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * /api/auth/* takes no part: its answers are credentials (access tokens, the refresh cookie) that
 * must not be kept in the database, and its writes are safe to repeat as they are (a second
 * register or accept is refused, a second logout or reset changes nothing more).
 */
const takesPart = (path: string) => !path.startsWith('/api/auth/');

/** API keys: `Bearer folio_…`, found by the SHA-256 of the whole secret. */
const API_KEY_PREFIX = 'folio_';

type Caller = IdempotencyScope & { locale: Locale };

/**
 * Whose key it is: the signed-in user in the organization the API acts in for them (their current
 * one), an API key in its organization, or, without credentials, the client's address. Credentials
 * that do not authenticate give null: the request is refused with 401 anyway and changes nothing.
 */
async function callerOf(req: FastifyRequest, deps: ApiDeps): Promise<Caller | null> {
  const locale = requestLocale(req);
  const bearer = req.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (!bearer) return { orgId: null, principal: `anonymous:${req.ip}`, locale };
  if (bearer.startsWith(API_KEY_PREFIX)) {
    const hash = createHash('sha256').update(bearer).digest('hex');
    const [key] = await deps.db
      .select({ id: apiKeys.id, orgId: apiKeys.orgId })
      .from(apiKeys)
      .where(
        and(
          eq(apiKeys.secretHash, hash),
          isNull(apiKeys.revokedAt),
          or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, new Date())),
        ),
      );
    return key ? { orgId: key.orgId, principal: `key:${key.id}`, locale } : null;
  }
  let claims: Awaited<ReturnType<typeof verifyAccessToken>>;
  try {
    claims = await verifyAccessToken(bearer, deps.config.jwtSecret);
  } catch {
    return null;
  }
  const caller = await readRequestCaller(deps.db, claims.userId, claims.sessionFamily);
  if (!caller || caller.sessionRevoked) return null;
  return {
    orgId: caller.membership?.org.id ?? null,
    principal: `user:${caller.user.id}`,
    locale: caller.user.preferences.locale ?? locale,
  };
}

type Taken = { scope: IdempotencyScope; key: string };

const refuse = (reply: FastifyReply, status: number, msg: string, locale: Locale) =>
  reply
    .status(status)
    .type('application/json')
    .send({ msg: translateMessage(msg, locale) });

/**
 * Safe retries of the REST facade's writes (docs/api.md#retrying-safely). A POST, PUT, PATCH or
 * DELETE under /api with an `Idempotency-Key` header is run once per organization, principal and
 * key for 24 hours: before it runs (once its body is read) the key is taken in the database, which
 * every server instance shares; its answer is kept when it is sent, and a retry of the same
 * request gets that answer again with `Idempotent-Replayed: true` without running anything. The
 * same key with another request answers 422, a key whose first request still runs 409. Answers
 * 5xx are not kept (the key is freed so that a retry runs), nor answers that set a cookie; 4xx
 * answers are kept, as the request itself was refused.
 *
 * Registered on the /api plugin before its routes, so the plain routes take part too: each
 * write route gets the hooks as it is added.
 */
export function registerIdempotency(app: FastifyInstance, deps: ApiDeps): void {
  const taken = new WeakMap<FastifyRequest, Taken>();

  const preHandler = async (req: FastifyRequest, reply: FastifyReply) => {
    const header = req.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const path = req.url.split('?')[0] ?? req.url;
    if (!takesPart(path)) return;
    if (typeof header !== 'string' || !isValidIdempotencyKey(header)) {
      return refuse(reply, 422, IDEMPOTENCY_MSG.invalidKey, requestLocale(req));
    }
    const caller = await callerOf(req, deps);
    if (!caller) return;
    const scope = { orgId: caller.orgId, principal: caller.principal };
    const claim = await claimIdempotencyKey(deps.db, scope, header, {
      method: req.method,
      path,
      hash: requestHash(req.method, req.url, req.body),
    });
    switch (claim.kind) {
      case 'claimed':
        taken.set(req, { scope, key: header });
        return;
      case 'mismatch':
        return refuse(reply, 422, IDEMPOTENCY_MSG.keyReused, caller.locale);
      case 'inProgress':
        void reply.header('Retry-After', '1');
        return refuse(reply, 409, IDEMPOTENCY_MSG.inProgress, caller.locale);
      case 'replay': {
        const { answer } = claim;
        void reply.status(answer.status).header(REPLAYED_HEADER, 'true');
        if (answer.contentType) void reply.header('content-type', answer.contentType);
        return reply.send(answer.body);
      }
    }
  };

  const onSend = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const mine = taken.get(req);
    if (!mine) return payload;
    taken.delete(req);
    try {
      const keepable =
        reply.statusCode < 500 && !reply.hasHeader('set-cookie') && typeof payload === 'string';
      if (keepable) {
        const contentType = reply.getHeader('content-type');
        await storeIdempotentAnswer(deps.db, mine.scope, mine.key, {
          status: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : null,
          body: payload,
        });
      } else {
        await releaseIdempotencyKey(deps.db, mine.scope, mine.key);
      }
    } catch (error) {
      // The answer still goes out; the key, left running, is taken over by a retry after a minute.
      deps.log.error({ err: error }, 'could not keep the answer of an idempotent request');
    }
    return payload;
  };

  // Only the write routes carry the hooks: a read pays nothing for them. Put before any hooks of
  // the route's own, as hooks of the whole plugin would run.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => WRITES.has(method))) return;
    route.preHandler = [preHandler, ...hookList(route.preHandler)];
    route.onSend = [onSend, ...hookList(route.onSend)];
  });
}

/** A route's hooks of one kind as a list (its options take none, one, or a list). */
const hookList = <Hook>(hooks: Hook | Hook[] | undefined): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
