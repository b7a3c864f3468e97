import { Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { updateProfileRequestSchema, type CurrentUser } from '@recircuit/contract';
import { saveSession } from '../../../lib/signed-in-user';
import { toast } from '../../../lib/toast';
import { useApiForm } from '../../../lib/use-api-form';
import { useUpdateProfile } from '../api/update-profile';
import { profileValuesOf } from '../model/profile-values';

/**
 * The profile being edited, checked by the contract's own rules (UK phone, UK postcode, names
 * 1–50), so the form and the server agree. Closes through `onDone` once saved or cancelled.
 */
export function ProfileForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateProfile(user.userId);
  const form = useApiForm({
    schema: updateProfileRequestSchema,
    defaultValues: profileValuesOf(user),
    onSubmit: async (values) => {
      const answer = await update.mutateAsync(values);
      saveSession({ userId: answer.data.userId, username: answer.data.username, email: answer.data.email });
      toast.success(answer.message);
      onDone();
    },
  });
  const saving = form.submitting;

  const text = (name: 'firstName' | 'lastName' | 'phone' | 'postcode') => ({
    ...form.register(name),
    error: form.errorOf(name),
    disabled: saving,
  });

  return (
    <form onSubmit={form.submit} noValidate aria-label={t('account.profile.title')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('account.profile.firstName')}
            autoComplete="given-name"
            required
            maxLength={50}
            {...text('firstName')}
          />
          <TextInput
            label={t('account.profile.lastName')}
            autoComplete="family-name"
            required
            maxLength={50}
            {...text('lastName')}
          />
          <TextInput
            label={t('account.profile.phone')}
            type="tel"
            autoComplete="tel"
            description={t('account.profile.phoneHint')}
            maxLength={30}
            {...text('phone')}
          />
          <TextInput
            label={t('account.profile.postcode')}
            autoComplete="postal-code"
            description={t('account.profile.postcodeHint')}
            maxLength={10}
            {...text('postcode')}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('account.profile.emailNote')}
        </Text>
        <Checkbox
          label={t('account.profile.marketingLabel')}
          {...form.register('marketingConsent')}
          disabled={saving}
        />
        <Group gap="sm">
          <Button type="submit" disabled={saving}>
            {saving ? t('account.profile.saving') : t('account.profile.save')}
          </Button>
          <Button variant="default" disabled={saving} onClick={onDone}>
            {t('account.common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
