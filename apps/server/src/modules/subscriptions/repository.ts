import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscribers } from './tables.ts';

export type SubscriberRow = typeof subscribers.$inferSelect;
export type NewSubscriber = Pick<
  typeof subscribers.$inferInsert,
  'id' | 'email' | 'firstName' | 'lastName' | 'newsConsent' | 'language'
>;

/** The email subscribers, pending until they confirm. */
export class SubscriptionsRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  /**
   * Records a pending subscriber, or asks again for consent for a known address that is not confirmed
   * (its new details replace the old); a confirmed subscriber is left as it is. Answers the row.
   */
  async upsertPending(subscriber: NewSubscriber): Promise<SubscriberRow | undefined> {
    const [row] = await this.db
      .insert(subscribers)
      .values({ ...subscriber, status: 'pending' })
      .onConflictDoUpdate({
        target: subscribers.email,
        set: {
          firstName: sql`case when ${subscribers.status} = 'confirmed' then ${subscribers.firstName} else excluded.first_name end`,
          lastName: sql`case when ${subscribers.status} = 'confirmed' then ${subscribers.lastName} else excluded.last_name end`,
          newsConsent: sql`case when ${subscribers.status} = 'confirmed' then ${subscribers.newsConsent} else excluded.news_consent end`,
          language: sql`case when ${subscribers.status} = 'confirmed' then ${subscribers.language} else excluded.language end`,
          status: sql`case when ${subscribers.status} = 'confirmed' then 'confirmed' else 'pending' end`,
          consentRequestedAt: sql`case when ${subscribers.status} = 'confirmed' then ${subscribers.consentRequestedAt} else now() end`,
        },
      })
      .returning();
    return row;
  }

  /** Records an email sent `now`, only if none went to this subscriber since `quietSince`; false when one did. */
  async claimEmail(id: string, now: Date, quietSince: Date): Promise<boolean> {
    const claimed = await this.db
      .update(subscribers)
      .set({ lastEmailAt: now })
      .where(
        sql`${subscribers.id} = ${id} and (${subscribers.lastEmailAt} is null or ${subscribers.lastEmailAt} < ${quietSince})`,
      )
      .returning({ id: subscribers.id });
    return claimed.length > 0;
  }

  async setLastEmailAt(id: string, lastEmailAt: Date | null): Promise<void> {
    await this.db.update(subscribers).set({ lastEmailAt }).where(eq(subscribers.id, id));
  }

  /** Confirms a subscriber who has not unsubscribed; false when there is none such. */
  async confirm(id: string): Promise<boolean> {
    const updated = await this.db
      .update(subscribers)
      .set({ status: 'confirmed', confirmedAt: new Date(), unsubscribedAt: null })
      .where(sql`${subscribers.id} = ${id} and ${subscribers.status} <> 'unsubscribed'`)
      .returning({ id: subscribers.id });
    return updated.length > 0;
  }

  /** False for an unknown subscriber. */
  async unsubscribe(id: string): Promise<boolean> {
    const updated = await this.db
      .update(subscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
      .where(eq(subscribers.id, id))
      .returning({ id: subscribers.id });
    return updated.length > 0;
  }
}
