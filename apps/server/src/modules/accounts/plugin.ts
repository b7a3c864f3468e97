import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@recircuit/contract';
import { KnownDevices } from './known-devices.ts';
import { createAdminCommand } from './operator-commands.ts';
import { OwnerDirectory } from './owner-directory.ts';
import { accountRoutes } from './routes.ts';
import { AccountsService } from './service.ts';
import { UserRoles } from './user-roles.ts';
import { userRolesRoutes } from './user-roles-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
    /** The browsers each account has signed in from (sign-in alerts and lockouts). */
    knownDevices: KnownDevices;
    /** Who owns an order, for the order modules: names and emails without their tables. */
    owners: OwnerDirectory;
  }
}

export interface AccountsSettings {
  publicUrl: string;
  secret: string;
  /** Cookies are Secure on https. */
  secure: boolean;
  /** Where the contact form's messages go. */
  contactEmail: string;
}

/** Accounts, sessions' owners, roles and the person's data (docs/product.md, "Accounts and personal data"). */
export const accountsModule = fp(
  async (app: FastifyInstance, settings: AccountsSettings) => {
    const accounts = new AccountsService({
      db: app.db,
      sessions: app.sessions,
      limiter: app.limiter,
      mailer: app.mailer,
      publicUrl: settings.publicUrl,
      secret: settings.secret,
      log: app.log,
    });
    const knownDevices = new KnownDevices(settings.secret, settings.secure);
    const userRoles = new UserRoles(app.db);
    app.decorate('accounts', accounts);
    app.decorate('knownDevices', knownDevices);
    app.decorate('owners', new OwnerDirectory(app.db));
    app.operatorCommands.register(createAdminCommand(userRoles));
    await app.register(accountRoutes, {
      prefix: API_BASE,
      accounts,
      contactEmail: settings.contactEmail,
      knownDevices,
    });
    await app.register(userRolesRoutes, { prefix: API_BASE, userRoles });
  },
  { name: 'accounts', dependencies: ['db', 'mail', 'rate-limits', 'session', 'operator-channel'] },
);
