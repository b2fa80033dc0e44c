import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/**
 * Which X-Forwarded-For entries are believed: a number of proxy hops (0: none, the socket's
 * address is the client), or the addresses/subnets of the proxies.
 */
export type TrustProxy = number | string[];

const isAddressOrSubnet = (value: string) => {
  const [address = '', bits, ...rest] = value.split('/');
  if (rest.length > 0 || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
};

/**
 * TRUST_PROXY: `false` (or unset) trusts no proxy; `true` is one hop; `2`, `3`… that many hops;
 * a comma-separated list of addresses or subnets trusts exactly those proxies. Answers null for
 * anything else.
 */
export function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim().toLowerCase();
  if (text === 'false') return 0;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text.split(',').map((part) => part.trim());
  return list.every(isAddressOrSubnet) ? list : null;
}

/**
 * Fastify's option for it. Fastify ignores a bare hop count (it trusts nothing then), so the count
 * becomes a function: the socket's peer and the next `hops - 1` X-Forwarded-For entries from the
 * right are proxies, and the entry after them is the client. Entries further left were written by
 * the client and are never used, which is what keeps a forged header out of the per-address limits.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (Array.isArray(trust)) return trust;
  if (trust <= 0) return false;
  return (_address: string, hop: number) => hop < trust;
}
