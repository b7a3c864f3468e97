import '../../../lib/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
  LOCATION_MESSAGES,
  LOCATIONS_CLAIM,
  type LocationResult,
  type LocationSearchResult,
  type LocationStats,
} from '@recircuit/contract';
import { showApiErrorToast } from '../../../lib/toast';
import { LocationsPage } from './locations-page';

vi.mock('../../../lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn() },
  showApiErrorToast: vi.fn(),
}));

// Leaflet needs a real layout engine; the browser test covers the map itself.
vi.mock('./location-map', () => ({
  default: ({ results, selection }: { results: LocationResult[]; selection: { id: string } | null }) => (
    <div data-testid="map-stub" data-points={results.length} data-selected={selection?.id ?? ''} />
  ),
}));

const ORIGIN = { query: 'SW1A 1AA', lat: 51.501, lng: -0.1416, label: 'SW1A 1AA' };

const point = (over: Partial<LocationResult>): LocationResult => ({
  id: 'p1',
  name: 'Smugglers Way Recycling Centre',
  kind: 'recycling-centre',
  address: 'Smugglers Way, London',
  postcode: 'SW18 1JS',
  lat: 51.46,
  lng: -0.19,
  distanceMiles: 0.44,
  accepts: ['small-electricals', 'large-appliances', 'batteries', 'tvs'],
  acceptsConfirmed: ['batteries'],
  openingHours: 'Mo-Su 08:00-17:00',
  openNow: true,
  website: 'www.wandsworth.gov.uk/tips',
  phone: '020 8871 6000',
  source: 'OpenStreetMap',
  ...over,
});

const RESULTS: LocationResult[] = [
  point({}),
  point({
    id: 'p2',
    name: 'Charity Corner',
    kind: 'charity-shop',
    distanceMiles: 2.96,
    accepts: ['phones'],
    acceptsConfirmed: ['phones'],
    openingHours: null,
    openNow: null,
    website: null,
    phone: null,
  }),
];

const STATS: LocationStats = {
  points: 2,
  bySource: { OpenStreetMap: 2 },
  byKind: { 'recycling-centre': 1, 'charity-shop': 1 },
  updatedAt: '2026-03-05T10:00:00.000Z',
  attribution: ['© OpenStreetMap contributors', 'Contains OS data © Crown copyright and database right 2025'],
};

type Answer = { status: number; body: unknown };
let searchAnswer: (url: URL) => Answer;
let statsAnswer: Answer;
let searches: URL[] = [];

const ok = (data: unknown): Answer => ({ status: 200, body: { code: 200, message: 'success', data } });
const refused = (status: number, message: string): Answer => ({ status, body: { code: status, message, data: null } });
const found = (results: LocationResult[], origin = ORIGIN): Answer =>
  ok({ origin, results, attribution: STATS.attribution } satisfies LocationSearchResult);

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  const answer = url.pathname.endsWith('/api/locations/stats')
    ? statsAnswer
    : url.pathname.endsWith('/api/locations/search')
      ? (searches.push(url), searchAnswer(url))
      : refused(404, 'nothing here');
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const where = () => screen.getByTestId('where').textContent;

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/locations"
              element={
                <>
                  <LocationsPage mapTiles={null} />
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  searches = [];
  statsAnswer = ok(STATS);
  searchAnswer = () => found(RESULTS);
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(showApiErrorToast).mockClear();
});

afterEach(() => vi.unstubAllGlobals());

const status = () => screen.getByTestId('locations-status');

describe('LocationsPage', () => {
  it('calls a full page of answers the nearest so many, since more may lie within the radius', async () => {
    searchAnswer = () =>
      found(Array.from({ length: 20 }, (_, index) => point({ id: `p${index}`, distanceMiles: index / 2 })));
    renderPage('/locations?q=SW1A%201AA');
    await waitFor(() => expect(status().textContent).toBe('The 20 nearest places within 10 miles of SW1A 1AA'));
  });

  it('lists the nearest places with distance, kind, hours, what they take and links', async () => {
    renderPage('/locations?q=SW1A%201AA');
    await waitFor(() => expect(status().textContent).toBe('2 places within 10 miles of SW1A 1AA'));
    expect(searches[0]?.searchParams.toString()).toBe('q=SW1A+1AA&radius=10');
    expect((screen.getByLabelText('UK address or postcode') as HTMLInputElement).value).toBe('SW1A 1AA');

    const list = screen.getByTestId('location-results');
    expect(list.tagName).toBe('OL');
    const [first, second] = within(list).getAllByRole('article');
    const card = within(first!);
    expect(card.getByRole('heading', { level: 3 }).textContent).toBe('Smugglers Way Recycling Centre');
    expect(card.getByTestId('location-distance').textContent).toBe('0.4 miles');
    expect(card.getByText('Household waste recycling centre')).toBeTruthy();
    expect(card.getByText('Smugglers Way, London, SW18 1JS')).toBeTruthy();
    // The hours in words, not OpenStreetMap's "Mo-Su 08:00-17:00".
    expect(card.getByTestId('location-hours').textContent).toBe('Opening hours: Every day 8:00–17:00');
    expect(card.getByTestId('open-now').textContent).toBe('Open now');
    // Confirmed and assumed are separate, each named in words.
    const confirmed = card.getByTestId('accepts-confirmed');
    expect(confirmed.textContent).toContain('Confirmed');
    expect(
      within(confirmed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Batteries']);
    const usually = card.getByTestId('accepts-usually');
    expect(usually.textContent).toContain('Usually accepted at recycling centres');
    expect(
      within(usually)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Small electricals', 'Large appliances', 'TVs and monitors']);
    const directions = card.getByRole('link', { name: /^Directions to Smugglers Way Recycling Centre/ });
    expect(directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=51.460000%2C-0.190000',
    );
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(directions.getAttribute('rel')).toContain('noopener');
    expect(card.getByRole('link', { name: /^Website of/ }).getAttribute('href')).toBe(
      'https://www.wandsworth.gov.uk/tips',
    );
    const phone = card.getByRole('link', { name: /^Phone/ });
    expect(phone.getAttribute('href')).toBe('tel:+442088716000');
    expect(phone.textContent).toBe('020 8871 6000');

    const other = within(second!);
    expect(other.getByTestId('location-distance').textContent).toBe('3 miles');
    expect(other.getByText('Charity shop')).toBeTruthy();
    expect(other.getByText('Opening hours not published')).toBeTruthy();
    expect(other.queryByTestId('open-now')).toBeNull();
    expect(other.queryByTestId('accepts-usually')).toBeNull();
    expect(other.queryByRole('link', { name: /^Website/ })).toBeNull();

    // The map gets the same points, and "Show on map" picks one.
    const map = await screen.findByTestId('map-stub');
    expect(map.getAttribute('data-points')).toBe('2');
    fireEvent.click(other.getByRole('button', { name: 'Show on map: Charity Corner' }));
    await waitFor(() => expect(screen.getByTestId('map-stub').getAttribute('data-selected')).toBe('p2'));
  });

  it('credits OpenStreetMap with a link and the OS lines, and states its own figures, never the claim', async () => {
    renderPage('/locations?q=SW1A%201AA');
    await screen.findByTestId('location-results');
    const credits = screen.getByTestId('locations-credits');
    const osm = within(credits).getByRole('link', { name: '© OpenStreetMap contributors' });
    expect(osm.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
    expect(within(credits).getAllByText(/OpenStreetMap/)).toHaveLength(1);
    expect(credits.textContent).toContain('Contains OS data © Crown copyright and database right 2025');
    const about = screen.getByTestId('about-data');
    expect(about.textContent).toContain('We hold 2 drop-off points.');
    expect(about.textContent).toContain('OpenStreetMap: 2');
    expect(about.textContent).toContain('Last updated 5 March 2026.');
    expect(document.body.textContent).not.toContain((26_600).toLocaleString('en-GB'));
    expect(document.body.textContent).not.toContain(String(LOCATIONS_CLAIM));
  });

  it('keeps the radius and the accepts filter in the URL and searches again with them', async () => {
    renderPage('/locations?q=M1%201AE&accepts=phones');
    await screen.findByTestId('location-results');
    expect(searches.at(-1)?.searchParams.get('accepts')).toBe('phones');
    expect((screen.getByRole('checkbox', { name: 'Phones' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(screen.getByLabelText('Distance'), { target: { value: '25' } });
    await waitFor(() => expect(where()).toBe('/locations?q=M1+1AE&radius=25&accepts=phones'));
    await waitFor(() => expect(searches.at(-1)?.searchParams.get('radius')).toBe('25'));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Batteries' }));
    await waitFor(() => expect(where()).toBe('/locations?q=M1+1AE&radius=25&accepts=batteries%2Cphones'));
    await waitFor(() => expect(searches.at(-1)?.searchParams.get('accepts')).toBe('batteries,phones'));

    fireEvent.change(screen.getByLabelText('UK address or postcode'), { target: { value: 'bristol' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find locations' }));
    await waitFor(() => expect(where()).toBe('/locations?q=bristol&radius=25&accepts=batteries%2Cphones'));
  });

  it('says when nothing is within the radius and offers a wider search', async () => {
    searchAnswer = (url) => found(url.searchParams.get('radius') === '50' ? RESULTS : []);
    renderPage('/locations?q=EH1');
    await screen.findByTestId('locations-none');
    expect(status().textContent).toBe('No drop-off points within 10 miles of SW1A 1AA');
    expect(screen.getByRole('heading', { name: 'No drop-off points within 10 miles of SW1A 1AA' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search within 25 miles' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search within 50 miles' }));
    await waitFor(() => expect(where()).toBe('/locations?q=EH1&radius=50'));
    await screen.findByTestId('location-results');
    expect(status().textContent).toBe('2 places within 50 miles of SW1A 1AA');
  });

  it('shows the API’s words for an invalid query and for a place it cannot find, without a toast', async () => {
    searchAnswer = () => refused(400, LOCATION_MESSAGES.invalidQuery);
    renderPage('/locations?q=%21%21');
    const invalid = await screen.findByTestId('locations-invalid');
    expect(invalid.getAttribute('role')).toBe('alert');
    expect(invalid.textContent).toContain(LOCATION_MESSAGES.invalidQuery);
    screen.getByText(/^Check the postcode|^Enter a full postcode/);

    searchAnswer = () => refused(404, LOCATION_MESSAGES.notFound);
    fireEvent.change(screen.getByLabelText('UK address or postcode'), { target: { value: 'Nowhereville' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find locations' }));
    const notFound = await screen.findByTestId('locations-not-found');
    expect(notFound.textContent).toContain(LOCATION_MESSAGES.notFound);
    expect(showApiErrorToast).not.toHaveBeenCalled();
  });

  it('toasts a server failure and offers to try again', async () => {
    searchAnswer = () => refused(500, 'Server error');
    renderPage('/locations?q=Bristol');
    await screen.findByTestId('locations-failed');
    expect(showApiErrorToast).toHaveBeenCalledTimes(1);
    searchAnswer = () => found(RESULTS);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('location-results');
  });

  it('says the locator has no data yet instead of an empty page', async () => {
    statsAnswer = ok({ ...STATS, points: 0, bySource: {}, byKind: {}, updatedAt: null, attribution: [] });
    searchAnswer = () => found([]);
    renderPage('/locations?q=SW1A%201AA');
    const notice = await screen.findByTestId('locations-no-data');
    expect(notice.textContent).toContain('The recycling locator has no places to show yet');
    expect(notice.textContent).toContain('README');
    expect(screen.queryByTestId('locations-none')).toBeNull();
    expect(screen.queryByLabelText('Distance')).toBeNull();
    expect(screen.getByTestId('about-data').textContent).toContain('Nothing has been imported yet.');
  });

  it('asks for a place when there is no query, and searches nothing', async () => {
    renderPage('/locations');
    await screen.findByText('Enter a UK postcode, address or town to search.');
    await waitFor(() => expect(screen.getByTestId('about-data').textContent).toContain('We hold 2'));
    expect(searches).toHaveLength(0);
  });

  it('states the real count from the database, and SPEC’s claim only when it is true', async () => {
    statsAnswer = ok({ ...STATS, points: 37 });
    const first = renderPage('/locations');
    expect((await screen.findByTestId('locations-count')).textContent).toBe(
      '37 drop-off points in England, Scotland and Wales to search.',
    );
    first.unmount();
    statsAnswer = ok({ ...STATS, points: LOCATIONS_CLAIM + 412 });
    renderPage('/locations');
    expect((await screen.findByTestId('locations-count')).textContent).toBe(
      'Over 26,600 drop-off points across the UK to search.',
    );
  });

  it('writes phone numbers the UK way and hours it cannot read as published', async () => {
    searchAnswer = () =>
      found([
        point({
          phone: '+44 (0)161 234 5678; 0800 123 4567',
          openingHours: 'Mo-Fr 09:00-17:00; Sa 10:00-16:00; Su off',
        }),
        point({ id: 'p3', name: 'Odd Hours', openingHours: 'by appointment', phone: 'ask in store' }),
      ]);
    renderPage('/locations?q=M1');
    const [first, second] = within(await screen.findByTestId('location-results')).getAllByRole('article');
    expect(within(first!).getByTestId('location-hours').textContent).toBe(
      'Opening hours: Monday to Friday 9:00–17:00; Saturday 10:00–16:00; closed Sunday',
    );
    const phone = within(first!).getByRole('link', { name: /^Phone/ });
    expect(phone.textContent).toBe('0161 234 5678');
    expect(phone.getAttribute('href')).toBe('tel:+441612345678');
    expect(within(second!).getByTestId('location-hours').textContent).toBe('Opening hours: by appointment');
    expect(within(second!).queryByRole('link', { name: /^Phone/ })).toBeNull();
  });

  it('says plainly that Northern Ireland is not covered, not "check the spelling"', async () => {
    searchAnswer = () => ({
      status: 404,
      body: {
        code: 404,
        message: LOCATION_MESSAGES.northernIreland,
        data: null,
        errors: [{ field: 'q', message: LOCATION_MESSAGES.northernIreland }],
      },
    });
    renderPage('/locations?q=BT1%205GS');
    const notice = await screen.findByTestId('locations-not-covered');
    expect(notice.textContent).toContain('Northern Ireland is not covered yet');
    expect(notice.textContent).toContain('your council’s website');
    expect(notice.textContent).not.toContain('Check the spelling');
    expect(showApiErrorToast).not.toHaveBeenCalled();
  });

  it('says in words that the map has no background when the site has no tiles', async () => {
    renderPage('/locations?q=SW1A%201AA');
    await screen.findByTestId('location-results');
    expect(screen.getByTestId('map-no-tiles').textContent).toContain('no map background');
  });

  describe('Use my location', () => {
    type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
    type Failure = (error: { code: number; PERMISSION_DENIED: number }) => void;
    let ask: (success: Success, failure: Failure) => void;
    const getCurrentPosition = vi.fn((success: Success, failure: Failure) => ask(success, failure));

    beforeEach(() => {
      getCurrentPosition.mockClear();
      Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    });
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'geolocation');
    });

    it('asks the browser only when pressed, then searches from the position', async () => {
      ask = (success) => success({ coords: { latitude: 53.480812, longitude: -2.242631 } });
      searchAnswer = () =>
        found(RESULTS, { query: '53.4810, -2.2430', lat: 53.481, lng: -2.243, label: '53.4810, -2.2430' });
      renderPage('/locations');
      const button = await screen.findByRole('button', { name: 'Use my location' });
      expect(getCurrentPosition).not.toHaveBeenCalled();
      fireEvent.click(button);
      await waitFor(() => expect(where()).toBe('/locations?lat=53.481&lng=-2.243'));
      expect(getCurrentPosition).toHaveBeenCalledTimes(1);
      await screen.findByTestId('location-results');
      expect(searches.at(-1)?.searchParams.toString()).toBe('lat=53.481&lng=-2.243&radius=10');
      expect(status().textContent).toBe('2 places within 10 miles of your location');
      expect(screen.getByRole('heading', { level: 2, name: 'Places near your location' })).toBeTruthy();
    });

    it('says so plainly when the visitor refuses or the browser cannot tell', async () => {
      ask = (_success, failure) => failure({ code: 1, PERMISSION_DENIED: 1 });
      renderPage('/locations');
      fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
      expect((await screen.findByTestId('location-problem')).textContent).toContain(
        'You did not let this site see your location',
      );
      ask = (_success, failure) => failure({ code: 3, PERMISSION_DENIED: 1 });
      fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
      await waitFor(() =>
        expect(screen.getByTestId('location-problem').textContent).toContain('could not be found just now'),
      );
      expect(where()).toBe('/locations');
      expect(searches).toHaveLength(0);
    });

    it('shows the server’s words for a position outside Great Britain', async () => {
      searchAnswer = () => refused(400, LOCATION_MESSAGES.outsideGreatBritain);
      renderPage('/locations?lat=53.35&lng=-6.26');
      const refusal = await screen.findByTestId('locations-invalid');
      expect(refusal.textContent).toContain('outside Great Britain');
      expect(refusal.textContent).toContain('Type a postcode or town in Great Britain instead.');
    });
  });
});
