import { Anchor, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { LocationStats } from '@recircuit/contract';
import { formatDate, formatNumber } from '../../../lib/format';
import classes from './locations.module.css';

const OSM_COPYRIGHT = 'https://www.openstreetmap.org/copyright';

/** A credit line that is OpenStreetMap's: shown once, as the linked line. */
const isOsmCredit = (line: string) => /openstreetmap/i.test(line);

export interface AboutDataProps {
  stats: LocationStats | undefined;
  statsFailed: boolean;
  /** The credit lines the last search answered with (the points' sources and the gazetteer's). */
  searchAttribution: string[] | undefined;
}

/**
 * The credits the data's licences ask for (OpenStreetMap's linked, the Ordnance Survey's as the
 * API words them) and a small "About this data" disclosure with the locator's own figures.
 */
export function AboutData({ stats, statsFailed, searchAttribution }: AboutDataProps) {
  const { t } = useTranslation();
  const lines = [...new Set([...(searchAttribution ?? []), ...(stats?.attribution ?? [])])].filter(
    (line) => !isOsmCredit(line),
  );
  const sources = Object.entries(stats?.bySource ?? {}).filter(([, count]) => count > 0);

  return (
    <section className={classes.about} aria-labelledby="locations-credits">
      <Text component="h2" id="locations-credits" size="sm" fw={600}>
        {t('locations.about.credits')}
      </Text>
      <ul className={classes.credits} data-testid="locations-credits">
        <li>
          <Anchor href={OSM_COPYRIGHT} size="sm" target="_blank" rel="noopener noreferrer">
            {t('locations.about.osm')}
          </Anchor>
        </li>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <details data-testid="about-data">
        <summary>{t('locations.about.summary')}</summary>
        <div className={classes.aboutBody}>
          {stats ? (
            <>
              <p>{t('locations.about.points', { count: stats.points, formatted: formatNumber(stats.points) })}</p>
              {sources.length > 0 ? (
                <div>
                  <p>{t('locations.about.bySource')}</p>
                  <ul>
                    {sources.map(([source, count]) => (
                      <li key={source}>{t('locations.about.source', { source, formatted: formatNumber(count) })}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <p>
                {stats.updatedAt
                  ? t('locations.about.updated', { date: formatDate(stats.updatedAt) })
                  : t('locations.about.never')}
              </p>
            </>
          ) : statsFailed ? (
            <p>{t('locations.about.unavailable')}</p>
          ) : null}
          <p>{t('locations.about.accepts')}</p>
        </div>
      </details>
    </section>
  );
}
