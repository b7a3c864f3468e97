import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';

/** /verify: type the code printed on a certificate of erasure to check it. */
export function VerifyForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed) void navigate(`${ROUTES.verify}/${encodeURIComponent(trimmed)}`);
  };
  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <Title order={1}>{t('data.verify.title')}</Title>
        <Text c="dimmed">{t('data.verify.intro')}</Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <form noValidate onSubmit={onSubmit}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('data.verify.code')}
              required
              maxLength={64}
              autoComplete="off"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              style={{ flex: '1 1 220px' }}
            />
            <Button type="submit">{t('data.verify.check')}</Button>
          </Group>
        </form>
      </Paper>
    </Stack>
  );
}
