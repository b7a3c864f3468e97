import { useCallback, useMemo, useRef, useState } from 'react';
import { Container, Group, Loader, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { LOCATION_LIMITS, type SiteInfo } from '@recircuit/contract';
import { formatNumber } from '../../../lib/format';
import { shownLocationCount } from '../../../lib/location-count';
import { useLocationStats } from '../api/get-location-stats';
import { useLocationSearch } from '../api/search-locations';
import { hasSearch, readLocationParams, writeLocationParams, type LocationSearchParams } from '../model/search-params';
import { AboutData } from './about-data';
import { LocationFilters } from './location-filters';
import { LocationSearch } from './location-search';
import { useAnswerParts } from './answer-parts';
import { NoData } from './no-data';
import classes from './locations.module.css';

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
  const size = shownLocationCount(stats.data?.points);
  const miles = (count: number) => t('locations.miles', { count, distance: formatNumber(count) });
  const searching = hasSearch(search);
  // An answer counts once the parts that show it are here, so the status never names places not yet listed.
  const parts = useAnswerParts(searching);
  const partsLoaded = parts !== null;
  const byPosition = search.position !== undefined;
  const positionLabel = t('locations.position.label');
  // A search from the visitor's position is "your location" in every sentence, not its coordinates.
  const answer = useMemo(() => {
    const data = searching && partsLoaded ? found.data : undefined;
    return data && byPosition ? { ...data, origin: { ...data.origin, label: positionLabel } } : data;
  }, [searching, partsLoaded, byPosition, found.data, positionLabel]);
  const current = answer && !found.isPlaceholderData ? answer : undefined;
  const searchingWords = byPosition
    ? t('locations.position.searching')
    : t('locations.status.searching', { query: search.q });

  // Announced on every change; shown only when no heading below says the same.
  let status = '';
  let statusShown = true;
  if (noData) {
    status = t('locations.empty.title');
    statusShown = false;
  } else if (searching && (found.isFetching || !partsLoaded)) {
    status = answer ? t('locations.status.updating') : searchingWords;
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
        {size ? (
          <>
            {' '}
            <span data-testid="locations-count">
              {size.over
                ? t('locations.countClaim', { formatted: formatNumber(size.count) })
                : t('locations.count', { count: size.count, formatted: formatNumber(size.count) })}
            </span>
          </>
        ) : null}
      </Text>
      {/* A new query remounts the box, so it shows what was searched. */}
      <LocationSearch
        key={search.q}
        initialQuery={search.q}
        onSearch={(q) => update({ q, position: undefined }, false)}
        onPosition={(position) => update({ q: '', position }, false)}
      />
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
      ) : !searching ? (
        <Text c="dimmed">{t('locations.prompt')}</Text>
      ) : parts && found.isError && !answer ? (
        <parts.SearchProblem error={found.error} byPosition={byPosition} onRetry={() => void found.refetch()} />
      ) : parts && answer ? (
        answer.results.length === 0 ? (
          <parts.NothingNear
            answer={answer}
            radius={search.radius}
            accepts={search.accepts}
            onWider={(radius) => update({ radius }, false)}
            onClearFilters={() => update({ accepts: [] }, false)}
          />
        ) : (
          <parts.LocationResults
            answer={answer}
            radius={search.radius}
            busy={found.isFetching}
            byPosition={byPosition}
            mapTiles={mapTiles}
            selection={selection}
            mapColumn={mapColumn}
            onShowOnMap={showOnMap}
          />
        )
      ) : found.isFetching || !partsLoaded ? (
        <Group gap="sm" mt="md">
          <Loader size="sm" aria-hidden="true" />
          <Text c="dimmed">{searchingWords}</Text>
        </Group>
      ) : null}

      <AboutData stats={stats.data} statsFailed={stats.isError} searchAttribution={current?.attribution} />
    </Container>
  );
}
