import { lazy, Suspense, type RefObject } from 'react';
import { Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { LocationSearchResult, SiteInfo } from '@recircuit/contract';
import { LocationCard } from './location-card';
import classes from './locations.module.css';

// Leaflet and its CSS load only here, after the list: never part of another page's first load.
const LocationMap = lazy(() => import('./location-map'));

/** The answer: the list of places (the page's primary view) beside the map. */
export function LocationResults({
  answer,
  radius,
  busy,
  byPosition,
  mapTiles,
  selection,
  mapColumn,
  onShowOnMap,
}: {
  answer: LocationSearchResult;
  radius: number;
  busy: boolean;
  /** A search from the visitor's position: its title and the map's origin say "your location". */
  byPosition: boolean;
  mapTiles: SiteInfo['mapTiles'];
  selection: { id: string; at: number } | null;
  mapColumn: RefObject<HTMLDivElement | null>;
  onShowOnMap: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="locations-results" aria-busy={busy} className={busy ? classes.busy : undefined}>
      <Title order={2} size="h3" id="locations-results">
        {byPosition
          ? t('locations.position.resultsTitle')
          : t('locations.resultsTitle', { place: answer.origin.label })}
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
            {/* Without tiles the map is dots on a plain ground: it says so, so no one waits for streets. */}
            {mapTiles ? (
              <Text size="sm" c="dimmed" mb="xs">
                {t('locations.map.note')}
              </Text>
            ) : (
              <Text size="sm" mb="xs" className={classes.noTilesNote} data-testid="map-no-tiles">
                {t('locations.map.noTiles')}
              </Text>
            )}
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
                originLabel={
                  byPosition
                    ? t('locations.position.origin')
                    : t('locations.map.origin', { place: answer.origin.label })
                }
              />
            </Suspense>
          </section>
        </div>
      </div>
    </section>
  );
}
