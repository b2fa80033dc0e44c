import { type Locale, localeFrom } from '@folio/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The language of an answer given before any procedure knows the caller (a malformed body, an
 * unknown path, a refused Content-Type): the request's Accept-Language, else English.
 */
export const requestLocale = (req: FastifyRequest): Locale => localeFrom(req.headers['accept-language']);
