import {
  ACCOUNT_MESSAGES,
  SERVER_MESSAGES,
  isPersonName,
  type EmailConfirmationOutcome,
  type Provider,
  type changePasswordRequestSchema,
  type loginRequestSchema,
  type registerRequestSchema,
  type updateProfileRequestSchema,
  type Language,
} from '@recircuit/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Attempt, Limit, RateLimiter } from '../../lib/rate-limits/limiter.ts';
import {
  CONFIRMATION_EMAILS_PER_USER,
  FAILED_LOGINS_PER_ADDRESS,
  FAILED_LOGINS_PER_EMAIL,
  FAILED_LOGINS_PER_DEVICE,
  FAILED_LOGINS_PER_EMAIL_AND_ADDRESS,
  FAILED_PASSWORD_CHECKS_PER_USER,
  REGISTRATIONS_PER_ADDRESS,
} from './rate-limits.ts';
import { confirmationToken, readConfirmationToken } from './email-confirmation.ts';
import { AuditLog } from '../audit/service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { AccountsRepository, type NewUser, type OwnerSummary, type UserRow } from './repository.ts';
import { PasswordResetService } from './password-reset.ts';
import type { SessionStore } from './session-store.ts';
import { currentUserView, usernameFromEmail } from './views.ts';
import { welcomeEmail } from './emails.ts';

export interface AccountsDeps {
  db: Database;
  sessions: SessionStore;
  limiter: RateLimiter;
  mailer: Mailer;
  publicUrl: string;
  /** Signs the email confirmation links (SESSION_SECRET). */
  secret: string;
  log: { error(obj: unknown, msg: string): void };
}

/** Other modules' part of a person's data: what the export includes and what deletion must clean up. */
/**
 * A module's part of the person's data: its section of the UK GDPR export, and what it does when
 * the account is deleted. `beforeDelete` runs first; what it keeps is handed to `afterDelete`,
 * which runs once the account is gone, for data outside the database (such as stored photos).
 */
export type PersonalDataHandler<Kept> = { export(userId: string): Promise<unknown> } & (
  | { beforeDelete?(userId: string): Promise<unknown>; afterDelete?: never }
  | { beforeDelete(userId: string): Promise<Kept>; afterDelete(userId: string, kept: Kept): Promise<void> }
);

/** A section as the account keeps it: its export, and its deletion's first step, which answers with the last. */
interface PersonalDataSection {
  export(userId: string): Promise<unknown>;
  beforeDelete(userId: string): Promise<() => Promise<void>>;
}

/** The account rules (docs/product.md, "Accounts and personal data"); routes stay thin and call these. */
export class AccountsService {
  readonly repository: AccountsRepository;
  /** "Forgot password?" and the link it emails. */
  readonly passwordResets: PasswordResetService;
  private readonly deps: AccountsDeps;
  private readonly sections = new Map<string, PersonalDataSection>();

  registerPersonalData<Kept>(section: string, handler: PersonalDataHandler<Kept>): void {
    this.sections.set(section, {
      export: (userId) => handler.export(userId),
      async beforeDelete(userId) {
        if (!handler.afterDelete) {
          await handler.beforeDelete?.(userId);
          return async () => {};
        }
        const kept = await handler.beforeDelete(userId);
        return () => handler.afterDelete(userId, kept);
      },
    });
  }

  constructor(deps: AccountsDeps) {
    this.deps = deps;
    this.repository = new AccountsRepository(deps.db);
    this.passwordResets = new PasswordResetService({
      db: deps.db,
      users: this.repository,
      limiter: deps.limiter,
      mailer: deps.mailer,
      publicUrl: deps.publicUrl,
      log: deps.log,
    });
  }

  /** `language` is the request's: the welcome email and later emails are written in it. */
  async register(input: z.output<typeof registerRequestSchema>, address: string, language: Language): Promise<UserRow> {
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
      language,
    });
    // Two registrations racing for one email: the unique index lets one through.
    if (!user) throw new AppError(409, ACCOUNT_MESSAGES.emailTaken);
    this.sendQuietly(welcomeEmail(user, this.deps.publicUrl, this.confirmLink(user)));
    return user;
  }

  /**
   * Email and password (docs/api.md, "Signing in safely"). From a browser that signed in to this
   * account before (`deviceIdFor` names its device), only that device's own failures count (5; a
   * right password clears them), so an attacker's failures elsewhere never refuse the owner there.
   * From any other browser every attempt is counted as a failure before the password is checked,
   * so concurrent guesses cannot all pass the limits; a right password gives its counts back.
   * Failures lock one email from one address (5) and one address (20). Once the email as a whole
   * has 50 it is under attack: such browsers are sent to the emailed link (403) without a password
   * check, so guessing gains nothing and the owner is never told to wait.
   */
  async login(
    input: z.output<typeof loginRequestSchema>,
    address: string,
    deviceIdFor: (userId: string) => string | undefined,
  ): Promise<UserRow> {
    const { limiter } = this.deps;
    const user = await this.repository.findByEmail(input.email);
    const deviceId = user ? deviceIdFor(user.id) : undefined;
    if (user && deviceId && (await this.consumeUnlessRefused(FAILED_LOGINS_PER_DEVICE, deviceId))) {
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw new AppError(401, ACCOUNT_MESSAGES.invalidCredentials);
      }
      await limiter.reset(FAILED_LOGINS_PER_DEVICE, deviceId);
      return user;
    }
    // No known device, or it used up its own failures: it signs in as any browser does.
    const attempts = await limiter.consumeAll([
      [FAILED_LOGINS_PER_EMAIL_AND_ADDRESS, `${input.email}|${address}`],
      [FAILED_LOGINS_PER_ADDRESS, address],
    ]);
    const emailAttempt = await this.consumeUnlessRefused(FAILED_LOGINS_PER_EMAIL, input.email);
    if (!emailAttempt) {
      await limiter.giveBack(attempts);
      throw new AppError(403, ACCOUNT_MESSAGES.signInNeedsEmailLink, {
        errors: [{ field: 'email', message: ACCOUNT_MESSAGES.signInNeedsEmailLink }],
      });
    }
    attempts.push(emailAttempt);
    const valid = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !valid) throw new AppError(401, ACCOUNT_MESSAGES.invalidCredentials);
    await limiter.giveBack(attempts);
    await limiter.reset(FAILED_LOGINS_PER_EMAIL_AND_ADDRESS, `${input.email}|${address}`);
    return user;
  }

  /** Counts an attempt against `limit`; undefined (nothing counted) when the limit is used up. */
  private async consumeUnlessRefused(limit: Limit, key: string): Promise<Attempt | undefined> {
    try {
      return await this.deps.limiter.consume(limit, key);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 429) return undefined;
      throw error;
    }
  }

  private confirmLink(user: UserRow): string {
    return `${this.deps.publicUrl}/proxy/deviceOwner/confirm-email?token=${confirmationToken(this.deps.secret, user)}`;
  }

  /** The link in the welcome email: works once, for 48 hours, for the email it was sent to. */
  async confirmEmail(token: string | undefined): Promise<EmailConfirmationOutcome> {
    const claim = readConfirmationToken(this.deps.secret, token);
    const user = claim && (await this.repository.findById(claim.userId));
    if (!claim || !user || !claim.signedFor(user.email)) return 'invalid';
    if (claim.expiresAt <= Date.now()) return user.emailVerifiedAt ? 'invalid' : 'expired';
    return (await this.repository.markEmailVerified(user.id)) ? 'confirmed' : 'invalid';
  }

  /** "Send the link again" on My Account. */
  async sendConfirmation(userId: string): Promise<string> {
    const user = await this.get(userId);
    if (user.emailVerifiedAt) return ACCOUNT_MESSAGES.emailAlreadyConfirmed;
    const attempt = await this.deps.limiter.consume(CONFIRMATION_EMAILS_PER_USER, userId);
    try {
      await this.deps.mailer.send(welcomeEmail(user, this.deps.publicUrl, this.confirmLink(user)));
    } catch (error) {
      // Nothing was sent: it does not count against the person.
      await this.deps.limiter.giveBack([attempt]);
      throw error;
    }
    return ACCOUNT_MESSAGES.confirmationSent;
  }

  async get(userId: string): Promise<UserRow> {
    const user = await this.repository.findById(userId);
    if (!user) throw new AppError(404, SERVER_MESSAGES.notFound);
    return user;
  }

  /** What other modules show of an order's owner (device orders' detail); undefined once the account is gone. */
  async ownerSummary(userId: string | null): Promise<OwnerSummary | undefined> {
    return userId ? this.repository.ownerSummary(userId) : undefined;
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
    if (input.language !== undefined) changes.language = input.language;
    if (input.marketingConsent !== undefined && input.marketingConsent !== current.marketingConsent) {
      changes.marketingConsent = input.marketingConsent;
      changes.marketingConsentAt = new Date();
    }
    if (Object.keys(changes).length) await this.repository.update(userId, changes);
    return this.view(userId);
  }

  /** Checks the user's password, counting failures so it cannot be guessed from a stolen session. */
  /** `field` names the form field the refusal belongs to, for the form to show it there. */
  async confirmPassword(user: UserRow, password: string, message: string, field?: string): Promise<void> {
    const attempt = await this.deps.limiter.consume(FAILED_PASSWORD_CHECKS_PER_USER, user.id);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new AppError(400, message, field ? { errors: [{ field, message }] } : {});
    }
    await this.deps.limiter.giveBack([attempt]);
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
      await this.confirmPassword(user, confirmation.password ?? '', ACCOUNT_MESSAGES.confirmDeletion, 'password');
    } else if ((confirmation.email ?? '').toLowerCase() !== user.email.toLowerCase()) {
      const message = ACCOUNT_MESSAGES.confirmDeletionEmail;
      throw new AppError(400, message, { errors: [{ field: 'email', message }] });
    }
    const afterDelete = new Map<string, () => Promise<void>>();
    for (const [name, section] of this.sections) afterDelete.set(name, await section.beforeDelete(userId));
    // Sessions and linked sign-ins go with the user row (ON DELETE CASCADE); orders keep no link to the person.
    await this.deps.db.transaction(async (tx) => {
      await this.repository.delete(userId, tx);
      // Audited without the person: only the account's id and role stay (docs/operations.md, "Audit log").
      await AuditLog.record(tx, {
        actorId: null,
        action: 'user.delete',
        subject: `user:${userId}`,
        detail: { role: user.role, by: 'owner' },
      });
    });
    for (const [section, cleanUp] of afterDelete) {
      await cleanUp().catch((error: unknown) =>
        this.deps.log.error({ err: error, section }, 'personal data clean-up failed'),
      );
    }
  }

  async exportData(userId: string, currentSessionId: string) {
    const user = await this.get(userId);
    const linked = await this.repository.linkedAccounts(userId);
    const sessions = await this.deps.sessions.list(userId);
    const sections: Record<string, unknown> = {};
    for (const [name, section] of this.sections) sections[name] = await section.export(userId);
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
   * Third-party sign-in with a provider-verified email: the linked account's user, else
   * the user with the same email if that account's email is confirmed (now linked), else
   * a new user. An unconfirmed account with the email is never entered: whoever registered
   * it may not own the address (account pre-hijacking), so the answer is a refusal.
   */
  async signInWithProvider(profile: {
    provider: Provider;
    providerUserId: string;
    email: string;
    firstName: string;
    lastName: string;
    /** The request's language, kept by an account this sign-in creates. */
    language: Language;
  }): Promise<{ user: UserRow } | { refused: 'account_unconfirmed' }> {
    const email = profile.email.trim().toLowerCase();
    const linked = await this.repository.findLinked(profile.provider, profile.providerUserId);
    if (linked) {
      const user = await this.get(linked.userId);
      // The provider vouches for the address again: an account made before confirmation existed catches up.
      if (!user.emailVerifiedAt && user.email.toLowerCase() === email) await this.repository.markEmailVerified(user.id);
      return { user };
    }
    let user = await this.repository.findByEmail(email);
    if (user && !user.emailVerifiedAt && user.passwordHash) return { refused: 'account_unconfirmed' };
    if (!user) {
      const fallback = cleanName(usernameFromEmail(email));
      user =
        (await this.repository.insert({
          id: newId('usr'),
          email,
          passwordHash: null,
          firstName: cleanName(profile.firstName) || fallback,
          lastName: cleanName(profile.lastName),
          username: usernameFromEmail(email),
          privacyConsentAt: new Date(),
          emailVerifiedAt: new Date(),
          language: profile.language,
        })) ?? (await this.repository.findByEmail(email));
      if (!user) throw new AppError(409, ACCOUNT_MESSAGES.emailTaken);
      if (!user.emailVerifiedAt && user.passwordHash) return { refused: 'account_unconfirmed' };
      this.sendQuietly(welcomeEmail(user, this.deps.publicUrl));
    }
    await this.repository.link({
      provider: profile.provider,
      providerUserId: profile.providerUserId,
      userId: user.id,
      email,
    });
    return { user };
  }

  /** Email is a courtesy here: a failure (which the mailer logs) never undoes the account change. */
  private sendQuietly(message: Parameters<Mailer['send']>[0]): void {
    this.deps.mailer.send(message).catch(() => undefined);
  }
}

/** A provider's display name kept to the characters a name may have (letters, spaces, hyphens, apostrophes). */
function cleanName(value: string): string {
  const cleaned = value
    .replace(/[^\p{L}\p{M} '’-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 50)
    .trim();
  return isPersonName(cleaned) ? cleaned : '';
}
