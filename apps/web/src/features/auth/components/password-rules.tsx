import { List, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { checkPassword } from './password-check';

/** The password hint, each part ticked off live as the person types. */
export function PasswordRules({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation();
  const { rules } = checkPassword(password);
  return (
    <div id={id}>
      <Text size="sm" c="dimmed" mb={4}>
        {t('auth.register.hint')}
      </Text>
      <List spacing={2} size="sm" center aria-label={t('auth.register.rulesLabel')}>
        {rules.map(({ rule, met }) => (
          <List.Item
            key={rule}
            data-rule={rule}
            data-met={met}
            c={met ? 'brand.9' : 'gray.7'}
            icon={
              met ? (
                <IconCircleCheck size={18} color="var(--mantine-color-brand-7)" aria-hidden="true" />
              ) : (
                <IconCircleDashed size={18} color="var(--mantine-color-gray-6)" aria-hidden="true" />
              )
            }
          >
            {t(`auth.register.rules.${rule}`)}
            <span className="visually-hidden">{` (${met ? t('auth.register.ruleMet') : t('auth.register.ruleUnmet')})`}</span>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
