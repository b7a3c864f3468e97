import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { ContactForm } from '../../../features/account/components/contact-form';
import { SectionCard } from '../../../features/account/components/section-card';
import { useSiteInfo } from '../../../features/site/api/get-site-info';
import { useSession } from '../../../lib/signed-in-user';

/** /user/contact: the hub's contact details and a form that emails the team. */
export function Component() {
  const { t } = useTranslation();
  const user = useSession();
  const { data: site, isError } = useSiteInfo();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('pages.userContact.title')}</Title>
      <SectionCard id="contact-details" title={t('account.contact.detailsTitle')}>
        {site ? (
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} m={0}>
            <div>
              <Text component="dt" size="sm" c="dimmed">
                {t('account.contact.email')}
              </Text>
              <Text component="dd" m={0} fw={600}>
                <Anchor href={`mailto:${site.contactEmail}`}>{site.contactEmail}</Anchor>
              </Text>
            </div>
            <div>
              <Text component="dt" size="sm" c="dimmed">
                {t('account.contact.phone')}
              </Text>
              <Text component="dd" m={0} fw={600}>
                <Anchor href={`tel:${site.contactPhone.replace(/\s+/g, '')}`}>{site.contactPhone}</Anchor>
              </Text>
            </div>
          </SimpleGrid>
        ) : (
          <Text>{isError ? t('account.contact.unavailable') : t('common.loading')}</Text>
        )}
      </SectionCard>
      <SectionCard
        id="contact-form"
        title={t('account.contact.formTitle')}
        intro={user ? t('account.contact.formIntro', { email: user.email }) : undefined}
      >
        <ContactForm />
      </SectionCard>
    </Stack>
  );
}
