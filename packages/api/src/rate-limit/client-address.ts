import { isIPv6 } from 'node:net';

/**
 * The key a client address is counted under. IPv4 as it is; IPv6 by its /64 prefix, because one
 * subscriber is usually given a whole /64 and could otherwise take a fresh address per request.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, ''); // a zone index (fe80::1%eth0) names the interface, not the host
  if (!isIPv6(address)) return ip;
  const mappedV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mappedV4) return mappedV4[1]!;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const first = groups(head);
  const last = tail === undefined ? [] : groups(tail);
  const all = [...first, ...Array<string>(Math.max(0, 8 - first.length - last.length)).fill('0'), ...last];
  return `${all
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
