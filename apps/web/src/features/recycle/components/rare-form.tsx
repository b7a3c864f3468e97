import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ACCOUNT_MESSAGES, CATALOGUE_MESSAGES, ROUTES } from '@recircuit/contract';
import { dialogs } from '../../../lib/dialogs';
import { useSession } from '../../../lib/signed-in-user';
import { toast } from '../../../lib/toast';
import { useApiForm } from '../../../lib/use-api-form';
import { useTypes } from '../api/get-types';
import { words } from '../../../lib/i18n';
import { gradeOptions } from '../model/cascade';
import { catalogueTypeOf } from '../model/recycle-words';
import { deviceStore, type DescribedKind } from '../model/device-data';
import { initialRareValues, rareFormSchema, toRareDeviceData } from '../model/rare-values';

const CONFIRM: Record<DescribedKind, string> = { rare: '/recycle/rare-confirm', donate: '/recycle/donate-confirm' };

/** The rare device form on /recycle/rare (and /recycle/donate): type, brand, model, year, grade and description. */
export function RareForm({ kind = 'rare' }: { kind?: DescribedKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  const types = useTypes();
  const [initial] = useState(() => initialRareValues(params, deviceStore.described(kind)));
  const form = useApiForm({
    schema: rareFormSchema,
    defaultValues: initial,
    onInvalid: (errors) => {
      const fields = Object.keys(errors);
      toast.error(
        fields.length === 1 && fields[0] === 'year' ? t('recycle.rare.yearInvalid') : ACCOUNT_MESSAGES.requiredFields,
      );
    },
    onSubmit: (values) => {
      deviceStore.saveDescribed(kind, toRareDeviceData(values));
      if (!session) {
        toast.warning(CATALOGUE_MESSAGES.loginToContinue);
        dialogs.open('login', { returnTo: CONFIRM[kind] });
        return;
      }
      void navigate(CONFIRM[kind]);
    },
  });

  // Whatever is typed is kept, so a reload or the login dialog loses nothing.
  const { watch } = form;
  useEffect(() => {
    const subscription = watch((values) => deviceStore.saveDescribed(kind, toRareDeviceData(values)));
    return () => subscription.unsubscribe();
  }, [watch, kind]);

  const type = useWatch({ control: form.control, name: 'type' });
  const year = form.register('year', { setValueAs: (value: string) => (value === '' ? undefined : Number(value)) });
  const required = (name: 'type' | 'brand' | 'name' | 'grade' | 'description') =>
    form.errorOf(name) ? words(ACCOUNT_MESSAGES.requiredFields) : undefined;
  const typeOptions = [...new Set([...(types.data ?? []), ...(type ? [type] : [])])];

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form noValidate onSubmit={form.submit}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t(kind === 'rare' ? 'recycle.rare.formTitle' : 'recycle.donate.formTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label={t('recycle.form.type')}
              required
              data={[
                { value: '', label: t('recycle.form.choose'), disabled: true },
                ...typeOptions.map((value) => ({ value, label: catalogueTypeOf(t, value) })),
              ]}
              {...form.register('type')}
              error={required('type')}
            />
            <TextInput
              label={t('recycle.form.brand')}
              required
              maxLength={100}
              {...form.register('brand')}
              error={required('brand')}
            />
            <TextInput
              label={t('recycle.rare.model')}
              required
              maxLength={100}
              {...form.register('name')}
              error={required('name')}
            />
            <TextInput
              label={t('recycle.rare.year')}
              inputMode="numeric"
              maxLength={4}
              {...year}
              onChange={(event) => {
                event.currentTarget.value = event.currentTarget.value.replace(/\D/g, '');
                return year.onChange(event);
              }}
              error={form.errorOf('year') ? t('recycle.rare.yearInvalid') : undefined}
            />
            <NativeSelect
              label={t('recycle.form.grade')}
              required
              data={[{ value: '', label: t('recycle.form.choose'), disabled: true }, ...gradeOptions(t)]}
              {...form.register('grade')}
              error={required('grade')}
            />
          </SimpleGrid>
          <Textarea
            label={t('recycle.rare.description')}
            description={t('recycle.rare.descriptionHint')}
            required
            autosize
            minRows={3}
            maxLength={2000}
            {...form.register('description')}
            error={required('description')}
          />
          <Group justify="space-between">
            <Button component={Link} to={ROUTES.recycleNow} variant="default">
              {t('recycle.form.cancel')}
            </Button>
            <Button type="submit">{t('recycle.form.next')}</Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
