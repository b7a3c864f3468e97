import {
  SERVER_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  type Language,
  type SubscriptionOutcome,
  type subscribeRequestSchema,
} from '@recircuit/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Limit, RateLimiter } from '../../lib/rate-limits/limiter.ts';
import { signToken, verifyToken } from '../../lib/signed-token.ts';
import { confirmationEmail } from './emails.ts';
import { SubscriptionsRepository } from './repository.ts';

const HOUR_MS = 60 * 60 * 1000;

export const SUBSCRIBE_PER_ADDRESS: Limit = {
  bucket: 'subscribe-ip',
  max: 10,
  windowMs: HOUR_MS,
  message: SERVER_MESSAGES.tooManyRequests,
};

type Purpose = 'subscription-confirm' | 'subscription-unsubscribe';

/** Email subscription with double opt-in (PECR and UK GDPR). */
export class SubscriptionsService {
  private readonly deps: {
    db: Database;
    mailer: Mailer;
    limiter: RateLimiter;
    secret: string;
    publicUrl: string;
    log: { error(obj: unknown, msg: string): void };
  };
  private readonly repository: SubscriptionsRepository;
  constructor(deps: SubscriptionsService['deps']) {
    this.deps = deps;
    this.repository = new SubscriptionsRepository(deps.db);
  }

  token(purpose: Purpose, id: string): string {
    return `${id}.${signToken(this.deps.secret, purpose, id)}`;
  }

  private idFrom(purpose: Purpose, token: string | undefined): string | undefined {
    const [id, signature] = (token ?? '').split('.');
    return id && verifyToken(this.deps.secret, purpose, id, signature) ? id : undefined;
  }

  /**
   * Records the request and sends the confirmation email. The answer is the same whether
   * the address was known or not, and one address gets at most one email an hour. The email
   * is written in `language` (the site's, as the person sees it), which is kept for later emails.
   */
  async subscribe(
    input: z.output<typeof subscribeRequestSchema>,
    address: string,
    language: Language,
  ): Promise<string> {
    await this.deps.limiter.consume(SUBSCRIBE_PER_ADDRESS, address);
    const now = new Date();
    const row = await this.repository.upsertPending({
      id: newId('sub'),
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      newsConsent: input.news,
      language,
    });
    if (!row || row.status === 'confirmed') return SUBSCRIPTION_MESSAGES.emailSent;
    // Claim the right to send: only if nothing went to this address in the last hour.
    if (!(await this.repository.claimEmail(row.id, now, new Date(now.getTime() - HOUR_MS)))) {
      return SUBSCRIPTION_MESSAGES.emailSent;
    }
    const links = {
      confirm: `${this.deps.publicUrl}/proxy/subscription/confirm?token=${this.token('subscription-confirm', row.id)}`,
      unsubscribe: `${this.deps.publicUrl}/proxy/subscription/unsubscribe?token=${this.token('subscription-unsubscribe', row.id)}`,
    };
    try {
      await this.deps.mailer.send(confirmationEmail(row, links));
    } catch (error) {
      // Nothing was sent: give the hour back, so trying again sends the email.
      await this.repository.setLastEmailAt(row.id, row.lastEmailAt);
      throw error;
    }
    return SUBSCRIPTION_MESSAGES.emailSent;
  }

  async confirm(token: string | undefined): Promise<SubscriptionOutcome> {
    const id = this.idFrom('subscription-confirm', token);
    if (!id) return 'invalid';
    return (await this.repository.confirm(id)) ? 'confirmed' : 'invalid';
  }

  async unsubscribe(token: string | undefined): Promise<SubscriptionOutcome> {
    const id = this.idFrom('subscription-unsubscribe', token);
    if (!id) return 'invalid';
    return (await this.repository.unsubscribe(id)) ? 'unsubscribed' : 'invalid';
  }
}
