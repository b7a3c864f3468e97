import { Badge, Group, List, Text } from '@mantine/core';
import { IconBrandGithub, IconBrandGoogle, IconKey } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { PROVIDERS, type CurrentUser } from '@recircuit/contract';
import { SectionCard } from './section-card';

const ICONS = { google: IconBrandGoogle, github: IconBrandGithub } as const;

/** Linked sign-in methods: email and password, Google, GitHub. */
export function SignInMethodsCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const methods = [
    { key: 'password', label: t('account.methods.password'), linked: user.hasPassword, Icon: IconKey },
    ...PROVIDERS.map((provider) => ({
      key: provider,
      label: t(`account.methods.names.${provider}`),
      linked: user.providers.includes(provider),
      Icon: ICONS[provider],
    })),
  ];
  return (
    <SectionCard id="methods" title={t('account.methods.title')} intro={t('account.methods.intro')}>
      <List listStyleType="none" spacing="sm" m={0} p={0}>
        {methods.map(({ key, label, linked, Icon }) => (
          <List.Item key={key} data-method={key}>
            <Group gap="sm" wrap="nowrap">
              <Icon size={22} stroke={1.7} aria-hidden="true" />
              <Text fw={600}>{label}</Text>
              <Badge
                color={linked ? 'brand' : 'gray'}
                variant={linked ? 'filled' : 'outline'}
                c={linked ? undefined : 'gray.8'}
              >
                {linked ? t('account.methods.linked') : t('account.methods.notLinked')}
              </Badge>
            </Group>
          </List.Item>
        ))}
      </List>
    </SectionCard>
  );
}
