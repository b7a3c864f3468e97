import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { isLanguage, DEFAULT_LANGUAGE, type Country } from '@recircuit/contract';
import { AppModal } from '../../../components/ui/app-modal';
import { dialogs } from '../../../lib/dialogs';
import { useCountries } from '../api/get-countries';
import { currentCountryCode } from '../model/chosen-country';
import { useChooseCountry } from '../model/use-choose-country';
import { FLAG_IMAGES } from './flags';
import classes from './language-dialog.module.css';

/**
 * CHOOSE COUNTRY & LANGUAGE (docs/web-app.md, "Dialogs"): the seven countries in order, the
 * current one marked; a choice switches the whole site at once and closes the dialog.
 */
export default function LanguageDialog({ opened }: { opened: boolean }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const countries = useCountries(language);
  const { choose, switching } = useChooseCountry();
  const current = countries.data ? currentCountryCode(countries.data, language) : undefined;

  const onChoose = async (country: Country) => {
    if (await choose(country)) dialogs.close();
  };

  return (
    <AppModal
      opened={opened}
      onClose={dialogs.close}
      title={<span style={{ textTransform: 'uppercase' }}>{t('language.title')}</span>}
      closeLabel={t('common.close')}
    >
      <Stack gap="md">
        <Text size="sm">{t('language.intro')}</Text>
        {countries.isPending ? (
          <Text size="sm" role="status">
            {t('language.loading')}
          </Text>
        ) : countries.isError ? (
          <Stack align="flex-start" gap="xs" role="alert">
            <Text size="sm">{t('language.failed')}</Text>
            <Button variant="light" onClick={() => void countries.refetch()}>
              {t('language.retry')}
            </Button>
          </Stack>
        ) : (
          <ul className={classes.list} aria-busy={switching}>
            {countries.data.map((country) => {
              const isCurrent = country.code === current;
              const languageName = t(`language.names.${country.language}`);
              return (
                <li key={country.code}>
                  <button
                    type="button"
                    className={classes.option}
                    aria-current={isCurrent}
                    aria-label={t('language.choose', { country: country.name, language: languageName })}
                    disabled={switching}
                    onClick={() => void onChoose(country)}
                  >
                    <img className={classes.flag} src={FLAG_IMAGES[country.code]} alt="" width={32} height={24} />
                    <span className={classes.text}>
                      <Text span fw={600} display="block" lang={language}>
                        {country.name}
                      </Text>
                      <span className={classes.detail}>
                        <Text span size="sm" c="dimmed" lang={country.language}>
                          {languageName}
                        </Text>
                        {isCurrent && (
                          <Badge variant="light" leftSection={<IconCheck size={12} aria-hidden="true" />}>
                            {t('language.current')}
                          </Badge>
                        )}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {switching && (
          <Text size="sm" role="status">
            {t('language.switching')}
          </Text>
        )}
      </Stack>
    </AppModal>
  );
}
