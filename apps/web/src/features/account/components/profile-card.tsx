import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@recircuit/contract';
import { isApiError } from '../../../lib/api';
import { saveSession } from '../../../lib/signed-in-user';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { formatDate } from '../../../lib/format';
import { validateProfile, type ProfileErrors, type ProfileValues } from './profile-validation';
import { SectionCard } from './section-card';
import { EmailStatus } from './email-status';

function valuesOf(user: CurrentUser): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    postcode: user.postcode ?? '',
    marketingConsent: user.marketingConsent,
  };
}

/** The profile, shown and edited: names, UK phone, UK postcode and marketing consent. */
export function ProfileCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const update = useUpdateProfile(user.userId);
  const saving = update.isPending;

  const text = (name: 'firstName' | 'lastName' | 'phone' | 'postcode') => ({
    name,
    value: values[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
    error: errors[name],
    disabled: saving,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await update.mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phone: values.phone.trim(),
        postcode: values.postcode.trim(),
        marketingConsent: values.marketingConsent,
      });
      saveSession({ userId: answer.data.userId, username: answer.data.username, email: answer.data.email });
      toast.success(answer.message);
      setValues(valuesOf(answer.data));
      setEditing(false);
    } catch (error) {
      if (isApiError(error)) {
        const fromServer: ProfileErrors = {};
        for (const item of error.fieldErrors) {
          if (item.field in values) fromServer[item.field as keyof ProfileValues] = item.message;
        }
        setErrors(fromServer);
      }
    }
  };

  const notSet = t('account.common.notSet');
  const rows: [string, string][] = [
    [t('account.profile.firstName'), user.firstName || notSet],
    [t('account.profile.lastName'), user.lastName || notSet],
    [t('account.profile.email'), user.email],
    [t('account.profile.phone'), user.phone ?? notSet],
    [t('account.profile.postcode'), user.postcode ?? notSet],
    [t('account.profile.marketing'), user.marketingConsent ? t('account.common.yes') : t('account.common.no')],
  ];

  return (
    <SectionCard id="profile" title={t('account.profile.title')} intro={t('account.profile.memberSince', { date: formatDate(user.createdAt) })}>
      {editing ? (
        <form onSubmit={submit} noValidate aria-label={t('account.profile.title')}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label={t('account.profile.firstName')} autoComplete="given-name" required maxLength={50} {...text('firstName')} />
              <TextInput label={t('account.profile.lastName')} autoComplete="family-name" required maxLength={50} {...text('lastName')} />
              <TextInput label={t('account.profile.phone')} type="tel" autoComplete="tel" description={t('account.profile.phoneHint')} maxLength={30} {...text('phone')} />
              <TextInput label={t('account.profile.postcode')} autoComplete="postal-code" description={t('account.profile.postcodeHint')} maxLength={10} {...text('postcode')} />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {t('account.profile.emailNote')}
            </Text>
            <Checkbox
              label={t('account.profile.marketingLabel')}
              checked={values.marketingConsent}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setValues((current) => ({ ...current, marketingConsent: checked }));
              }}
              disabled={saving}
            />
            <Group gap="sm">
              <Button type="submit" disabled={saving}>
                {saving ? t('account.profile.saving') : t('account.profile.save')}
              </Button>
              <Button
                variant="default"
                disabled={saving}
                onClick={() => {
                  setValues(valuesOf(user));
                  setErrors({});
                  setEditing(false);
                }}
              >
                {t('account.common.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md" align="flex-start">
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm" m={0} w="100%">
            {rows.map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="sm" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <EmailStatus user={user} />
          <Button
            variant="light"
            leftSection={<IconPencil size={18} aria-hidden="true" />}
            onClick={() => {
              setValues(valuesOf(user));
              setEditing(true);
            }}
          >
            {t('account.profile.edit')}
          </Button>
        </Stack>
      )}
    </SectionCard>
  );
}
