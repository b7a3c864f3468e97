import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Badge, Button, Loader, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES, type SiteSearchResult } from '@recircuit/contract';
import { AppModal } from '../../../components/ui/app-modal';
import { dialogs } from '../../../lib/dialogs';
import { formatMoney } from '../../../lib/format';
import { useSiteSearch } from '../api/site-search';
import { deviceHref } from '../model/device-href';
import { HighlightedText } from './highlighted-text';
import type searchWords from '../../../locales/en-GB/search.json';
import classes from './search.module.css';

export const SEARCH_DEBOUNCE_MS = 250;

type Page = SiteSearchResult['pages'][number];
type Device = SiteSearchResult['devices'][number];
/** The catalogue's device types the bundle names; a type added since is shown as the catalogue has it. */
type CatalogueType = keyof (typeof searchWords)['search']['types'];
type Option = { kind: 'page'; page: Page; href: string } | { kind: 'device'; device: Device; href: string };

/**
 * The site search (docs/web-app.md, "Dialogs"): 'Search Anything', the four suggestion chips,
 * and real results as you type (debounced) or on Enter: articles and pages with the match
 * highlighted, and device models. Arrow keys move through the results, Enter opens one,
 * Escape closes.
 */
export default function SearchDialog({ opened }: { opened: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // Enter searches at once; typing searches once the person pauses.
  const query = submitted !== null && submitted === text.trim() ? submitted : debounced;
  const { data, isFetching, isError } = useSiteSearch(query);

  const chips = [
    { label: t('search.recycle'), to: ROUTES.recycleNow },
    { label: t('search.data'), to: ROUTES.dataService },
    { label: t('search.about'), to: ROUTES.about },
    { label: t('search.news'), to: ROUTES.articles },
  ];

  const options: Option[] = useMemo(() => {
    if (!query || !data) return [];
    return [
      ...data.pages.map((page): Option => ({ kind: 'page', page, href: page.url })),
      ...data.devices.map((device): Option => ({ kind: 'device', device, href: deviceHref(device) })),
    ];
  }, [data, query]);
  const pageCount = options.filter((option) => option.kind === 'page').length;

  // A new list of results starts with nothing chosen.
  const [choice, setChoice] = useState<{ options: Option[]; index: number }>({ options, index: -1 });
  const active = choice.options === options ? choice.index : -1;
  const setActive = (next: number | ((current: number) => number)) =>
    setChoice({ options, index: typeof next === 'function' ? next(active) : next });

  const close = () => {
    setText('');
    setSubmitted(null);
    dialogs.close();
  };

  const go = (href: string) => {
    close();
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // While an input method composes (pinyin, kana), its keys choose characters, not results.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(
        (current) => (current + step + options.length + (current === -1 && step === -1 ? 1 : 0)) % options.length,
      );
    } else if (event.key === 'Home' && options.length > 0 && active >= 0) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && options.length > 0 && active >= 0) {
      event.preventDefault();
      setActive(options.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active];
      if (option) go(option.href);
      else setSubmitted(text.trim());
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const showResults = query.length > 0;
  const waiting = showResults && isFetching && !data;
  const empty = showResults && !isFetching && !isError && data !== undefined && options.length === 0;

  const renderOption = (option: Option, index: number) => (
    <li
      key={`${option.kind}-${option.href}`}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className={classes.option}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => go(option.href)}
      onMouseMove={() => setActive(index)}
    >
      {option.kind === 'page' ? (
        <>
          <span className={classes.optionTitle}>{option.page.title}</span>{' '}
          <Badge size="xs" variant="light" color="gray" component="span">
            {option.page.kind === 'article' ? t('search.article') : t('search.page')}
          </Badge>
          <span className={classes.snippet} style={{ display: 'block' }}>
            <HighlightedText text={option.page.snippet} ranges={option.page.highlights} />
          </span>
        </>
      ) : (
        <>
          <span className={classes.optionTitle}>{option.device.name}</span>
          <span className={classes.snippet} style={{ display: 'block' }}>
            {option.device.brand} ·{' '}
            {t(`search.types.${option.device.type as CatalogueType}`, { defaultValue: option.device.type })}
          </span>
          <span className={classes.quote} data-testid="device-quote">
            {option.device.quote
              ? t('search.deviceQuote', {
                  price: formatMoney(option.device.quote.price),
                  size: option.device.quote.storage,
                })
              : t('search.deviceRare')}
          </span>
        </>
      )}
    </li>
  );

  const chipRow = (
    <div className={classes.chips} aria-label={t('search.suggestions')} role="group">
      {chips.map((chip) => (
        <Button key={chip.to} variant="light" radius="xl" size="xs" onClick={() => go(chip.to)}>
          {chip.label}
        </Button>
      ))}
    </div>
  );

  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={t('search.title')}
      closeLabel={t('common.close')}
      width={620}
      closeOnBackdrop
    >
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(text.trim());
        }}
      >
        <TextInput
          ref={inputRef}
          data-autofocus
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${listId}-hint`}
          autoComplete="off"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          rightSection={
            waiting || (isFetching && showResults) ? <Loader size="xs" aria-label={t('search.searching')} /> : null
          }
          size="md"
        />
        <VisuallyHidden id={`${listId}-hint`}>{t('search.hint')}</VisuallyHidden>
      </form>

      {!showResults ? <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>{chipRow}</div> : null}

      <div role="listbox" id={listId} aria-label={t('search.label')} hidden={options.length === 0}>
        {pageCount > 0 ? (
          <div role="group" aria-labelledby={`${listId}-pages`} className={classes.group}>
            <div id={`${listId}-pages`} className={classes.groupTitle} role="presentation">
              {t('search.pages')}
            </div>
            <ul className={classes.list} role="presentation">
              {options.slice(0, pageCount).map((option, index) => renderOption(option, index))}
            </ul>
          </div>
        ) : null}
        {options.length > pageCount ? (
          <div role="group" aria-labelledby={`${listId}-devices`} className={classes.group}>
            <div id={`${listId}-devices`} className={classes.groupTitle} role="presentation">
              {t('search.devices')}
            </div>
            <ul className={classes.list} role="presentation">
              {options.slice(pageCount).map((option, index) => renderOption(option, pageCount + index))}
            </ul>
          </div>
        ) : null}
      </div>

      <div aria-live="polite" role="status">
        {showResults && options.length > 0 ? (
          <VisuallyHidden>{t('search.resultsCount', { count: options.length })}</VisuallyHidden>
        ) : null}
        {empty || (showResults && isError) ? (
          <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
            <Text mb="sm" data-testid="search-empty">
              {isError ? t('search.failed') : t('search.noResults', { query })}
            </Text>
          </div>
        ) : null}
      </div>
      {empty || (showResults && isError) ? chipRow : null}
    </AppModal>
  );
}
