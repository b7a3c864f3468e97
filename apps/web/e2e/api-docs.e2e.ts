import { describe, expect, it } from 'vitest';
import { useSite } from './support/site.ts';

const site = useSite();

describe('the API documentation', () => {
  it('renders the generated OpenAPI operations at /proxy/docs under the strict CSP', async () => {
    const { page, errors, context } = await site.page();
    await page.goto('/proxy/docs');
    await page.locator('.opblock').first().waitFor();
    expect(await page.getByText('/proxy/health').count()).toBeGreaterThan(0);
    expect(await page.getByText('/proxy/deviceOwner/login').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
