import { useId } from 'react';
import { Chip, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { LOCATION_ACCEPTS, type LocationAccepts } from '@recircuit/contract';
import { radiusChoices } from '../model/search-params';
import classes from './locations.module.css';

export interface LocationFiltersProps {
  radius: number;
  accepts: LocationAccepts[];
  onRadiusChange: (radius: number) => void;
  onAcceptsChange: (accepts: LocationAccepts[]) => void;
}

/** The distance and "takes" filters; each change searches again at once. */
export function LocationFilters({ radius, accepts, onRadiusChange, onAcceptsChange }: LocationFiltersProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div className={classes.filters} role="group" aria-label={t('locations.filters.label')}>
      <NativeSelect
        className={classes.radius}
        label={t('locations.filters.radius')}
        value={String(radius)}
        onChange={(event) => onRadiusChange(Number(event.currentTarget.value))}
        data={radiusChoices(radius).map((miles) => ({
          value: String(miles),
          label: t('locations.filters.radiusOption', { count: miles }),
        }))}
      />
      <fieldset className={classes.accepts} aria-describedby={hintId}>
        <legend>{t('locations.filters.accepts')}</legend>
        <Text id={hintId} size="xs" c="dimmed">
          {t('locations.filters.acceptsHint')}
        </Text>
        <Chip.Group
          multiple
          value={accepts}
          onChange={(values) =>
            onAcceptsChange(LOCATION_ACCEPTS.filter((entry) => (values as string[]).includes(entry)))
          }
        >
          <div className={classes.chips}>
            {LOCATION_ACCEPTS.map((value) => (
              <Chip key={value} value={value} size="sm" color="brand.7" variant="outline">
                {t(`locations.accepts.${value}`)}
              </Chip>
            ))}
          </div>
        </Chip.Group>
      </fieldset>
    </div>
  );
}
