import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from '../../lib/use-translation';

/**
 * A form the app sends, on a page the server renders (docs/rendering.md, "Before it hydrates"). Sent
 * before the app has it, boot.ts holds it (`data-app-form`, then `data-held`) rather than letting the
 * browser send its fields in the address; once hydrated, it is marked live and a held submit is sent
 * again. Without JavaScript it says it needs it, and a post keeps the fields out of the address and the logs.
 */
export function AppForm({ children, ...props }: Omit<ComponentPropsWithoutRef<'form'>, 'method' | 'action'>) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    element.dataset.live = '';
    if (element.dataset.held === undefined) return;
    delete element.dataset.held;
    element.requestSubmit();
  }, []);
  return (
    <form {...props} ref={form} method="post" data-app-form="" noValidate>
      <noscript>
        <p>{t('common.formNeedsJavaScript')}</p>
      </noscript>
      {children}
    </form>
  );
}
