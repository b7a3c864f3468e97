import type { Provider } from '@recircuit/contract';

export interface ProviderSettings {
  id: Provider;
  clientId: string | undefined;
  clientSecret: string | undefined;
  authorizationUrl: string;
  tokenUrl: string;
  /** Google: the OpenID Connect userinfo endpoint. GitHub: the REST API root. */
  profileUrl: string;
  scopes: string[];
}

export interface ProviderProfile {
  providerUserId: string;
  email: string | undefined;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export function isEnabled(settings: ProviderSettings): boolean {
  return Boolean(settings.clientId && settings.clientSecret);
}

async function getJson(url: string, accessToken: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: {
      Authorization: `Bearer ${accessToken}`,
      Accept: 'application/json',
      'User-Agent': 'ReCircuit',
    },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`profile request failed with HTTP ${response.status}`);
  return response.json();
}

function splitName(name: string | undefined): { firstName: string; lastName: string } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

/** Reads who signed in, in the shape each provider gives it. */
export async function fetchProfile(settings: ProviderSettings, accessToken: string): Promise<ProviderProfile> {
  if (settings.id === 'google') {
    const info = (await getJson(settings.profileUrl, accessToken)) as {
      sub?: string;
      email?: string;
      email_verified?: boolean | string;
      given_name?: string;
      family_name?: string;
      name?: string;
    };
    if (!info.sub) throw new Error('no subject in the userinfo answer');
    const fallback = splitName(info.name);
    return {
      providerUserId: String(info.sub),
      email: info.email,
      emailVerified: info.email_verified === true || info.email_verified === 'true',
      firstName: info.given_name ?? fallback.firstName,
      lastName: info.family_name ?? fallback.lastName,
    };
  }
  const api = settings.profileUrl.replace(/\/+$/, '');
  const user = (await getJson(`${api}/user`, accessToken)) as { id?: number | string; login?: string; name?: string };
  const emails = (await getJson(`${api}/user/emails`, accessToken)) as {
    email: string;
    primary: boolean;
    verified: boolean;
  }[];
  if (user.id === undefined) throw new Error('no id in the GitHub user answer');
  const primary = emails.find((entry) => entry.primary && entry.verified) ?? emails.find((entry) => entry.verified);
  const name = splitName(user.name ?? user.login);
  return {
    providerUserId: String(user.id),
    email: primary?.email,
    emailVerified: Boolean(primary),
    ...name,
  };
}
