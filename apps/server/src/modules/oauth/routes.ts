import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CodeChallengeMethod, OAuth2Client, generateCodeVerifier, generateState } from 'arctic';
import { authProviderSchema, envelopeSchema, ok, PROVIDERS, type AuthErrorReason } from '@recircuit/contract';
import { redirectResponse } from '../../lib/documented-errors.ts';
import type { KnownDevices } from '../accounts/known-devices.ts';
import type { AccountsService } from '../accounts/service.ts';
import { fetchProfile, isEnabled, type ProviderSettings } from './providers.ts';
import { safeReturnTo } from './return-to.ts';
import fp from 'fastify-plugin';

const STATE_COOKIE = 'oauth_state';
const CALLBACK_PATH = '/proxy/login/oauth2/code';
const STATE_TTL_SECONDS = 10 * 60;

interface PendingSignIn {
  provider: string;
  state: string;
  verifier: string;
  returnTo: string;
}

export interface OAuthRoutesOptions {
  accounts: AccountsService;
  /** The browser becomes a known device of the account it signed in to (docs/api.md, "Signing in safely"). */
  knownDevices: KnownDevices;
  providers: Record<(typeof PROVIDERS)[number], ProviderSettings>;
  publicUrl: string;
  secure: boolean;
}

/** Google and GitHub sign-in: authorization code flow with state and PKCE (arctic). */
const routes: FastifyPluginAsyncZod<OAuthRoutesOptions> = async (app, opts) => {
  const providerParams = z.object({ provider: z.enum(PROVIDERS) });
  const tags = ['accounts'];

  function clientFor(settings: ProviderSettings): OAuth2Client {
    return new OAuth2Client(
      settings.clientId ?? '',
      settings.clientSecret ?? '',
      `${opts.publicUrl}${CALLBACK_PATH}/${settings.id}`,
    );
  }

  const failure = (reason: AuthErrorReason) => `/?authError=${reason}`;

  app.get(
    '/auth/providers',
    {
      schema: {
        tags,
        summary: 'Which third-party sign-in methods are set up',
        response: { 200: envelopeSchema(z.array(authProviderSchema)) },
      },
    },
    async () => ok(PROVIDERS.map((id) => ({ id, enabled: isEnabled(opts.providers[id]) }))),
  );

  app.get(
    '/oauth2/authorization/:provider',
    {
      schema: {
        tags,
        summary: 'Start signing in with a provider (302)',
        params: providerParams,
        response: { 302: redirectResponse },
        querystring: z.object({ returnTo: z.string().max(500).optional() }),
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const settings = opts.providers[request.params.provider];
      if (!isEnabled(settings)) return reply.redirect(failure('provider_disabled'));
      const pending: PendingSignIn = {
        provider: settings.id,
        state: generateState(),
        verifier: generateCodeVerifier(),
        returnTo: safeReturnTo(request.query.returnTo, opts.publicUrl),
      };
      reply.setCookie(STATE_COOKIE, JSON.stringify(pending), {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secure,
        path: CALLBACK_PATH,
        maxAge: STATE_TTL_SECONDS,
      });
      const url = clientFor(settings).createAuthorizationURLWithPKCE(
        settings.authorizationUrl,
        pending.state,
        CodeChallengeMethod.S256,
        pending.verifier,
        settings.scopes,
      );
      return reply.redirect(url.toString());
    },
  );

  app.get(
    '/login/oauth2/code/:provider',
    {
      schema: {
        tags,
        summary: 'Where the provider sends people back (302)',
        params: providerParams,
        response: { 302: redirectResponse },
        querystring: z
          .object({
            code: z.string().max(2000).optional(),
            state: z.string().max(500).optional(),
            error: z.string().max(200).optional(),
          })
          .loose(),
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const settings = opts.providers[request.params.provider];
      const raw = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: CALLBACK_PATH });
      if (!isEnabled(settings)) return reply.redirect(failure('provider_disabled'));
      if (request.query.error) return reply.redirect(failure('access_denied'));

      const unsigned = raw ? request.unsignCookie(raw) : undefined;
      let pending: PendingSignIn | undefined;
      try {
        pending = unsigned?.valid && unsigned.value ? (JSON.parse(unsigned.value) as PendingSignIn) : undefined;
      } catch {
        pending = undefined;
      }
      const { code, state } = request.query;
      if (!pending || !code || !state || pending.provider !== settings.id || pending.state !== state) {
        return reply.redirect(failure('invalid_state'));
      }

      let profile;
      try {
        const tokens = await clientFor(settings).validateAuthorizationCode(settings.tokenUrl, code, pending.verifier);
        profile = await fetchProfile(settings, tokens.accessToken());
      } catch (error) {
        request.log.warn({ err: error, provider: settings.id }, 'third-party sign-in failed');
        return reply.redirect(failure('exchange_failed'));
      }
      if (!profile.email || !profile.emailVerified) return reply.redirect(failure('email_unverified'));

      const result = await opts.accounts.signInWithProvider({
        provider: settings.id,
        providerUserId: profile.providerUserId,
        email: profile.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        language: request.language,
      });
      if ('refused' in result) return reply.redirect(failure(result.refused));
      const session = await app.sessions.create(result.user.id, request.headers['user-agent']);
      app.setSessionCookie(reply, session.token, session.expiresAt);
      app.setLanguageCookie(reply, result.user.language);
      opts.knownDevices.remember(request, reply, result.user.id);
      // Checked again here: the cookie was signed by us, but by an older version of this rule perhaps.
      return reply.redirect(safeReturnTo(pending.returnTo, opts.publicUrl));
    },
  );
};

export const oauthRoutes = fp(routes, {
  name: 'oauth-routes',
  dependencies: ['session', 'rate-limits'],
  encapsulate: true,
});
