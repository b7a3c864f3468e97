import { useTranslation } from '../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';

export interface NavItem {
  key: 'service' | 'articles' | 'about' | 'recycleNow' | 'dataService' | 'locations' | 'myOrders';
  to: string;
  label: string;
}

/** SPEC.md's three links of the header, the mobile menu and the footer. */
export function useNavItems(): NavItem[] {
  const { t } = useTranslation();
  return [
    { key: 'service', to: ROUTES.serviceSection, label: t('nav.service') },
    { key: 'articles', to: ROUTES.articles, label: t('nav.articles') },
    { key: 'about', to: ROUTES.about, label: t('nav.about') },
  ];
}

/**
 * What people come to do, beside SPEC.md's three links (docs/web-app.md, "Header and footer"):
 * recycle a device, the data service, a recycling point near them and, signed in, their orders.
 */
export function useTaskItems(signedIn: boolean): NavItem[] {
  const { t } = useTranslation();
  return [
    // Named as the pages they open are titled, words the first load already carries.
    { key: 'recycleNow', to: ROUTES.recycleNow, label: t('pages.recycleNow.title') },
    { key: 'dataService', to: ROUTES.dataService, label: t('pages.dataService.title') },
    { key: 'locations', to: ROUTES.locations, label: t('pages.locations.title') },
    ...(signedIn ? [{ key: 'myOrders' as const, to: ROUTES.userOrders, label: t('pages.userOrders.title') }] : []),
  ];
}
