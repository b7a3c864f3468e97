import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Loader, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import {
  describeOpeningHours,
  isLanguage,
  DEFAULT_LANGUAGE,
  type DeviceOrderKind,
  type Quote,
} from '@recircuit/contract';
import { formatMoney, formatNumber } from '../../../lib/format';
import { usePartners } from '../api/get-partners';
import {
  BY_POST,
  milesOf,
  nearOf,
  placeKindFor,
  placeOptions,
  sortedPayouts,
  type PlaceChoice,
  type PlaceOption,
} from '../model/places';
import classes from './recycle.module.css';

export interface PlacePickerProps {
  kind: DeviceOrderKind;
  /** A current device's partner offers from its quote: only those partners are listed, each with its amount. */
  offers?: Quote['partnerOffers'];
  /** The chosen radio value: a partner's id, or `BY_POST`. */
  value: string | null;
  onChange: (choice: PlaceChoice) => void;
  /** Shown under the choices when Submit was pressed without one. */
  error?: string;
}

/**
 * Where the device goes, chosen before submitting (docs/product.md, "Hand-in places"): one radio card per place with
 * its amount (current devices), how it pays, address, opening hours in words, open now, and its distance once the
 * owner gives a postcode (which sorts the list nearest first); and one more, by post to the hub ("Hand-in by post").
 */
export function PlacePicker({ kind, offers, value, onChange, error }: PlacePickerProps) {
  const { t } = useTranslation();
  const [postcode, setPostcode] = useState('');
  const [near, setNear] = useState<string | undefined>(undefined);
  const partners = usePartners(placeKindFor(kind), near);
  const options = partners.data ? placeOptions(partners.data, offers) : null;

  const sortByDistance = (event: FormEvent) => {
    event.preventDefault();
    setNear(nearOf(postcode));
  };
  const nearFailed = Boolean(near) && partners.isError;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t(`recycle.places.title.${kind}`)}
          </Title>
          <Text>{t(`recycle.places.intro.${kind}`)}</Text>
        </Stack>
        <form onSubmit={sortByDistance} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('recycle.places.postcode')}
              description={t('recycle.places.postcodeHint')}
              autoComplete="postal-code"
              maxLength={10}
              value={postcode}
              onChange={(event) => setPostcode(event.currentTarget.value)}
              error={nearFailed ? t('recycle.places.postcodeNotFound') : undefined}
              style={{ flex: '1 1 12rem' }}
            />
            <Button type="submit" variant="light" loading={partners.isFetching && Boolean(near)}>
              {t('recycle.places.sort')}
            </Button>
          </Group>
        </form>
        <Radio.Group
          value={value ?? ''}
          onChange={(chosen) => {
            const option = chosen === BY_POST ? BY_POST : options?.find((entry) => entry.partnerId === chosen);
            if (option) onChange(option);
          }}
          label={t(`recycle.places.legend.${kind}`)}
          error={error}
          required
          name={`place-${kind}`}
        >
          <Stack gap="sm" mt="xs">
            {options === null ? (
              partners.isError && !near ? (
                <Group gap="sm">
                  <Text>{t('recycle.places.failed')}</Text>
                  <Button variant="light" size="xs" onClick={() => void partners.refetch()}>
                    {t('recycle.retry')}
                  </Button>
                </Group>
              ) : (
                <Loader aria-label={t('common.loading')} />
              )
            ) : options.length === 0 ? (
              <Text data-testid="no-places">{t(`recycle.places.none.${kind}`)}</Text>
            ) : (
              <Stack gap="sm" data-testid="place-options">
                {options.map((option) => (
                  <PlaceCard key={option.partnerId} option={option} checked={option.partnerId === value} />
                ))}
              </Stack>
            )}
            <PostCard kind={kind} checked={value === BY_POST} />
          </Stack>
        </Radio.Group>
      </Stack>
    </Paper>
  );
}

/** Beside the places: a free postage label to the hub, which pays a sold device by bank transfer once inspected. */
function PostCard({ kind, checked }: { kind: DeviceOrderKind; checked: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={classes.placeCard}
      data-checked={checked || undefined}
      data-testid="place-post"
    >
      <Radio
        value={BY_POST}
        label={<span className={classes.placeName}>{t('recycle.places.post.name')}</span>}
        description={<span className={classes.placeFacts}>{t(`recycle.places.post.${kind}`)}</span>}
      />
    </Paper>
  );
}

function PlaceCard({ option, checked }: { option: PlaceOption; checked: boolean }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const hours = describeOpeningHours(option.openingHours, language);
  const payouts = sortedPayouts(option.payoutMethods).map((method) => t(`recycle.payout.${method}`));
  const name = option.demo && !option.name.endsWith('(demo)') ? `${option.name} (demo)` : option.name;
  const label =
    option.offer !== null ? t('recycle.places.withOffer', { name, amount: formatMoney(option.offer) }) : name;

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={classes.placeCard}
      data-checked={checked || undefined}
      data-partner-id={option.partnerId}
    >
      <Radio
        value={option.partnerId}
        label={<span className={classes.placeName}>{label}</span>}
        description={
          <span className={classes.placeFacts}>
            {payouts.length && option.kind !== 'drop-off' && option.kind !== 'charity' ? (
              <span>
                {t('recycle.places.pays', {
                  methods: new Intl.ListFormat(language, { type: 'disjunction' }).format(payouts),
                })}
              </span>
            ) : null}
            <span>{[option.address, option.postcode].filter(Boolean).join(', ')}</span>
            <span>{hours ?? t('recycle.places.hoursUnknown')}</span>
            {option.distanceKm !== null ? (
              <span data-testid="place-distance">
                {t('recycle.places.distance', {
                  distance: formatNumber(milesOf(option.distanceKm), { maximumFractionDigits: 1 }),
                })}
              </span>
            ) : null}
          </span>
        }
      />
      {option.openNow !== null ? (
        <Badge mt="xs" ml={32} variant="light" color={option.openNow ? 'brand' : 'gray'}>
          {option.openNow ? t('recycle.places.openNow') : t('recycle.places.closedNow')}
        </Badge>
      ) : null}
    </Paper>
  );
}
