import {
  ACCOUNT_MESSAGES,
  SERVER_MESSAGES,
  type Provider,
  type changePasswordRequestSchema,
  type loginRequestSchema,
  type registerRequestSchema,
  type updateProfileRequestSchema,
} from '@recircuit/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import {
  FAILED_LOGINS_PER_ADDRESS,
  FAILED_LOGINS_PER_EMAIL,
  FAILED_PASSWORD_CHECKS_PER_USER,
  REGISTRATIONS_PER_ADDRESS,
} from './limits.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { AccountsRepository, type NewUser, type UserRow } from './repository.ts';
import type { SessionStore } from './session-store.ts';
import { currentUserView, usernameFromEmail } from './views.ts';
import { welcomeEmail } from './emails.ts';

export interface AccountsDeps {
  db: Database;
  sessions: SessionStore;
  limiter: RateLimiter;
  mailer: Mailer;
  publicUrl: string;
  log: { error(obj: unknown, msg: string): void };
}

/** Other modules' part of a person's data: what the export includes and what deletion must clean up. */
export interface PersonalDataHandler {
  /** A section of the UK GDPR export. */
  export(userId: string): Promise<unknown>;
  /** Runs after the account is gone, for data outside the database (such as stored photos). */
  afterDelete?(userId: string, context: unknown): Promise<void>;
  /** Runs before the account is deleted; what it returns is handed to afterDelete. */
  beforeDelete?(userId: string): Promise<unknown>;
}

/** The account rules of API.md; routes stay thin and call these. */
export class AccountsService {
  readonly repository: AccountsRepository;
  private readonly deps: AccountsDeps;
  private readonly handlers = new Map<string, PersonalDataHandler>();

  registerPersonalData(section: string, handler: PersonalDataHandler): void {
    this.handlers.set(section, handler);
  }

  constructor(deps: AccountsDeps) {
    this.deps = deps;
    this.repository = new AccountsRepository(deps.db);
  }

  async register(input: z.output<typeof registerRequestSchema>, address: string): Promise<UserRow> {
    await this.deps.limiter.consume(REGISTRATIONS_PER_ADDRESS, address);
    if (await this.repository.findByEmail(input.email)) throw new AppError(409, ACCOUNT_MESSAGES.emailTaken);
    const now = new Date();
    const user = await this.repository.insert({
      id: newId('usr'),
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      username: usernameFromEmail(input.email),
      privacyConsentAt: input.privacyConsent ? now : null,
      marketingConsent: input.marketingConsent ?? false,
      marketingConsentAt: input.marketingConsent ? now : null,
    });
    // Two registrations racing for one email: the unique index lets one through.
    if (!user) throw new AppError(409, ACCOUNT_MESSAGES.emailTaken);
    this.sendQuietly(welcomeEmail(user, this.deps.publicUrl));
    return user;
  }

  async login(input: z.output<typeof loginRequestSchema>, address: string): Promise<UserRow> {
    const { limiter } = this.deps;
    await limiter.check(FAILED_LOGINS_PER_EMAIL, input.email);
    await limiter.check(FAILED_LOGINS_PER_ADDRESS, address);
    const user = await this.repository.findByEmail(input.email);
    const valid = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !valid) {
      await limiter.record(FAILED_LOGINS_PER_EMAIL, input.email);
      await limiter.record(FAILED_LOGINS_PER_ADDRESS, address);
      throw new AppError(401, ACCOUNT_MESSAGES.invalidCredentials);
    }
    await limiter.reset(FAILED_LOGINS_PER_EMAIL, input.email);
    return user;
  }

  async get(userId: string): Promise<UserRow> {
    const user = await this.repository.findById(userId);
    if (!user) throw new AppError(404, SERVER_MESSAGES.notFound);
    return user;
  }

  async view(userId: string) {
    const user = await this.get(userId);
    return currentUserView(user, await this.repository.linkedAccounts(user.id));
  }

  async updateProfile(userId: string, input: z.output<typeof updateProfileRequestSchema>) {
    const current = await this.get(userId);
    const changes: Partial<NewUser> = {};
    if (input.firstName !== undefined) changes.firstName = input.firstName;
    if (input.lastName !== undefined) changes.lastName = input.lastName;
    if (input.phone !== undefined) changes.phone = input.phone;
    if (input.postcode !== undefined) changes.postcode = input.postcode;
    if (input.marketingConsent !== undefined && input.marketingConsent !== current.marketingConsent) {
      changes.marketingConsent = input.marketingConsent;
      changes.marketingConsentAt = new Date();
    }
    if (Object.keys(changes).length) await this.repository.update(userId, changes);
    return this.view(userId);
  }

  /** Checks the user's password, counting failures so it cannot be guessed from a stolen session. */
  async confirmPassword(user: UserRow, password: string, message: string): Promise<void> {
    await this.deps.limiter.check(FAILED_PASSWORD_CHECKS_PER_USER, user.id);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.deps.limiter.record(FAILED_PASSWORD_CHECKS_PER_USER, user.id);
      throw new AppError(400, message);
    }
  }

  async changePassword(
    userId: string,
    currentSessionId: string,
    input: z.output<typeof changePasswordRequestSchema>,
  ): Promise<void> {
    const user = await this.get(userId);
    if (user.email.toLowerCase() !== input.email) throw new AppError(403, SERVER_MESSAGES.noPermission);
    await this.confirmPassword(user, input.oldPassword, ACCOUNT_MESSAGES.oldPasswordIncorrect);
    await this.repository.update(userId, { passwordHash: await hashPassword(input.newPassword) });
    await this.deps.sessions.revokeOthers(userId, currentSessionId);
  }

  async deleteAccount(userId: string, confirmation: { password?: string | undefined; email?: string | undefined }) {
    const user = await this.get(userId);
    if (user.passwordHash) {
      await this.confirmPassword(user, confirmation.password ?? '', ACCOUNT_MESSAGES.confirmDeletion);
    } else if ((confirmation.email ?? '').toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError(400, 'Please confirm with the email address of your account');
    }
    const contexts = new Map<string, unknown>();
    for (const [section, handler] of this.handlers) contexts.set(section, await handler.beforeDelete?.(userId));
    // Sessions and linked sign-ins go with the user row (ON DELETE CASCADE); orders keep no link to the person.
    await this.repository.delete(userId);
    for (const [section, handler] of this.handlers) {
      await handler.afterDelete?.(userId, contexts.get(section)).catch((error: unknown) => this.deps.log.error({ err: error, section }, 'personal data clean-up failed'));
    }
  }

  async exportData(userId: string, currentSessionId: string) {
    const user = await this.get(userId);
    const linked = await this.repository.linkedAccounts(userId);
    const sessions = await this.deps.sessions.list(userId);
    const sections: Record<string, unknown> = {};
    for (const [section, handler] of this.handlers) sections[section] = await handler.export(userId);
    return {
      exportedAt: new Date().toISOString(),
      account: currentUserView(user, linked),
      consents: {
        privacyNoticeAcceptedAt: user.privacyConsentAt?.toISOString() ?? null,
        marketing: user.marketingConsent,
        marketingChangedAt: user.marketingConsentAt?.toISOString() ?? null,
      },
      linkedSignIns: linked.map((account) => ({
        provider: account.provider,
        email: account.email,
        linkedAt: account.createdAt.toISOString(),
      })),
      sessions: sessions.map((session) => ({
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        userAgent: session.userAgent,
        current: session.id === currentSessionId,
      })),
      ...sections,
    };
  }

  /**
   * Third-party sign-in: the linked account's user, else the user with the same
   * verified email (now linked), else a new user.
   */
  async signInWithProvider(profile: {
    provider: Provider;
    providerUserId: string;
    email: string;
    firstName: string;
    lastName: string;
  }): Promise<UserRow> {
    const linked = await this.repository.findLinked(profile.provider, profile.providerUserId);
    if (linked) return this.get(linked.userId);
    const email = profile.email.trim().toLowerCase();
    let user = await this.repository.findByEmail(email);
    if (!user) {
      user =
        (await this.repository.insert({
          id: newId('usr'),
          email,
          passwordHash: null,
          firstName: profile.firstName.slice(0, 50) || usernameFromEmail(email).slice(0, 50),
          lastName: profile.lastName.slice(0, 50),
          username: usernameFromEmail(email),
          privacyConsentAt: new Date(),
        })) ?? (await this.repository.findByEmail(email));
      if (!user) throw new AppError(409, ACCOUNT_MESSAGES.emailTaken);
      this.sendQuietly(welcomeEmail(user, this.deps.publicUrl));
    }
    await this.repository.link({
      provider: profile.provider,
      providerUserId: profile.providerUserId,
      userId: user.id,
      email,
    });
    return user;
  }

  /** Email is a courtesy here: a failure (which the mailer logs) never undoes the account change. */
  private sendQuietly(message: Parameters<Mailer['send']>[0]): void {
    this.deps.mailer.send(message).catch(() => undefined);
  }
}
