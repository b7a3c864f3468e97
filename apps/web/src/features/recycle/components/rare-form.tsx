import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES, CATALOGUE_MESSAGES, ROUTES } from '@recircuit/contract';
import { dialogs } from '../../../lib/dialogs';
import { useSession } from '../../../lib/signed-in-user';
import { toast } from '../../../lib/toast';
import { useTypes } from '../api/get-types';
import { GRADE_OPTIONS } from '../model/cascade';
import { deviceStore, type RareDeviceData } from '../model/device-data';

export const RARE_CONFIRM = '/recycle/rare-confirm';
const THIS_YEAR = new Date().getFullYear();

interface RareFields {
  type: string;
  brand: string;
  name: string;
  year: string;
  grade: string;
  description: string;
}

function initialFields(params: URLSearchParams): RareFields {
  const stored = deviceStore.rare();
  const fromSearch = params.get('name');
  return {
    type: (fromSearch ? params.get('type') : stored?.type) ?? '',
    brand: (fromSearch ? params.get('brand') : stored?.brand) ?? '',
    name: fromSearch ?? stored?.name ?? '',
    year: fromSearch ? '' : stored?.year ? String(stored.year) : '',
    grade: fromSearch ? '' : (stored?.grade ?? ''),
    description: fromSearch ? '' : (stored?.description ?? ''),
  };
}

/** Checks the rare device form; returns the data to keep, or the fields in error. */
export function validateRare(fields: RareFields): { data: RareDeviceData } | { errors: Partial<Record<keyof RareFields, true>> } {
  const errors: Partial<Record<keyof RareFields, true>> = {};
  for (const key of ['type', 'brand', 'name', 'grade', 'description'] as const) if (!fields[key].trim()) errors[key] = true;
  const year = fields.year.trim() ? Number(fields.year) : null;
  if (year !== null && (!Number.isInteger(year) || year < 1950 || year > THIS_YEAR)) errors.year = true;
  if (Object.keys(errors).length) return { errors };
  return {
    data: {
      type: fields.type.trim(),
      brand: fields.brand.trim(),
      name: fields.name.trim(),
      year,
      grade: fields.grade,
      description: fields.description.trim(),
    },
  };
}

/** The rare device form on /recycle/rare: type, brand, model, year, grade and description. */
export function RareForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  const types = useTypes();
  const [fields, setFields] = useState<RareFields>(() => initialFields(params));
  const [errors, setErrors] = useState<Partial<Record<keyof RareFields, true>>>({});

  const set = (key: keyof RareFields) => (value: string) => {
    setFields((current) => {
      const next = { ...current, [key]: value };
      const checked = validateRare(next);
      deviceStore.saveRare('data' in checked ? checked.data : { ...next, year: Number(next.year) || null });
      return next;
    });
  };

  const next = () => {
    const checked = validateRare(fields);
    if ('errors' in checked) {
      setErrors(checked.errors);
      toast.error(checked.errors.year && Object.keys(checked.errors).length === 1 ? t('recycle.rare.yearInvalid') : ACCOUNT_MESSAGES.requiredFields);
      return;
    }
    setErrors({});
    deviceStore.saveRare(checked.data);
    if (!session) {
      toast.warning(CATALOGUE_MESSAGES.loginToContinue);
      dialogs.open('login', { returnTo: RARE_CONFIRM });
      return;
    }
    void navigate(RARE_CONFIRM);
  };

  const required = ACCOUNT_MESSAGES.requiredFields;
  const typeOptions = [...new Set([...(types.data ?? []), ...(fields.type ? [fields.type] : [])])];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('recycle.rare.formTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label={t('recycle.form.type')}
              required
              value={fields.type}
              data={[{ value: '', label: t('recycle.form.choose'), disabled: true }, ...typeOptions]}
              onChange={(event) => set('type')(event.currentTarget.value)}
              error={errors.type ? required : undefined}
            />
            <TextInput
              label={t('recycle.form.brand')}
              required
              value={fields.brand}
              maxLength={100}
              onChange={(event) => set('brand')(event.currentTarget.value)}
              error={errors.brand ? required : undefined}
            />
            <TextInput
              label={t('recycle.rare.model')}
              required
              value={fields.name}
              maxLength={100}
              onChange={(event) => set('name')(event.currentTarget.value)}
              error={errors.name ? required : undefined}
            />
            <TextInput
              label={t('recycle.rare.year')}
              inputMode="numeric"
              value={fields.year}
              maxLength={4}
              onChange={(event) => set('year')(event.currentTarget.value.replace(/\D/g, ''))}
              error={errors.year ? t('recycle.rare.yearInvalid') : undefined}
            />
            <NativeSelect
              label={t('recycle.form.grade')}
              required
              value={fields.grade}
              data={[{ value: '', label: t('recycle.form.choose'), disabled: true }, ...GRADE_OPTIONS]}
              onChange={(event) => set('grade')(event.currentTarget.value)}
              error={errors.grade ? required : undefined}
            />
          </SimpleGrid>
          <Textarea
            label={t('recycle.rare.description')}
            description={t('recycle.rare.descriptionHint')}
            required
            autosize
            minRows={3}
            maxLength={2000}
            value={fields.description}
            onChange={(event) => set('description')(event.currentTarget.value)}
            error={errors.description ? required : undefined}
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
