import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@recircuit/contract';
import { searchQueries, summariseAnswers } from './fixtures/search-queries.ts';
import { useTestApp } from './helpers/test-app.ts';

const harness = useTestApp();

const captured = JSON.parse(
  readFileSync(new URL('./fixtures/search-answers.json', import.meta.url), 'utf8'),
) as Awaited<ReturnType<typeof summariseAnswers>>[];

describe('type-ahead answers', () => {
  it('are what the search answered before it was precomputed, for 288 queries on both endpoints', async () => {
    const queries = searchQueries();
    expect(queries).toHaveLength(captured.length);
    for (const [index, query] of queries.entries()) {
      expect(await summariseAnswers(harness.app, query), JSON.stringify(query)).toEqual(captured[index]);
    }
  });

  it('follow a new catalogue revision: a model made a draft is no longer found', async () => {
    const search = async (q: string) =>
      (
        await harness.app.inject({
          method: 'GET',
          url: `/proxy/api/device-recycle/search?${new URLSearchParams({ q })}`,
          remoteAddress: '198.51.100.1',
        })
      ).json() as { data: { name: string }[] };
    expect((await search('galaxy s24 ultra')).data[0]?.name).toBe('Galaxy S24 Ultra');
    await harness.app.db.execute(sql`update device_models set status = 'draft' where name = 'Galaxy S24 Ultra'`);
    await harness.app.db.execute(sql`update catalogue_revision set revision = revision + 1`);
    await harness.app.catalogueCache.refreshIfChanged();
    expect((await search('galaxy s24 ultra')).data.map((result) => result.name)).not.toContain('Galaxy S24 Ultra');
    await harness.app.db.execute(sql`update device_models set status = 'published' where name = 'Galaxy S24 Ultra'`);
    await harness.app.db.execute(sql`update catalogue_revision set revision = revision + 1`);
    await harness.app.catalogueCache.refreshIfChanged();
    expect((await search('galaxy s24 ultra')).data[0]?.name).toBe('Galaxy S24 Ultra');
  });
});

describe('the type-ahead rate limit', () => {
  it.each([['/proxy/api/device-recycle/search'], ['/proxy/api/search']])(
    '%s answers 600 a minute per address, then 429 with Retry-After',
    async (path) => {
      const from = (remoteAddress: string, q: string) =>
        harness.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams({ q })}`, remoteAddress });
      for (let index = 0; index < 600; index += 1)
        expect((await from('203.0.113.7', `ip${index % 50}`)).statusCode).toBe(200);
      const refused = await from('203.0.113.7', 'ipad');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 429, message: SERVER_MESSAGES.tooManyRequests, data: null });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((await from('203.0.113.8', 'ipad')).statusCode).toBe(200);
    },
  );
});
