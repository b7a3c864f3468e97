import { useTranslation } from 'react-i18next';
import { ROUTES } from '@recircuit/contract';

export interface NavItem {
  key: 'service' | 'articles' | 'about';
  to: string;
  label: string;
}

/** The three links of the header, the mobile menu and the footer. */
export function useNavItems(): NavItem[] {
  const { t } = useTranslation();
  return [
    { key: 'service', to: ROUTES.serviceSection, label: t('nav.service') },
    { key: 'articles', to: ROUTES.articles, label: t('nav.articles') },
    { key: 'about', to: ROUTES.about, label: t('nav.about') },
  ];
}
