/** Addresses that mean "every interface": the visitor may use any name, so there is nothing to compare. */
const ANY_ADDRESS = new Set(['0.0.0.0', '::', '[::]']);
/** Names of this machine: a PUBLIC_URL on one of them is a local try-out, not a site behind a proxy. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1)$/;

/**
 * Why browsing at the address the server listens on would go wrong, if it would: links in emails, the return
 * from payment and sign-in cookies all use PUBLIC_URL, so a visitor at http://127.0.0.1:3000 while PUBLIC_URL
 * says localhost comes back from payment signed out and in English (README, "Run it"). Only for a PUBLIC_URL on
 * this machine.
 */
export function publicUrlMismatch(host: string, port: number, publicUrl: string): string | undefined {
  if (ANY_ADDRESS.has(host)) return undefined;
  const named = new URL(publicUrl).hostname.replace(/^\[|\]$/g, '');
  const listening = host.replace(/^\[|\]$/g, '');
  // Behind a proxy PUBLIC_URL names the public site, which is never where the server itself listens.
  if (!LOOPBACK.test(named) || named === listening) return undefined;
  const here = `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
  return (
    `PUBLIC_URL is ${publicUrl} but the server listens on ${here}: open the site at ${publicUrl}, or set ` +
    `PUBLIC_URL=${here}. Links, payment returns and sign-in cookies use PUBLIC_URL.`
  );
}
