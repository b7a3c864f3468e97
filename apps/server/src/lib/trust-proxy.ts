/** The TRUST_PROXY setting: no proxy, a hop count, or the proxies' addresses (config.ts reads it). */
export type TrustProxy = false | number | string[];

type FastifyTrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's `trustProxy` for the TRUST_PROXY setting. A list of addresses is passed as is.
 * A hop count becomes a function: Fastify 5 treats a bare number as "trust nobody". With
 * `n` hops the address the n-th proxy saw is the client's, whatever the client wrote to
 * the left of it; this is only sound when the server cannot be reached around the proxies.
 */
export function fastifyTrustProxy(setting: TrustProxy): FastifyTrustProxy {
  if (typeof setting === 'number') {
    const hops = setting;
    return (_address, hop) => hop < hops;
  }
  return setting;
}
