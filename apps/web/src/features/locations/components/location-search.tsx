import { useId, useState, type FormEvent } from 'react';
import { Button, TextInput } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { LOCATION_LIMITS, ROUTES } from '@recircuit/contract';
import { checkLocationQuery } from '../model/location-query';
import { writeLocationParams, type Position } from '../model/search-params';
import { UseMyLocation } from './use-my-location';
import classes from './location-search.module.css';

export interface LocationSearchProps {
  initialQuery?: string;
  /** On the dark hero banner the label is light. */
  tone?: 'light' | 'dark';
  /** What a checked query does; by default it opens /locations?q=. */
  onSearch?: (query: string) => void;
  /** What "Use my location" does with the position; by default it opens /locations?lat=&lng=. */
  onPosition?: (position: Position) => void;
}

/**
 * A UK postcode, address or town: checked, then searched on /locations?q=. Its words are the
 * `locationSearch` bundle's (`info.banner`), which the home page and /locations both load.
 */
export function LocationSearch({ initialQuery = '', tone = 'dark', onSearch, onPosition }: LocationSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState(initialQuery);
  // Why the box refused the query; said at render time, in the page's language.
  const [error, setError] = useState<'empty' | 'badPostcode' | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkLocationQuery(value);
    if (!check.ok) {
      setError(check.reason);
      return;
    }
    setError(null);
    setValue(check.query);
    if (onSearch) onSearch(check.query);
    else void navigate(`${ROUTES.locations}?q=${encodeURIComponent(check.query)}`);
  };

  const searchFrom = (position: Position) => {
    if (onPosition) onPosition(position);
    else
      void navigate(
        `${ROUTES.locations}?${writeLocationParams({ q: '', position, radius: LOCATION_LIMITS.radiusDefaultMiles, accepts: [] }).toString()}`,
      );
  };

  return (
    <>
      {/* A real GET form: sent before the app runs, it still reaches /locations?q= (docs/rendering.md). */}
      <form
        role="search"
        method="get"
        action={ROUTES.locations}
        aria-label={t('info.banner.label')}
        onSubmit={submit}
        noValidate
        className={classes.locationForm}
      >
        <TextInput
          id={id}
          name="q"
          label={t('info.banner.inputLabel')}
          placeholder={t('info.banner.placeholder')}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            if (error) setError(null);
          }}
          error={error && t(`info.banner.${error}`)}
          autoComplete="postal-code"
          size="md"
          leftSection={<IconMapPin size={18} aria-hidden="true" />}
          className={classes.locationInput}
          classNames={{
            label: tone === 'light' ? classes.lightLabel : undefined,
            error: tone === 'light' ? classes.lightError : undefined,
          }}
          maxLength={100}
        />
        <Button
          type="submit"
          size="md"
          color="leaf.3"
          c="brand.9"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
        >
          {t('info.banner.submit')}
        </Button>
      </form>
      <UseMyLocation tone={tone} onPosition={searchFrom} />
    </>
  );
}
