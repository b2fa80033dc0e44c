import {
  ORG_LOGO_MAX_BYTES,
  ORG_LOGO_TYPES,
  ORG_PROFILE_MSG,
  type OrgLogoType,
  orgProfileSchema,
} from '@folio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OrgScope } from '../core/scope';
import type { ApiDeps } from '../deps';
import { ERROR_REASONS, errorResponse } from '../openapi-errors';
import { contextFactory } from '../trpc/context';
import { t } from '../trpc/init';
import { adminProcedure, orgProcedure, router } from '../trpc/procedures';
import { checkedLogo, isLogoType, mediaType } from './logo-image';
import { readOrgLogo } from './org-profile.queries';
import { deleteOrgLogo, setOrgLogo } from './org-profile.service';

/**
 * The logo routes' access checks, as procedures of the usual tiers: reading needs a member,
 * changing an admin, with the same 401/403 answers as every procedure. Each answers the
 * caller's scope; the routes do the binary work with it. Not part of the app router: only the
 * routes below call them.
 */
const logoAccess = router({
  read: orgProcedure.input(z.void()).query(({ ctx }) => ctx.scope),
  change: adminProcedure.input(z.void()).mutation(({ ctx }) => ctx.scope),
});
const createCaller = t.createCallerFactory(logoAccess);

/** The logo's file name when saved: logo.png or logo.jpg. */
const logoFileName = (type: OrgLogoType) => (type === 'image/png' ? 'logo.png' : 'logo.jpg');

/** A refusal the error envelope has no kind for (413, 415), answered as `{ msg }`. */
const refuse = (reply: FastifyReply, status: number, msg: string) =>
  reply.status(status).type('application/json').send({ msg });

/**
 * GET, PUT and DELETE /api/org/logo. PUT takes the image as the raw body (image/png or
 * image/jpeg, at most ORG_LOGO_MAX_BYTES). The caller, the role, the Content-Type and the
 * declared length are checked before the body is read, so a refused upload is never read.
 */
export async function registerOrgLogoRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const createContext = contextFactory(deps);
  const callerOf = (req: FastifyRequest, reply: FastifyReply) =>
    createCaller(createContext({ req, res: reply }));

  app.get('/org/logo', async (req, reply) => {
    const logo = await readOrgLogo(await callerOf(req, reply).read());
    return reply
      .type(logo.contentType)
      .header('cache-control', 'private, no-cache')
      .header('etag', `"${logo.hash}"`)
      .header('content-disposition', `inline; filename="${logoFileName(logo.contentType)}"`)
      .send(logo.image);
  });

  app.delete('/org/logo', async (req, reply) => {
    return reply.send(await deleteOrgLogo(await callerOf(req, reply).change()));
  });

  // The admin's scope, checked before the body is read, for the handler that stores the image.
  const uploaders = new WeakMap<FastifyRequest, OrgScope>();
  await app.register(async (scoped) => {
    scoped.addContentTypeParser(
      [...ORG_LOGO_TYPES],
      { parseAs: 'buffer', bodyLimit: ORG_LOGO_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    scoped.put('/org/logo', {
      onRequest: async (req, reply) => {
        uploaders.set(req, await callerOf(req, reply).change());
        if (!isLogoType(mediaType(req.headers['content-type']))) {
          return refuse(reply, 415, ORG_PROFILE_MSG.logoTypeUnsupported);
        }
        if (Number(req.headers['content-length'] ?? 0) > ORG_LOGO_MAX_BYTES) {
          return refuse(reply, 413, ORG_PROFILE_MSG.logoTooLarge);
        }
      },
      errorHandler: (error, _req, reply) => {
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          return refuse(reply, 413, ORG_PROFILE_MSG.logoTooLarge);
        }
        // Anything else is answered by the facade's own error handler.
        throw error;
      },
      handler: async (req, reply) => {
        const contentType = mediaType(req.headers['content-type']);
        const scope = uploaders.get(req);
        if (!scope || !isLogoType(contentType) || !Buffer.isBuffer(req.body)) {
          return refuse(reply, 415, ORG_PROFILE_MSG.logoTypeUnsupported);
        }
        return reply.send(await setOrgLogo(scope, checkedLogo(req.body, contentType)));
      },
    });
  });
}

/** The profile as PUT and DELETE answer it, the schema GET /org/profile answers. */
const { $schema: _dialect, ...profileJsonSchema } = z.toJSONSchema(orgProfileSchema, { io: 'output' });
const profileAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: profileJsonSchema } },
});
const imageContent = Object.fromEntries(
  ORG_LOGO_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
);

/** The routes' entries for the OpenAPI document (plain routes are listed there by hand). */
export const orgLogoOpenApiPath = {
  '/org/logo': {
    get: {
      operationId: 'org-logo',
      tags: ['org'],
      summary: "The organization's logo, as stored (any member)",
      description: 'The image with its Content-Type; `logo.url` of GET /api/org/profile names this path.',
      security: [{ Authorization: [] }],
      parameters: [
        {
          name: 'v',
          in: 'query',
          required: false,
          description:
            'The short hash of the image that `logo.url` carries, so that a new logo has a new URL; the current logo is answered whatever it says.',
          schema: { type: 'string' },
        },
      ],
      responses: {
        200: {
          description: 'The image',
          headers: {
            'Content-Disposition': {
              description: '`inline; filename="logo.png"` (or logo.jpg)',
              required: true,
              schema: { type: 'string' },
            },
          },
          content: imageContent,
        },
        401: errorResponse(ERROR_REASONS.token),
        403: errorResponse(ERROR_REASONS.notMember),
        404: errorResponse(`The organization has no logo ("${ORG_PROFILE_MSG.logoNotFound}").`),
        500: errorResponse(ERROR_REASONS.unexpected),
      },
    },
    put: {
      operationId: 'org-setLogo',
      tags: ['org'],
      summary: "Set the organization's logo (admins only)",
      description:
        'The request body is the image itself, PNG or JPEG, at most 1 MB (1,048,576 bytes), with its Content-Type. The bytes must really be of that type. Answers the profile, whose `logo.url` changes with every new image.',
      security: [{ Authorization: [] }],
      requestBody: { required: true, content: imageContent },
      responses: {
        200: profileAnswer('The profile with the new logo'),
        401: errorResponse(ERROR_REASONS.token),
        403: errorResponse(`${ERROR_REASONS.notMember} ${ERROR_REASONS.admin}`),
        413: errorResponse(`The image is larger than 1 MB ("${ORG_PROFILE_MSG.logoTooLarge}").`),
        415: errorResponse(
          `The Content-Type is not image/png or image/jpeg ("${ORG_PROFILE_MSG.logoTypeUnsupported}").`,
        ),
        422: errorResponse(
          `The bytes are not an image of the declared type ("${ORG_PROFILE_MSG.logoNotAnImage}").`,
        ),
        500: errorResponse(ERROR_REASONS.unexpected),
      },
    },
    delete: {
      operationId: 'org-deleteLogo',
      tags: ['org'],
      summary: "Remove the organization's logo (admins only)",
      description: 'Answers the profile with `logo` null; removing a logo that is not there is not an error.',
      security: [{ Authorization: [] }],
      responses: {
        200: profileAnswer('The profile without a logo'),
        401: errorResponse(ERROR_REASONS.token),
        403: errorResponse(`${ERROR_REASONS.notMember} ${ERROR_REASONS.admin}`),
        500: errorResponse(ERROR_REASONS.unexpected),
      },
    },
  },
};
