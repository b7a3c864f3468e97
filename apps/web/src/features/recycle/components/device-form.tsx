import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import {
  ACCOUNT_MESSAGES,
  CATALOGUE_MESSAGES,
  ROUTES,
  priceQuerySchema,
  type Condition,
  type SearchResult,
} from '@recircuit/contract';
import { dialogs } from '../../../lib/dialogs';
import { useSession } from '../../../lib/signed-in-user';
import { toast } from '../../../lib/toast';
import { useApiForm } from '../../../lib/use-api-form';
import { useLoadingWhile } from '../../../lib/use-loading-while';
import { useBrands } from '../api/get-brands';
import { useColors } from '../api/get-colors';
import { useNames } from '../api/get-names';
import { useStorages } from '../api/get-storages';
import { useTypes } from '../api/get-types';
import { usePrice } from '../api/calculate-price';
import { useQuote } from '../api/get-quote';
import {
  CASCADE_FIELDS,
  firstUnoffered,
  isComplete,
  parseSelection,
  selectField,
  selectModel,
  selectionFromQuery,
  type CascadeField,
  type Selection,
} from '../model/cascade';
import { askedCondition, gradeFromAnswers, parseCondition } from '../model/condition-grade';
import { deviceStore, toDeviceData } from '../model/device-data';
import { catalogueTypeOf } from '../model/recycle-words';
import { formatMoney } from '../../../lib/format';
import { ConditionQuestions } from './condition-questions';
import { DeviceSearch } from './device-search';
import { useSelection } from './use-selection';
import classes from './recycle.module.css';

export const RECYCLE_CONFIRM = '/recycle/confirm';
export const CURRENT_CONFIRM = '/recycle/current-confirm';
export const RARE_PAGE = '/recycle/rare';

function initialSelection(params: URLSearchParams): Selection {
  return selectionFromQuery(params) ?? parseSelection(deviceStore.recycle());
}

/**
 * The recycle form (/recycle/recycle and /recycle/current): a type-ahead, six cascading
 * selects and the live Estimated Price. Everything entered is kept as recycleDeviceData, so
 * a reload or a sign-in on the way keeps it.
 */
export function DeviceForm({ intent }: { intent: 'recycle' | 'current' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  // A model chosen in the site search arrives as ?type=&brand=&name=, an identified unknown device with
  // &color=&storage=&grade= as well; otherwise resume what was kept.
  const [initial] = useState(() => initialSelection(params));
  // The condition answers decide the grade (docs/product.md, "Condition and grade"); kept with the rest.
  const [condition, setCondition] = useState<Condition>(() => parseCondition(deviceStore.recycle()?.condition));
  const form = useApiForm({
    // The contract's rule for a price: every select of the cascade set.
    schema: priceQuerySchema,
    defaultValues: initial,
    onInvalid: () => toast.error(ACCOUNT_MESSAGES.requiredFields),
    onSubmit: () => next(),
  });
  const selection = useSelection(form.control);
  const { getValues, setValue } = form;
  const setSelection = useCallback(
    (next: Selection) => {
      for (const field of CASCADE_FIELDS) {
        if (getValues(field) !== next[field]) setValue(field, next[field]);
      }
    },
    [getValues, setValue],
  );

  const types = useTypes();
  const brands = useBrands(selection.type);
  const names = useNames(selection.type, selection.brand);
  const colors = useColors(selection.type, selection.brand, selection.name);
  const storages = useStorages(selection.type, selection.brand, selection.name, selection.color);
  const answers = askedCondition(condition, selection.type, selection.brand);
  const earnedGrade = gradeFromAnswers(condition, selection.type, selection.brand);
  // The grade is the answers' (the last field of the cascade), never one picked or brought by a link.
  useEffect(() => {
    const grade = selection.storage === null ? null : earnedGrade;
    if (selection.grade !== grade) setValue('grade', grade);
  }, [earnedGrade, selection.storage, selection.grade, setValue]);
  const price = usePrice(selection);
  const quote = useQuote(selection, answers);
  const complete = isComplete(selection);
  // Still locked to an account, a current device gets no offer: it goes on as one to recycle.
  const locked = quote.data?.accountLocked === true && quote.data.classification === 'current';
  const classification =
    quote.data?.classification === 'current' && !locked ? 'current' : quote.data ? 'recycle' : null;
  const suggestedPrice = complete && price.data !== undefined ? price.data : null;

  // A value the link or the kept data named that its select does not offer goes, with what follows it.
  const unoffered = firstUnoffered(selection, {
    type: types.data,
    brand: brands.data,
    name: names.data,
    color: colors.data,
    storage: storages.data,
  });
  useEffect(() => {
    if (unoffered) setSelection(selectField(selection, unoffered, null));
  }, [unoffered, selection, setSelection]);

  useLoadingWhile(types.isLoading || brands.isLoading || names.isLoading || colors.isLoading || storages.isLoading);

  useEffect(() => {
    deviceStore.saveRecycle(
      toDeviceData(selection, { userid: session?.userId ?? null, classification, suggestedPrice, condition }),
    );
  }, [selection, session?.userId, classification, suggestedPrice, condition]);

  const change = <F extends CascadeField>(field: F, value: Selection[F]) =>
    setSelection(selectField(selection, field, value));

  const pick = (result: SearchResult) => {
    if (result.classification === 'rare') {
      const params = new URLSearchParams({ type: result.type, brand: result.brand, name: result.name });
      void navigate(`${RARE_PAGE}?${params.toString()}`);
      return;
    }
    setSelection(selectModel(result.type, result.brand, result.name));
  };

  // Every select is set (the schema said so); the price and the class come from the server.
  const next = () => {
    if (suggestedPrice === null || !classification) {
      toast.error(CATALOGUE_MESSAGES.failedPrice);
      return;
    }
    const target = classification === 'current' ? CURRENT_CONFIRM : RECYCLE_CONFIRM;
    if (!session) {
      toast.warning(CATALOGUE_MESSAGES.loginToContinue);
      dialogs.open('login', { returnTo: target });
      return;
    }
    void navigate(target);
  };

  const placeholder = (loading: boolean, enabled: boolean) =>
    !enabled ? t('recycle.form.chooseAbove') : loading ? t('common.loading') : t('recycle.form.choose');
  const options = (values: readonly (string | number)[] | undefined, label: (value: string) => string = (v) => v) => [
    { value: '', label: '', disabled: true },
    ...(values ?? []).map((value) => ({ value: String(value), label: label(String(value)) })),
  ];
  const withPlaceholder = (list: ReturnType<typeof options>, text: string) => [
    { ...list[0]!, label: text },
    ...list.slice(1),
  ];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t(intent === 'current' ? 'recycle.form.currentTitle' : 'recycle.form.title')}</Title>
        <Text c="dimmed">{t(intent === 'current' ? 'recycle.form.currentIntro' : 'recycle.form.intro')}</Text>
      </Stack>

      <DeviceSearch onPick={pick} />

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <form noValidate onSubmit={form.submit}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              <NativeSelect
                label={t('recycle.form.type')}
                required
                value={selection.type ?? ''}
                disabled={!types.data}
                data={withPlaceholder(
                  options(types.data, (value) => catalogueTypeOf(t, value)),
                  placeholder(types.isLoading, true),
                )}
                onChange={(event) => change('type', event.currentTarget.value || null)}
              />
              <NativeSelect
                label={t('recycle.form.brand')}
                required
                value={selection.brand ?? ''}
                disabled={!brands.data}
                data={withPlaceholder(options(brands.data), placeholder(brands.isLoading, Boolean(selection.type)))}
                onChange={(event) => change('brand', event.currentTarget.value || null)}
              />
              <NativeSelect
                label={t('recycle.form.name')}
                required
                value={selection.name ?? ''}
                disabled={!names.data}
                data={withPlaceholder(options(names.data), placeholder(names.isLoading, Boolean(selection.brand)))}
                onChange={(event) => change('name', event.currentTarget.value || null)}
              />
              <NativeSelect
                label={t('recycle.form.color')}
                required
                value={selection.color ?? ''}
                disabled={!colors.data}
                data={withPlaceholder(options(colors.data), placeholder(colors.isLoading, Boolean(selection.name)))}
                onChange={(event) => change('color', event.currentTarget.value || null)}
              />
              <NativeSelect
                label={t('recycle.form.storage')}
                required
                value={selection.storage === null ? '' : String(selection.storage)}
                disabled={!storages.data}
                data={withPlaceholder(
                  options(storages.data, (value) => t('recycle.form.gb', { size: value })),
                  placeholder(storages.isLoading, Boolean(selection.color)),
                )}
                onChange={(event) =>
                  change('storage', event.currentTarget.value === '' ? null : Number(event.currentTarget.value))
                }
              />
            </SimpleGrid>

            {selection.type && selection.brand && selection.storage !== null ? (
              <ConditionQuestions
                type={selection.type}
                brand={selection.brand}
                condition={condition}
                grade={earnedGrade}
                onChange={setCondition}
              />
            ) : null}

            {locked ? (
              <Alert
                color="orange"
                title={t('recycle.condition.lockedTitle')}
                // Mantine's orange title on its light orange is 2.3:1 (axe: colour-contrast); the ink is 15:1.
                styles={{ title: { color: 'var(--mantine-color-text)' } }}
                data-testid="account-locked"
              >
                {t('recycle.condition.lockedBody')}
              </Alert>
            ) : null}

            <Paper radius="md" p="md" bg="var(--mantine-color-brand-light)">
              <Group justify="space-between" align="center" wrap="wrap" aria-live="polite">
                {/* A locked device gets no offer: the figure is what it would fetch once unlocked. */}
                <Text fw={600} data-testid="estimated-price-label">
                  {t(locked ? 'recycle.form.priceOnceUnlocked' : 'recycle.form.estimatedPrice')}
                </Text>
                {price.isFetching ? (
                  <Loader size="sm" aria-label={t('common.loading')} />
                ) : (
                  <Text className={classes.price} data-testid="estimated-price">
                    {suggestedPrice !== null ? formatMoney(suggestedPrice) : '—'}
                  </Text>
                )}
              </Group>
              {!complete ? (
                <Text size="sm" c="dimmed" mt={4}>
                  {t('recycle.form.priceHint')}
                </Text>
              ) : null}
            </Paper>

            <Group justify="space-between">
              <Button component={Link} to={ROUTES.recycleNow} variant="default">
                {t('recycle.form.cancel')}
              </Button>
              <Button type="submit" disabled={complete && (price.isFetching || quote.isFetching)}>
                {t('recycle.form.next')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
