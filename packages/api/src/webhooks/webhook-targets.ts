import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_MSG } from '@folio/contracts';
import ipaddr from 'ipaddr.js';
import type { ApiConfig } from '../config';
import { errors } from '../core/errors';

/*
 * Where webhooks may be sent (docs/api.md, Webhooks). In production (unless WEBHOOK_ALLOW_PRIVATE=on)
 * a target is an https URL whose addresses are all public: never loopback, private, link-local
 * (the cloud metadata address 169.254.169.254 is one), CGNAT, unique-local (fd00:ec2::254),
 * multicast, reserved or unspecified. It is checked when the endpoint is saved, and again at every
 * attempt against the address actually connected to: the name is resolved, every address checked,
 * and the connection made to a checked one, so a DNS answer that changes meanwhile cannot turn an
 * endpoint towards the server's own network. In development and tests http and loopback are allowed.
 */

/** Name resolution, replaceable by tests (a public name that resolves to 127.0.0.1). */
export const webhookResolver = {
  lookup: (hostname: string): Promise<dns.LookupAddress[]> =>
    dns.promises.lookup(hostname, { all: true, verbatim: true }),
};

const publicTargetsOnly = (config: ApiConfig): boolean => config.webhooks?.publicTargetsOnly === true;

/** Whether an address is one of the public internet's (global unicast). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  // ipaddr.js names every special range (private, loopback, linkLocal, carrierGradeNat,
  // uniqueLocal, multicast, unspecified, reserved, 6to4, teredo…); what is left is `unicast`.
  return parsed.range() === 'unicast';
}

/** The URL's host as a bare name or address (IPv6 literals lose their brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The addresses a target's host stands for, each checked: an address literal is itself; a name is
 * resolved. Throws a `url` field error when one is not public or the name does not resolve.
 */
async function checkedAddresses(url: URL): Promise<dns.LookupAddress[]> {
  const host = hostOf(url);
  let addresses: dns.LookupAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await webhookResolver.lookup(host);
    } catch {
      throw errors.field('url', WEBHOOK_MSG.urlUnresolvable);
    }
    if (addresses.length === 0) throw errors.field('url', WEBHOOK_MSG.urlUnresolvable);
  }
  if (!addresses.every((entry) => isPublicAddress(entry.address)))
    throw errors.field('url', WEBHOOK_MSG.urlNotPublic);
  return addresses;
}

/** At save: 422 on `url` when the target is not allowed here (https and public addresses in production). */
export async function assertAllowedTarget(config: ApiConfig, rawUrl: string): Promise<void> {
  if (!publicTargetsOnly(config)) return;
  const url = new URL(rawUrl);
  if (url.protocol !== 'https:') throw errors.field('url', WEBHOOK_MSG.urlNotHttps);
  await checkedAddresses(url);
}

/** Why an attempt was not made: the target is not allowed at send time. */
export class UnsafeTargetError extends Error {}

/**
 * At send: how to reach the target. With public targets only, the URL must still be https and the
 * connection goes to an address checked just now (the `lookup` given to the request); otherwise
 * the system's resolution is used as is.
 */
export async function connectionFor(
  config: ApiConfig,
  rawUrl: string,
): Promise<{ url: URL; lookup?: LookupFunction }> {
  const url = new URL(rawUrl);
  if (!publicTargetsOnly(config)) return { url };
  if (url.protocol !== 'https:') throw new UnsafeTargetError('the URL is not https');
  let addresses: dns.LookupAddress[];
  try {
    addresses = await checkedAddresses(url);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unsafe target';
    throw new UnsafeTargetError(`refused before connecting: ${reason}`);
  }
  const lookup: LookupFunction = (_hostname, options, callback) => {
    const wantsAll = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
    if (wantsAll) (callback as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
  return { url, lookup };
}
