import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@recircuit/contract';
import { ComingSoon, type ComingSoonLink } from '../components/ui/coming-soon';
import type enGB from '../locales/en-GB.json';
import type { PageKey } from './route-handle';

type ComingSoonPageKey = {
  [K in PageKey]: 'soon' extends keyof (typeof enGB)['pages'][K] ? K : never;
}[PageKey];

/** A page whose content a later release builds: its real title, what is coming, and where to go meanwhile. */
export function ComingSoonPage({ page, embedded = false }: { page: ComingSoonPageKey; embedded?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links: ComingSoonLink[] = [
    { to: ROUTES.home, label: t('links.home') },
    { to: ROUTES.recycleNow, label: t('links.recycleNow') },
    { to: ROUTES.dataService, label: t('links.dataService') },
    { to: ROUTES.articles, label: t('links.articles') },
    { to: ROUTES.about, label: t('links.about') },
  ].filter((link) => link.to !== pathname);

  return (
    <ComingSoon
      title={t(`pages.${page}.title`)}
      body={t(`pages.${page}.soon`)}
      badge={t('common.comingSoon')}
      linksLabel={t('common.usefulPlaces')}
      links={links.slice(0, 4)}
      embedded={embedded}
    />
  );
}
