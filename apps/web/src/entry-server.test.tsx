import { describe, expect, it } from 'vitest';
import { API_BASE, ROUTES } from '@recircuit/contract';
import { i18n } from './lib/i18n';
import { renderPage } from './entry-server';

// Renders run side by side on the server (lib/render-scope.ts): one held mid-render while another
// renders from start to end must still come out in its own language, with its own calls answered.

const ORIGIN = 'https://recircuit.test';
const SITE = {
  contactEmail: 'help@recircuit.test',
  contactPhone: '020 7946 0000',
  version: 'test',
  mapTiles: null,
  company: { name: 'ReCircuit Ltd', number: '01234567', address: '1 Test Street, London' },
  hub: { name: 'The hub', postcode: 'E1 6AN', openingHours: 'Mon–Fri', addressLines: ['1 Hub Road'] },
};

/** The server's answers a legal page needs (the footer's details), after `held` if given. */
function answers(phone: string, held?: Promise<void>) {
  const calls: string[] = [];
  const fetch = async (url: string) => {
    calls.push(url);
    await held;
    if (url !== `${API_BASE}/site`) return Response.json({ code: 404, message: 'Not found' }, { status: 404 });
    return Response.json({ code: 200, message: 'ok', data: { ...SITE, contactPhone: phone } });
  };
  return { fetch, calls };
}

const render = (language: string, fetch: ReturnType<typeof answers>['fetch']) =>
  renderPage({ url: ROUTES.privacy, language, origin: ORIGIN, fetch });

describe('two server renders side by side', () => {
  it('each keeps its own language, calls and words, and leaves the app in its own language', async () => {
    const alone = await render('de-DE', answers('0001').fetch);
    expect(alone?.data.language).toBe('de-DE');

    let release = () => {};
    const german = answers('0001', new Promise<void>((resolve) => (release = resolve)));
    const french = answers('0002');
    const held = render('de-DE', german.fetch);
    await expect.poll(() => german.calls.length).toBeGreaterThan(0);
    const done = await render('fr-FR', french.fetch);
    release();
    const late = await held;

    expect(late?.head).toEqual(alone?.head);
    expect(late?.html).toBe(alone?.html);
    expect(late?.html).toContain('0001');
    expect(done?.data.language).toBe('fr-FR');
    expect(done?.head.title).not.toBe(alone?.head.title);
    expect(done?.html).toContain('0002');
    expect(done?.html).not.toContain('0001');
    expect(french.calls.every((url) => url.startsWith(API_BASE))).toBe(true);
    expect(i18n.language).toBe('en-GB');
  });
});

describe('the impact calculator rendered on the server', () => {
  it('has its inputs and numbers, and leaves the chart (and its library) to the browser', async () => {
    const materials = { copper: 1, gold: 0.1, silver: 0.2, cobalt: 0.3, aluminium: 2, plastic: 3 };
    const kind = { co2eKg: 10, materialsG: materials };
    const article = {
      id: 4,
      slug: 'impact-calculator',
      title: 'Impact Calculator',
      description: 'What recycling saves',
      image: '/articles/impact-calculator',
      imageAlt: 'A gauge',
      readingMinutes: 4,
      publishedAt: '2026-03-09T00:00:00.000Z',
      body: [{ type: 'p', text: 'Try it.' }, { type: 'calculator' }],
      sources: [],
      calculatorFactors: { phone: kind, laptop: kind, tablet: kind, other: kind, sources: [] },
    };
    const fetch = async (url: string) =>
      url === `${API_BASE}/site`
        ? Response.json({ code: 200, message: 'ok', data: SITE })
        : url === `${API_BASE}/api/articles/4`
          ? Response.json({ code: 200, message: 'ok', data: article })
          : Response.json({ code: 404, message: 'Not found' }, { status: 404 });
    const page = await renderPage({ url: `${ROUTES.articleDetail}?id=4`, language: 'en-GB', origin: ORIGIN, fetch });
    expect(page?.html).toContain('data-testid="impact-calculator"');
    expect(page?.html).toContain('data-testid="co2e"');
    expect(page?.html).not.toContain('recharts');
    expect(page?.html).not.toContain('mantine-BarChart');
  });
});
