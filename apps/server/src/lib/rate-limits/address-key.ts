import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const plain = address.split('%')[0] as string;
  if (!isIPv6(plain)) return undefined;
  let text = plain.toLowerCase();
  // A dotted IPv4 tail ("::ffff:192.0.2.1", "64:ff9b::192.0.2.1") is the last two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = rest === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => parseInt(group, 16));
}

/**
 * The key a per-address rate limit counts a client by (docs/api.md, "Rate limits"): an IPv4
 * address as it is, an IPv4 address written as IPv6 (`::ffff:192.0.2.1`) as that IPv4 address, and
 * any other IPv6 address as its /64. One subscriber, one office or one server is handed a whole
 * /64 and can pick any address in it, so counting each address apart would let it multiply every
 * limit by 2^64. Anything else (no address at all) is kept as it is.
 */
export function addressKey(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** `addressKey` of the client that sent the request (its address as `trustProxy` reads it). */
export const requestAddressKey = (request: FastifyRequest): string => addressKey(request.ip);
