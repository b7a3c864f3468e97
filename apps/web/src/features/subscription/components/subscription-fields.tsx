import { useState } from 'react';
import { Button, Checkbox, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { AppForm } from '../../../components/ui/app-form';
import { RichText } from '../../../components/ui/rich-text';
import { toast } from '../../../lib/toast';
import { firstMessage, useApiForm } from '../../../lib/use-api-form';
import { useSubscribe } from '../api/subscribe';
import { EMPTY_SUBSCRIPTION } from '../model/subscription-values';
import classes from './subscription.module.css';

const loadSchema = () => import('../model/subscription-schema').then((module) => module.subscribeRequestSchema);

/**
 * The subscription's form, checked by the contract's schema: the names and email are required
 * ('Please fill in all required fields.'), the email must be one, and so must the privacy
 * consent (PECR, UK GDPR); each refusal is also toasted. Loaded apart from the home page.
 */
export default function SubscriptionFields({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const subscribe = useSubscribe();
  const form = useApiForm({
    schema: loadSchema,
    defaultValues: EMPTY_SUBSCRIPTION,
    onInvalid: (errors) => toast.error(firstMessage(errors) ?? t('subscription.required')),
    onSubmit: async (values) => {
      const message = await subscribe.mutateAsync({ ...values, privacyConsent: true });
      toast.success(message || t('subscription.sent'));
      setSent(true);
      form.reset();
    },
  });

  return (
    <AppForm onSubmit={form.submit} aria-labelledby={headingId} className={classes.form}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('subscription.firstName')}
          autoComplete="given-name"
          withAsterisk
          required
          maxLength={50}
          {...form.register('firstName')}
          error={form.errorOf('firstName')}
        />
        <TextInput
          label={t('subscription.lastName')}
          autoComplete="family-name"
          withAsterisk
          required
          maxLength={50}
          {...form.register('lastName')}
          error={form.errorOf('lastName')}
        />
      </SimpleGrid>
      <TextInput
        mt="md"
        type="email"
        label={t('subscription.email')}
        autoComplete="email"
        withAsterisk
        required
        maxLength={254}
        {...form.register('email')}
        error={form.errorOf('email')}
      />
      <Checkbox
        mt="md"
        required
        label={
          <>
            <RichText text={t('subscription.privacy')} newTab /> <span aria-hidden="true">*</span>
          </>
        }
        {...form.register('privacyConsent')}
        error={form.errorOf('privacyConsent')}
      />
      <Checkbox mt="sm" label={t('subscription.news')} {...form.register('news')} />
      <Button
        type="submit"
        mt="lg"
        size="md"
        loading={form.submitting}
        leftSection={<IconMail size={18} aria-hidden="true" />}
      >
        {t('subscription.submit')}
      </Button>
      {sent ? (
        <Text mt="sm" role="status" fw={600}>
          {t('subscription.sentNote')}
        </Text>
      ) : null}
    </AppForm>
  );
}
