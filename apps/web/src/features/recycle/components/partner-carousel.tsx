import { Image, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_ITEM_WIDTH } from '@recircuit/contract';
import { Carousel } from '../../../components/ui/carousel';
import { usePartners } from '../api/get-partners';

/** The rare page shows 5 partner logos. */
export const CAROUSEL_PARTNERS = 5;

/** The specialist partners' logos on /recycle/rare. */
export function PartnerCarousel() {
  const { t } = useTranslation();
  const partners = usePartners('specialist');
  const items = (partners.data ?? []).slice(0, CAROUSEL_PARTNERS).map((partner) => ({
    key: partner.partnerId,
    content: (
      <Paper withBorder radius="md" p="sm" mx={6} h={140}>
        <Stack gap={6} align="center" justify="center" h="100%">
          <Image src={partner.logoUrl} alt="" h={64} w="auto" fit="contain" />
          <Text size="sm" fw={600} ta="center" lineClamp={2}>
            {partner.name}
          </Text>
        </Stack>
      </Paper>
    ),
  }));
  if (!items.length) return null;
  return (
    <Carousel
      items={items}
      itemWidth={CAROUSEL_ITEM_WIDTH}
      intervalMs={CAROUSEL_INTERVAL_MS}
      labels={{
        region: t('recycle.rare.carousel'),
        regionRole: t('recycle.rare.carouselRole'),
        slideRole: t('recycle.rare.slideRole'),
        previous: t('recycle.rare.previous'),
        next: t('recycle.rare.next'),
        pause: t('recycle.rare.pause'),
        play: t('recycle.rare.play'),
        slide: (index, count) => t('recycle.rare.slide', { index, count }),
      }}
    />
  );
}
