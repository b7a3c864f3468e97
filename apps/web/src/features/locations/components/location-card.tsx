import { useId } from 'react';
import { Anchor, Badge, Button, Title } from '@mantine/core';
import {
  IconCheck,
  IconCircleCheck,
  IconClock,
  IconHelpCircle,
  IconMap,
  IconMapPin,
  IconPhone,
  IconRoute,
  IconWorld,
} from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { DEFAULT_LANGUAGE, describeOpeningHours, isLanguage, type LocationResult } from '@recircuit/contract';
import { formatNumber } from '../../../lib/format';
import { formatUkPhone, ukPhoneHref } from '../../../lib/uk-phone';
import { acceptsOf, directionsUrl, roundMiles, websiteUrl } from '../model/location-view';
import classes from './locations.module.css';

export interface LocationCardProps {
  location: LocationResult;
  /** Its place in the list, from 1: the same number as its marker's tooltip. */
  position: number;
  /** Absent when there is no map to show it on. */
  onShowOnMap?: (id: string) => void;
}

/** "0.4 miles": one decimal place, in the page's language. */
export function useMiles() {
  const { t } = useTranslation();
  return (miles: number) => {
    const rounded = roundMiles(miles);
    return t('locations.miles', { count: rounded, distance: formatNumber(rounded, { maximumFractionDigits: 1 }) });
  };
}

/** One drop-off point of the results: what it is, where, when, what it takes, and ways to get there. */
export function LocationCard({ location, position, onShowOnMap }: LocationCardProps) {
  const { t, i18n } = useTranslation();
  const miles = useMiles();
  const headingId = useId();
  const { confirmed, usually } = acceptsOf(location);
  const website = websiteUrl(location.website);
  const phoneLink = ukPhoneHref(location.phone);
  const phone = formatUkPhone(location.phone);
  // OpenStreetMap's "Mo-Fr 09:00-17:00" in the visitor's words; text it cannot read stays as published.
  const hours = describeOpeningHours(
    location.openingHours,
    isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE,
  );
  const address = [location.address, location.postcode].filter(Boolean).join(', ');

  return (
    <article className={classes.card} aria-labelledby={headingId} data-location-id={location.id}>
      <div className={classes.cardHead}>
        <span className={classes.number} aria-hidden="true">
          {position}
        </span>
        <Title order={3} size="h4" id={headingId}>
          {location.name}
        </Title>
        <span className={classes.distance} data-testid="location-distance">
          {miles(location.distanceMiles)}
        </span>
      </div>
      <div className={classes.facts}>
        <div className={classes.fact}>
          <IconMapPin size={16} aria-hidden="true" />
          <span>
            <span>{t(`locations.kind.${location.kind}`)}</span>
            {address ? (
              <>
                <br />
                <span>{address}</span>
              </>
            ) : null}
          </span>
        </div>
        <div className={classes.fact}>
          <IconClock size={16} aria-hidden="true" />
          <span className={classes.hours}>
            {hours ? (
              <span data-testid="location-hours">{t('locations.card.hoursLine', { hours })}</span>
            ) : (
              <span>{t('locations.card.hoursUnknown')}</span>
            )}
            {location.openNow === true ? (
              <Badge color="brand.7" variant="filled" size="sm" tt="none" data-testid="open-now">
                {t('locations.card.openNow')}
              </Badge>
            ) : location.openNow === false ? (
              <Badge color="gray.7" variant="filled" size="sm" tt="none" data-testid="open-now">
                {t('locations.card.closedNow')}
              </Badge>
            ) : null}
          </span>
        </div>
      </div>

      {confirmed.length > 0 ? (
        <div className={classes.acceptGroup} data-testid="accepts-confirmed">
          <p className={classes.acceptHead}>
            <IconCircleCheck size={18} aria-hidden="true" color="var(--mantine-color-brand-7)" />
            <span>
              {t('locations.card.confirmed')} <small>({t('locations.card.confirmedHint')})</small>
            </span>
          </p>
          <ul className={classes.tags}>
            {confirmed.map((value) => (
              <li key={value} className={`${classes.tag} ${classes.confirmed}`}>
                <IconCheck size={14} aria-hidden="true" />
                {t(`locations.accepts.${value}`)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {usually.length > 0 ? (
        <div className={classes.acceptGroup} data-testid="accepts-usually">
          <p className={classes.acceptHead}>
            <IconHelpCircle size={18} aria-hidden="true" />
            <span>
              {t('locations.card.usually', { kinds: t(`locations.kindPlural.${location.kind}`) })}{' '}
              <small>({t('locations.card.usuallyHint')})</small>
            </span>
          </p>
          <ul className={classes.tags}>
            {usually.map((value) => (
              <li key={value} className={`${classes.tag} ${classes.usually}`}>
                {t(`locations.accepts.${value}`)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {confirmed.length === 0 && usually.length === 0 ? (
        <p className={classes.acceptHead}>{t('locations.card.acceptsUnknown')}</p>
      ) : null}

      <div className={classes.actions}>
        <Anchor
          href={directionsUrl(location)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('locations.card.directionsName', { name: location.name })}
        >
          <IconRoute size={16} aria-hidden="true" />
          {t('locations.card.directions')}
        </Anchor>
        {website ? (
          <Anchor
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('locations.card.websiteName', { name: location.name })}
          >
            <IconWorld size={16} aria-hidden="true" />
            {t('locations.card.website')}
          </Anchor>
        ) : null}
        {phoneLink && phone ? (
          <Anchor href={phoneLink} aria-label={t('locations.card.phoneName', { name: location.name, phone })}>
            <IconPhone size={16} aria-hidden="true" />
            {phone}
          </Anchor>
        ) : null}
        {onShowOnMap ? (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconMap size={16} aria-hidden="true" />}
            onClick={() => onShowOnMap(location.id)}
            aria-label={t('locations.card.showOnMapName', { name: location.name })}
          >
            {t('locations.card.showOnMap')}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
