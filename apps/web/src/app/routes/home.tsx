import { Text } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { useScrollToHashOnMount } from '../../lib/use-scroll-to-hash';
import { HomeHero } from '../../features/home/components/home-hero';
import { ServiceSection } from '../../features/home/components/service-section';
import { WaysSection } from '../../features/home/components/ways-section';
import { InFocus } from '../../features/home/components/in-focus';
import { ImpactCta } from '../../features/home/components/impact-cta';
import { HOME_ARTICLES_ID, HomeArticles } from '../../features/home/components/home-articles';
import { LocationSearch } from '../../features/locations/components/location-search';
import { usePageHead } from '../page-head';
import { SubscriptionForm } from '../../features/subscription/components/subscription-form';
import { SubscriptionOutcomeNotice } from '../../features/subscription/components/subscription-outcome';
import { EmailConfirmationNotice } from '../../features/account/components/email-confirmation-notice';
import { formatNumber } from '../../lib/format';
import { shownLocationCount } from '../../lib/location-count';
import { locationStatsQueryOptions, useLocationStats } from '../../features/locations/api/get-location-stats';
import { articlesQueryOptions } from '../../features/articles/api/get-articles';
import { prefetch, type LoaderArgs } from '../route-data';
import { HydrateApart } from '../../components/ui/hydrate-apart';
import { lazyNear } from '../../components/ui/lazy-near';
import type { ArticleGridProps } from '../../features/articles/components/article-grid';

export const loader = ({ context }: LoaderArgs) =>
  prefetch(context, locationStatsQueryOptions(), articlesQueryOptions());

/** The article the 'Calculate your impact' button opens, left out of the three cards below it. */
const CALCULATOR_ARTICLE = 4;

// The cards near the foot of the page: their code (shared with /articles) loads as the visitor comes near them.
const ArticleGrid = lazyNear<ArticleGridProps>(HOME_ARTICLES_ID, () =>
  import('../../features/articles/components/article-grid').then(({ ArticleGrid: Grid }) => ({ default: Grid })),
);

/**
 * `/`: the banner with the location search, the Service section, the in-focus block, the
 * four ways, the impact calculator's way in, three articles and the email subscription.
 */
export function Component() {
  const { t } = useTranslation();
  useScrollToHashOnMount();
  usePageHead({ image: '/icon-512.png' });
  // The locator's real size, from the database (rendered on the server with the page).
  const locations = shownLocationCount(useLocationStats().data?.points);
  return (
    <>
      <SubscriptionOutcomeNotice />
      <EmailConfirmationNotice />
      <HomeHero
        locations={locations}
        search={
          <>
            <LocationSearch tone="light" />
            {locations ? (
              <Text mt="xs" c="#e3f5ea" size="sm" data-testid="locations-claim">
                {locations.over
                  ? t('info.banner.claim', { count: formatNumber(locations.count) })
                  : t('info.banner.count', { count: locations.count, formatted: formatNumber(locations.count) })}
              </Text>
            ) : null}
          </>
        }
      />
      {/* Each section hydrates apart: the page is long (docs/rendering.md). */}
      <HydrateApart>
        <ServiceSection />
      </HydrateApart>
      <HydrateApart>
        <InFocus />
      </HydrateApart>
      <HydrateApart>
        <WaysSection />
      </HydrateApart>
      <HydrateApart>
        <ImpactCta />
      </HydrateApart>
      <HydrateApart>
        <HomeArticles>
          {/* A boundary of its own: the section's heading and link hydrate while the cards wait to come near. */}
          <HydrateApart>
            <ArticleGrid limit={3} exclude={CALCULATOR_ARTICLE} />
          </HydrateApart>
        </HomeArticles>
      </HydrateApart>
      <HydrateApart>
        <SubscriptionForm />
      </HydrateApart>
    </>
  );
}
