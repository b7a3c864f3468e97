import { useSyncExternalStore } from 'react';
import { translator } from './i18n';

/**
 * The words of the page's language, for a component: `t`, a new function (so the component renders
 * again) whenever the words may read differently, and the translator itself for its `language`.
 */
export function useTranslation() {
  const i18n = translator();
  const t = useSyncExternalStore(i18n.subscribe, i18n.current, i18n.current);
  return { t, i18n };
}
