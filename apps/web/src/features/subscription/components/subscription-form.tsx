import { useId, useState, type FormEvent } from 'react';
import { Button, Checkbox, Container, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useSubscribe } from '../api/subscribe';
import classes from './subscription.module.css';

interface Fields {
  firstName: string;
  lastName: string;
  email: string;
}

type FieldErrors = Partial<Record<keyof Fields | 'privacy', string>>;

const EMPTY: Fields = { firstName: '', lastName: '', email: '' };
// The browser's own rule for type="email", so the form agrees with what it would accept.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * The email subscription (SPEC.md sections 2 and 5): first name, last name and email are
 * required, the privacy consent is required and enforced (PECR, UK GDPR), news is optional.
 * The server sends a confirmation email; nothing is sent until that link is followed.
 */
export function SubscriptionForm() {
  const { t } = useTranslation();
  const headingId = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [privacy, setPrivacy] = useState(false);
  const [news, setNews] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState(false);
  const subscribe = useSubscribe();

  const update = (name: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setFields((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { firstName: fields.firstName.trim(), lastName: fields.lastName.trim(), email: fields.email.trim() };
    const next: FieldErrors = {};
    const required = t('subscription.required');
    if (!trimmed.firstName) next.firstName = required;
    if (!trimmed.lastName) next.lastName = required;
    if (!trimmed.email) next.email = required;
    if (next.firstName || next.lastName || next.email) {
      setErrors(next);
      toast.error(required);
      return;
    }
    if (!EMAIL.test(trimmed.email)) {
      setErrors({ email: t('subscription.invalidEmail') });
      toast.error(t('subscription.invalidEmail'));
      return;
    }
    if (!privacy) {
      setErrors({ privacy: t('subscription.privacyRequired') });
      toast.error(t('subscription.privacyRequired'));
      return;
    }
    setErrors({});
    subscribe.mutate(
      { ...trimmed, privacyConsent: true, news },
      {
        onSuccess: (message) => {
          toast.success(message || t('subscription.sent'));
          setSent(true);
          setFields(EMPTY);
          setPrivacy(false);
          setNews(false);
        },
      },
    );
  };

  return (
    <section className={classes.section} aria-labelledby={headingId} id="subscribe">
      <Container size="lg">
        <div className={classes.panel}>
          <Stack gap="xs" className={classes.copy}>
            <Title order={2} id={headingId}>
              {t('subscription.title')}
            </Title>
            <Text>{t('subscription.lead')}</Text>
          </Stack>
          <form onSubmit={submit} noValidate aria-labelledby={headingId} className={classes.form}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('subscription.firstName')}
                name="firstName"
                autoComplete="given-name"
                withAsterisk
                required
                maxLength={50}
                value={fields.firstName}
                onChange={update('firstName')}
                error={errors.firstName}
              />
              <TextInput
                label={t('subscription.lastName')}
                name="lastName"
                autoComplete="family-name"
                withAsterisk
                required
                maxLength={50}
                value={fields.lastName}
                onChange={update('lastName')}
                error={errors.lastName}
              />
            </SimpleGrid>
            <TextInput
              mt="md"
              type="email"
              label={t('subscription.email')}
              name="email"
              autoComplete="email"
              withAsterisk
              required
              maxLength={254}
              value={fields.email}
              onChange={update('email')}
              error={errors.email}
            />
            <Checkbox
              mt="md"
              name="privacyConsent"
              required
              label={
                <>
                  {t('subscription.privacy')} <span aria-hidden="true">*</span>
                </>
              }
              checked={privacy}
              onChange={(event) => {
                setPrivacy(event.currentTarget.checked);
                setErrors((previous) => ({ ...previous, privacy: undefined }));
              }}
              error={errors.privacy}
            />
            <Checkbox
              mt="sm"
              name="news"
              label={t('subscription.news')}
              checked={news}
              onChange={(event) => setNews(event.currentTarget.checked)}
            />
            <Button type="submit" mt="lg" size="md" loading={subscribe.isPending} leftSection={<IconMail size={18} aria-hidden="true" />}>
              {t('subscription.submit')}
            </Button>
            {sent ? (
              <Text mt="sm" role="status" fw={600}>
                {t('subscription.sentNote')}
              </Text>
            ) : null}
          </form>
        </div>
      </Container>
    </section>
  );
}
