import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { SectionCard } from './section-card';

/** The privacy notice: what we keep and why, UK GDPR rights, and how long we keep it. */
export function PrivacyNotice() {
  const { t } = useTranslation();
  const keep = t('account.privacy.keep', { returnObjects: true });
  const rights = t('account.privacy.rights', { returnObjects: true });
  return (
    <SectionCard id="notice" title={t('account.privacy.noticeTitle')} intro={t('account.privacy.intro')}>
      <Stack gap="lg">
        <div>
          <Title order={3} size="h4" mb="xs">
            {t('account.privacy.keepTitle')}
          </Title>
          <List spacing={6}>
            {keep.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </div>
        <div>
          <Title order={3} size="h4" mb="xs">
            {t('account.privacy.rightsTitle')}
          </Title>
          <List spacing={6}>
            {rights.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </div>
        <div>
          <Title order={3} size="h4" mb="xs">
            {t('account.privacy.retentionTitle')}
          </Title>
          <Text>{t('account.privacy.retention')}</Text>
        </div>
      </Stack>
    </SectionCard>
  );
}
