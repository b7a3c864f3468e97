import {
  ACCOUNT_MESSAGES,
  ROUTES,
  type forgotPasswordRequestSchema,
  type resetPasswordRequestSchema,
} from '@recircuit/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newToken, sha256 } from '../../lib/ids.ts';
import type { Mailer, MailMessage } from '../../lib/mailer.ts';
import type { RateLimiter } from '../../lib/rate-limits/limiter.ts';
import { passwordChangedEmail, passwordResetEmail } from './emails.ts';
import { PasswordResetRepository } from './password-reset-repository.ts';
import { hashPassword } from './passwords.ts';
import { RESET_ATTEMPTS_PER_ADDRESS, RESET_REQUESTS_PER_ADDRESS, RESET_REQUESTS_PER_EMAIL } from './rate-limits.ts';
import type { AccountsRepository, UserRow } from './repository.ts';

export const RESET_LINK_MS = 60 * 60 * 1000;

export interface PasswordResetDeps {
  db: Database;
  users: Pick<AccountsRepository, 'findByEmail'>;
  limiter: RateLimiter;
  mailer: Mailer;
  publicUrl: string;
  log: { error(obj: unknown, msg: string): void };
}

/**
 * "Forgot password?" (docs/api.md, "Password reset"): a random single-use link, valid one hour,
 * stored only as its SHA-256; the same answer whether or not the email has an account. Setting
 * the new password ends every session of the account and tells the owner by email.
 */
export class PasswordResetService {
  private readonly deps: PasswordResetDeps;
  private readonly repository: PasswordResetRepository;

  constructor(deps: PasswordResetDeps) {
    this.deps = deps;
    this.repository = new PasswordResetRepository(deps.db);
  }

  /** Emails a link when the email has an account; says nothing either way (the caller answers the same). */
  async request(input: z.output<typeof forgotPasswordRequestSchema>, address: string): Promise<void> {
    await this.deps.limiter.consumeAll([
      [RESET_REQUESTS_PER_ADDRESS, address],
      [RESET_REQUESTS_PER_EMAIL, input.email],
    ]);
    const user = await this.deps.users.findByEmail(input.email);
    // Made and sent after the answer, so an email with an account is not told apart by the time it takes.
    if (user) {
      this.sendLink(user).catch((error: unknown) => this.deps.log.error({ err: error }, 'reset link not made'));
    }
  }

  private async sendLink(user: UserRow): Promise<void> {
    const token = newToken();
    await this.repository.create(user.id, sha256(token), new Date(Date.now() + RESET_LINK_MS));
    this.sendQuietly(passwordResetEmail(user, `${this.deps.publicUrl}${ROUTES.resetPassword}?token=${token}`));
  }

  /**
   * Sets the new password with a link's token. Unknown, used and expired links each get their own
   * words; a link used at the same moment twice works once (the repository's claim).
   */
  async reset(input: z.output<typeof resetPasswordRequestSchema>, address: string): Promise<UserRow> {
    await this.deps.limiter.consume(RESET_ATTEMPTS_PER_ADDRESS, address);
    const tokenHash = sha256(input.token);
    refuseUnusable(await this.repository.find(tokenHash));
    const user = await this.repository.consume(tokenHash, await hashPassword(input.password));
    if (!user) {
      // Lost a race with another use of the same link (or its hour ran out while hashing).
      refuseUnusable(await this.repository.find(tokenHash));
      throw new AppError(409, ACCOUNT_MESSAGES.resetLinkUsed);
    }
    this.sendQuietly(passwordChangedEmail(user, this.deps.publicUrl, new Date()));
    return user;
  }

  /** Email is a courtesy here: a failure (which the mailer logs) never undoes the change. */
  private sendQuietly(message: MailMessage): void {
    this.deps.mailer.send(message).catch(() => undefined);
  }
}

/** Refuses a link that cannot be used, with words for each reason. */
function refuseUnusable(link: { usedAt: Date | null; expiresAt: Date } | undefined): void {
  if (!link) throw new AppError(400, ACCOUNT_MESSAGES.resetLinkInvalid);
  if (link.usedAt) throw new AppError(409, ACCOUNT_MESSAGES.resetLinkUsed);
  if (link.expiresAt.getTime() <= Date.now()) throw new AppError(400, ACCOUNT_MESSAGES.resetLinkExpired);
}
