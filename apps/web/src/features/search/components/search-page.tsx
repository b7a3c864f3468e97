import { Badge, Button, Container, Group, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';
import { formatMoney } from '../../../lib/format';
import { useSiteSearch } from '../api/site-search';
import { deviceHref } from '../model/device-href';
import { HighlightedText } from './highlighted-text';
import classes from './search.module.css';

/** Where the search suggests going, as the dialog's chips do. */
const SUGGESTIONS = [
  ['search.recycle', ROUTES.recycleNow],
  ['search.data', ROUTES.dataService],
  ['search.about', ROUTES.about],
  ['search.news', ROUTES.articles],
] as const;

/**
 * /search?q=: the site search as a page (docs/rendering.md, "Before it hydrates"). A plain GET
 * form, so it works before the app runs and without JavaScript (the server renders each query);
 * once the app runs, the header's Search opens the dialog instead.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const { data, isError, isPending } = useSiteSearch(query);
  const devices = data?.devices ?? [];
  const pages = data?.pages ?? [];

  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        {t('search.title')}
      </Title>
      <form
        role="search"
        method="get"
        action={ROUTES.search}
        onSubmit={(event) => {
          event.preventDefault();
          const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
          setParams(q ? { q } : {});
        }}
      >
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            key={query}
            name="q"
            defaultValue={query}
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            maxLength={100}
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            size="md"
            style={{ flex: 1 }}
          />
          <Button type="submit" size="md">
            {t('search.submit')}
          </Button>
        </Group>
      </form>
      {query ? null : (
        <nav
          aria-label={t('search.suggestions')}
          className={classes.chips}
          style={{ marginTop: 'var(--mantine-spacing-md)' }}
        >
          {SUGGESTIONS.map(([words, to]) => (
            <Button key={to} component={Link} to={to} variant="light" radius="xl" size="xs">
              {t(words)}
            </Button>
          ))}
        </nav>
      )}
      {query && !isPending ? (
        <div role="status" data-testid="search-page-results">
          {isError ? (
            <Text mt="md">{t('search.failed')}</Text>
          ) : pages.length + devices.length === 0 ? (
            <Text mt="md" data-testid="search-empty">
              {t('search.noResults', { query })}
            </Text>
          ) : (
            <Text mt="md" c="dimmed" size="sm">
              {t('search.resultsCount', { count: pages.length + devices.length })}
            </Text>
          )}
        </div>
      ) : null}
      {pages.length > 0 && query ? (
        <ResultGroup id="search-page-pages" title={t('search.pages')}>
          {pages.map((page) => (
            <li key={page.url}>
              <Link to={page.url} className={classes.option}>
                <span className={classes.optionTitle}>{page.title}</span>{' '}
                <Badge size="xs" variant="light" color="gray" component="span">
                  {page.kind === 'article' ? t('search.article') : t('search.page')}
                </Badge>
                <span className={classes.snippet} style={{ display: 'block' }}>
                  <HighlightedText text={page.snippet} ranges={page.highlights} />
                </span>
              </Link>
            </li>
          ))}
        </ResultGroup>
      ) : null}
      {devices.length > 0 && query ? (
        <ResultGroup id="search-page-devices" title={t('search.devices')}>
          {devices.map((device) => (
            <li key={deviceHref(device)}>
              <Link to={deviceHref(device)} className={classes.option}>
                <span className={classes.optionTitle}>{device.name}</span>
                <span className={classes.snippet} style={{ display: 'block' }}>
                  {device.brand}
                </span>
                <span className={classes.quote}>
                  {device.quote
                    ? t('search.deviceQuote', { price: formatMoney(device.quote.price), size: device.quote.storage })
                    : t('search.deviceRare')}
                </span>
              </Link>
            </li>
          ))}
        </ResultGroup>
      ) : null}
    </Container>
  );
}

function ResultGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={classes.group} aria-labelledby={id}>
      <h2 id={id} className={classes.groupTitle}>
        {title}
      </h2>
      <ul className={classes.list}>{children}</ul>
    </section>
  );
}
