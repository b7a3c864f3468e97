import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { DEFAULT_LANGUAGE, describeOpeningHours, isLanguage, type Hub } from '@recircuit/contract';

/**
 * The hub's postal address and its opening hours in words (from the settings), where a device is
 * posted: for the data service and for a device order sent by post. The labels come from the
 * feature's own words.
 */
export function HubAddress({ hub, addressLabel, hoursLabel }: { hub: Hub; addressLabel: string; hoursLabel: string }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const hours = describeOpeningHours(hub.openingHours, language) ?? hub.openingHours;
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {addressLabel}
        </Text>
        <Text component="address" fs="normal" data-testid="hub-address">
          {[hub.name, ...hub.addressLines, hub.postcode].map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
        </Text>
      </Stack>
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {hoursLabel}
        </Text>
        <Text data-testid="hub-hours">{hours}</Text>
      </Stack>
    </Group>
  );
}
