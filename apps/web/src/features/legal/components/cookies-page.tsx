import { Table } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { CSRF_COOKIE, LANGUAGE_COOKIE, SESSION_COOKIE } from '@recircuit/contract';
import { LegalPage, type SectionWords } from './legal-page';
import classes from './legal.module.css';

/**
 * Every cookie the server or the pages set (docs/legal.md keeps the list with where each is set;
 * the server's are `sid`, `XSRF-TOKEN`, `lang`, `known_device` and `oauth_state`).
 */
const COOKIES = [
  { name: SESSION_COOKIE, words: 'sid' },
  { name: CSRF_COOKIE, words: 'xsrf' },
  { name: LANGUAGE_COOKIE, words: 'lang' },
  { name: 'known_device', words: 'knownDevice' },
  { name: 'oauth_state', words: 'oauthState' },
] as const;

function CookieTable() {
  const { t } = useTranslation();
  return (
    <div className={classes.tableScroll}>
      <Table withTableBorder verticalSpacing="sm" className={classes.cookieTable} data-testid="cookie-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('legal.cookies.list.name')}</Table.Th>
            <Table.Th scope="col">{t('legal.cookies.list.purpose')}</Table.Th>
            <Table.Th scope="col">{t('legal.cookies.list.lasts')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {COOKIES.map((cookie) => (
            <Table.Tr key={cookie.name}>
              <Table.Th scope="row" className={classes.cookieName}>
                {cookie.name}
              </Table.Th>
              <Table.Td data-label={t('legal.cookies.list.purpose')}>
                {t(`legal.cookies.cookie.${cookie.words}.purpose`)}
              </Table.Td>
              <Table.Td data-label={t('legal.cookies.list.lasts')}>
                {t(`legal.cookies.cookie.${cookie.words}.lasts`)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

const SECTIONS = ['list', 'storage', 'payments', 'control'] as const;

/** /cookies: only strictly necessary cookies, each named, and no others. */
export function CookiesPage() {
  const { t } = useTranslation();
  return (
    <LegalPage
      title={t('legal.cookies.title')}
      intro={t('legal.cookies.intro')}
      sections={SECTIONS.map((id) =>
        id === 'list'
          ? { id, words: { title: t('legal.cookies.list.title') }, extra: <CookieTable /> }
          : { id, words: t(`legal.cookies.${id}`, { returnObjects: true }) as SectionWords },
      )}
    />
  );
}
