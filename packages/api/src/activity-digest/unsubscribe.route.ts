import { DIGEST_MSG, isLocale, translateMessage } from '@folio/contracts';
import { unsubscribeInput } from '@folio/contracts/schemas/activity-digest';
import { schema } from '@folio/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/errors';
import type { ApiDeps } from '../deps';
import { ERROR_REASONS, errorResponse } from '../openapi-errors';
import { verifyUnsubscribeToken } from './unsubscribe-token';

const { users } = schema;

/**
 * Turns the activity email off for the user a valid unsubscribe token names: one statement that
 * sets `notifications.emailActivity` to false and keeps every other preference, so a profile saved
 * at the same moment loses nothing. A token that is forged, altered, expired or names no user
 * changes nothing and is refused with the same message.
 */
async function unsubscribe(deps: Pick<ApiDeps, 'db' | 'config'>, token: unknown) {
  const parsed = unsubscribeInput.safeParse({ token });
  const userId = parsed.success
    ? await verifyUnsubscribeToken(parsed.data.token, deps.config.jwtSecret)
    : null;
  if (!userId) throw new AppError('BAD_REQUEST', DIGEST_MSG.invalidLink);
  const updated = await deps.db
    .update(users)
    .set({
      preferences: sql`${users.preferences} || jsonb_build_object('notifications', coalesce(${users.preferences} -> 'notifications', '{}'::jsonb) || '{"emailActivity": false}'::jsonb)`,
    })
    .where(eq(users.id, userId))
    .returning({ locale: sql<string | null>`${users.preferences} ->> 'locale'` });
  const [user] = updated;
  if (!user) throw new AppError('BAD_REQUEST', DIGEST_MSG.invalidLink);
  // In the language of the account the link was for (a refusal names no account: the envelope
  // answers it in the request's language).
  return { msg: translateMessage(DIGEST_MSG.unsubscribed, isLocale(user.locale) ? user.locale : 'en') };
}

/** The token from the query string (the List-Unsubscribe address) or a JSON body (the unsubscribe page). */
function tokenOf(query: unknown, body: unknown): unknown {
  const fromQuery = (query as { token?: unknown } | undefined)?.token;
  if (fromQuery !== undefined) return fromQuery;
  return body && typeof body === 'object' ? (body as { token?: unknown }).token : undefined;
}

/**
 * POST /api/public/unsubscribe?token=…: the activity email's one-click unsubscribe (RFC 8058), with
 * no session. Mail clients POST `List-Unsubscribe=One-Click` as a form to the List-Unsubscribe
 * address; the unsubscribe page of the link in the email POSTs the same address. No GET changes
 * anything: mail scanners open links.
 */
export async function registerUnsubscribeRoutes(parent: FastifyInstance, deps: ApiDeps) {
  await parent.register(async (app) => {
    // The one-click body is a form (RFC 8058 §3.1); its content is not needed, only the token.
    app.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, _body, done) => done(null, {}),
    );
    app.post('/public/unsubscribe', async (req, reply) => {
      const answer = await unsubscribe(deps, tokenOf(req.query, req.body));
      return reply.header('cache-control', 'no-store').send(answer);
    });
  });
}

/** The route's entry for the OpenAPI document (plain routes are listed there by hand). */
export const unsubscribeOpenApiPath = {
  '/public/unsubscribe': {
    post: {
      operationId: 'public-unsubscribe',
      tags: ['users'],
      summary:
        'Turn the daily activity email off with the signed token of its unsubscribe link (RFC 8058 one-click)',
      description:
        'No session: the token names the user and can do nothing else. Mail clients POST `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded) to the List-Unsubscribe address, which carries the token in its query; a JSON body `{ "token": "…" }` is taken too. Sets the user’s `preferences.notifications.emailActivity` to false.',
      security: [],
      parameters: [
        {
          name: 'token',
          in: 'query',
          required: false,
          description: 'The token of the unsubscribe link (or in the JSON body).',
          schema: { type: 'string', maxLength: 2048 },
        },
      ],
      requestBody: {
        required: false,
        content: {
          'application/x-www-form-urlencoded': {
            schema: {
              type: 'object',
              properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } },
            },
          },
          'application/json': {
            schema: { type: 'object', properties: { token: { type: 'string', maxLength: 2048 } } },
          },
        },
      },
      responses: {
        200: {
          description: 'The activity email is off',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { msg: { type: 'string' } },
                required: ['msg'],
                additionalProperties: false,
              },
            },
          },
        },
        400: errorResponse(
          `The token is missing, forged, altered, expired or names no account ("${DIGEST_MSG.invalidLink}"); nothing changed.`,
        ),
        500: errorResponse(ERROR_REASONS.unexpected),
      },
    },
  },
};
