import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@recircuit/contract';
import { oauthRoutes, type OAuthRoutesOptions } from './routes.ts';

export type OAuthSettings = Pick<OAuthRoutesOptions, 'providers' | 'publicUrl' | 'secure'>;

/** Signing in with Google or GitHub, into the accounts module's accounts. */
export const oauthModule = fp(
  async (app: FastifyInstance, settings: OAuthSettings) => {
    await app.register(oauthRoutes, {
      prefix: API_BASE,
      ...settings,
      accounts: app.accounts,
      knownDevices: app.knownDevices,
    });
  },
  { name: 'oauth', dependencies: ['accounts'] },
);
