import { Text } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { LANGUAGES, ROUTES } from '@recircuit/contract';
import { DialogPage } from './dialog-page';
import classes from '../layouts/mobile-menu.module.css';

/**
 * /language: the language dialog opens over it once the app runs; before that, or without
 * JavaScript, its links choose the language through the server (`?choose=`, docs/rendering.md).
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <DialogPage name="language">
      <Text>{t('language.intro')}</Text>
      <ul className={classes.list}>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={`${ROUTES.language}?choose=${language}`}
              lang={language}
              hrefLang={language}
              className={classes.link}
            >
              {t(`language.names.${language}`)}
            </a>
          </li>
        ))}
      </ul>
    </DialogPage>
  );
}
