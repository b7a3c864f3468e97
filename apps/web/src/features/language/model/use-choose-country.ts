import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import type { Country } from '@recircuit/contract';
import { changeLanguage } from '../../../lib/i18n';
import { rememberLanguage } from './language-cookie';
import { getUser } from '../../../lib/signed-in-user';
import { toast } from '../../../lib/toast';
import { saveLanguage } from '../api/save-language';
import { isCountryCode, rememberCountry } from './chosen-country';

/**
 * Choosing a country: the site switches to its language at once (no reload), the lang cookie
 * keeps it for the next visit and for the server's answers, what the server wrote is fetched
 * again in the new language, and a signed-in account saves it for its emails (docs/i18n.md).
 */
export function useChooseCountry() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [switching, setSwitching] = useState(false);

  const choose = async (country: Country): Promise<boolean> => {
    if (switching) return false;
    setSwitching(true);
    try {
      if (!(await changeLanguage(country.language).catch(() => false))) {
        toast.error(t('language.switchFailed'));
        return false;
      }
      rememberLanguage(country.language);
      if (isCountryCode(country.code)) rememberCountry(country.code);
      void queryClient.invalidateQueries();
      const user = getUser();
      if (user) await saveLanguage(user.userId, country.language).catch(() => toast.warning(t('language.saveFailed')));
      return true;
    } finally {
      setSwitching(false);
    }
  };

  return { choose, switching };
}
