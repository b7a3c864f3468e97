import { lazy, Suspense, useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { Alert, Button, Container, Group, Loader, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconMapSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCATION_LIMITS, type LocationAccepts, type LocationSearchResult, type SiteInfo } from '@recircuit/contract';
import { isApiError } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { useLocationStats } from '../api/get-location-stats';
import { isSearchRefusal, useLocationSearch } from '../api/search-locations';
import {
  readLocationParams,
  WIDER_RADII,
  writeLocationParams,
  type LocationSearchParams,
} from '../model/search-params';
import { AboutData } from './about-data';
import { LocationCard } from './location-card';
import { LocationFilters } from './location-filters';
import { LocationSearch } from './location-search';
import classes from './locations.module.css';

// Leaflet and its CSS load only here, after the list: never part of another page's first load.
const LocationMap = lazy(() => import('./location-map'));

export interface LocationsPageProps {
  /** The site's map tiles (GET /site), null for a map of the points alone. */
  mapTiles: SiteInfo['mapTiles'];
}

/**
 * /locations?q=&radius=&accepts=: the nearest drop-off points for electricals. The URL holds
 * the search, so a reload or a shared link shows the same; the list is the page, the map an
 * addition to it.
 */
export function LocationsPage({ mapTiles }: LocationsPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readLocationParams(params), [params]);
  const stats = useLocationStats();
  const found = useLocationSearch(search);
  const [selection, setSelection] = useState<{ id: string; at: number } | null>(null);
  const mapColumn = useRef<HTMLDivElement>(null);

  const update = useCallback(
    (next: Partial<LocationSearchParams>, replace: boolean) => {
      setSelection(null);
      setParams(writeLocationParams({ ...search, ...next }), { replace, preventScrollReset: true });
    },
    [search, setParams],
  );

  const showOnMap = useCallback((id: string) => {
    setSelection((previous) => ({ id, at: (previous?.at ?? 0) + 1 }));
    const box = mapColumn.current?.getBoundingClientRect();
    if (box && (box.top < 0 || box.bottom > window.innerHeight)) {
      mapColumn.current?.scrollIntoView({ block: box.top < 0 ? 'start' : 'nearest' });
    }
  }, []);

  const noData = stats.data?.points === 0;
  const miles = (count: number) => t('locations.miles', { count, distance: formatNumber(count) });
  const answer = search.q ? found.data : undefined;
  const current = answer && !found.isPlaceholderData ? answer : undefined;

  // Announced on every change; shown only when no heading below says the same.
  let status = '';
  let statusShown = true;
  if (noData) {
    status = t('locations.empty.title');
    statusShown = false;
  } else if (search.q && found.isFetching) {
    status = answer ? t('locations.status.updating') : t('locations.status.searching', { query: search.q });
  } else if (current) {
    const place = current.origin.label;
    const count = current.results.length;
    // A full page of answers may leave more places inside the radius: it is the nearest so many.
    const key = count >= LOCATION_LIMITS.limitDefault ? 'locations.status.nearest' : 'locations.status.found';
    status =
      count > 0
        ? t(key, { count, radius: miles(search.radius), place })
        : t('locations.status.none', { radius: miles(search.radius), place });
    statusShown = current.results.length > 0;
  }

  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('locations.title')}</Title>
      <Text className={classes.lead} mt="md" mb="lg">
        {t('locations.lead')}
      </Text>
      {/* A new query remounts the box, so it shows what was searched. */}
      <LocationSearch key={search.q} initialQuery={search.q} onSearch={(q) => update({ q }, false)} />
      {noData ? null : (
        <LocationFilters
          radius={search.radius}
          accepts={search.accepts}
          onRadiusChange={(radius) => update({ radius }, true)}
          onAcceptsChange={(accepts) => update({ accepts }, true)}
        />
      )}

      <p role="status" className={statusShown ? classes.status : 'visually-hidden'} data-testid="locations-status">
        {status}
      </p>

      {noData ? (
        <NoData />
      ) : !search.q ? (
        <Text c="dimmed">{t('locations.prompt')}</Text>
      ) : found.isError && !answer ? (
        <SearchProblem error={found.error} onRetry={() => void found.refetch()} />
      ) : answer ? (
        answer.results.length === 0 ? (
          <NothingNear
            answer={answer}
            radius={search.radius}
            accepts={search.accepts}
            onWider={(radius) => update({ radius }, false)}
            onClearFilters={() => update({ accepts: [] }, false)}
          />
        ) : (
          <Results
            answer={answer}
            radius={search.radius}
            busy={found.isFetching}
            mapTiles={mapTiles}
            selection={selection}
            mapColumn={mapColumn}
            onShowOnMap={showOnMap}
          />
        )
      ) : found.isFetching ? (
        <Group gap="sm" mt="md">
          <Loader size="sm" aria-hidden="true" />
          <Text c="dimmed">{t('locations.status.searching', { query: search.q })}</Text>
        </Group>
      ) : null}

      <AboutData stats={stats.data} statsFailed={stats.isError} searchAttribution={current?.attribution} />
    </Container>
  );
}

function Results({
  answer,
  radius,
  busy,
  mapTiles,
  selection,
  mapColumn,
  onShowOnMap,
}: {
  answer: LocationSearchResult;
  radius: number;
  busy: boolean;
  mapTiles: SiteInfo['mapTiles'];
  selection: { id: string; at: number } | null;
  mapColumn: RefObject<HTMLDivElement | null>;
  onShowOnMap: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="locations-results" aria-busy={busy} className={busy ? classes.busy : undefined}>
      <Title order={2} size="h3" id="locations-results">
        {t('locations.resultsTitle', { place: answer.origin.label })}
      </Title>
      <div className={classes.layout}>
        <ol className={classes.list} data-testid="location-results">
          {answer.results.map((location, index) => (
            <li key={location.id}>
              <LocationCard location={location} position={index + 1} onShowOnMap={onShowOnMap} />
            </li>
          ))}
        </ol>
        <div ref={mapColumn} className={classes.mapColumn}>
          <section aria-label={t('locations.map.label')}>
            <Text size="sm" c="dimmed" mb="xs">
              {t('locations.map.note')}
            </Text>
            <Suspense
              fallback={
                <div className={`${classes.map} ${classes.mapFallback}`}>
                  <Text size="sm">{t('locations.map.loading')}</Text>
                </div>
              }
            >
              <LocationMap
                origin={answer.origin}
                results={answer.results}
                radiusMiles={radius}
                tiles={mapTiles}
                selection={selection}
                originLabel={t('locations.map.origin', { place: answer.origin.label })}
              />
            </Suspense>
          </section>
        </div>
      </div>
    </section>
  );
}

function NothingNear({
  answer,
  radius,
  accepts,
  onWider,
  onClearFilters,
}: {
  answer: LocationSearchResult;
  radius: number;
  accepts: LocationAccepts[];
  onWider: (radius: number) => void;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  const wider = WIDER_RADII.filter((miles) => miles > radius);
  return (
    <div className={classes.notice} data-testid="locations-none">
      <Title order={2} size="h4">
        {t('locations.none.title', {
          radius: t('locations.miles', { count: radius, distance: formatNumber(radius) }),
          place: answer.origin.label,
        })}
      </Title>
      {wider.length > 0 || accepts.length > 0 ? (
        <>
          <Text mt="xs">{t('locations.none.body')}</Text>
          <Group gap="sm" mt="sm">
            {wider.map((miles) => (
              <Button key={miles} variant="light" onClick={() => onWider(miles)}>
                {t('locations.none.wider', { count: miles })}
              </Button>
            ))}
            {accepts.length > 0 ? (
              <Button variant="default" onClick={onClearFilters}>
                {t('locations.none.clearFilters')}
              </Button>
            ) : null}
          </Group>
        </>
      ) : (
        <Text mt="xs">{t('locations.none.farthest')}</Text>
      )}
    </div>
  );
}

function SearchProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isSearchRefusal(error) && isApiError(error)) {
    const notFound = error.status === 404;
    return (
      <Alert
        mt="md"
        color="red"
        variant="light"
        classNames={{ title: classes.problemTitle }}
        icon={<IconAlertCircle aria-hidden="true" />}
        title={error.serverMessage ?? error.message}
        data-testid={notFound ? 'locations-not-found' : 'locations-invalid'}
      >
        {t(notFound ? 'locations.notFound.hint' : 'locations.invalid.hint')}
      </Alert>
    );
  }
  return (
    <Alert
      mt="md"
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={t('locations.failed.title')}
      classNames={{ title: classes.problemTitle }}
      data-testid="locations-failed"
    >
      <Button mt="xs" variant="light" color="red" onClick={onRetry}>
        {t('locations.failed.retry')}
      </Button>
    </Alert>
  );
}

function NoData() {
  const { t } = useTranslation();
  return (
    <div className={classes.notice} data-testid="locations-no-data">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconMapSearch size={28} aria-hidden="true" color="var(--mantine-color-brand-7)" />
        <div>
          <Title order={2} size="h4">
            {t('locations.empty.title')}
          </Title>
          <Text mt="xs">{t('locations.empty.body')}</Text>
          <Text mt="sm" size="sm" c="dimmed">
            {t('locations.empty.hint')}
          </Text>
        </div>
      </Group>
    </div>
  );
}
