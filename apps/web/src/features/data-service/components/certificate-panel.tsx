import { Anchor, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';
import { certificatePdfUrl } from '../api/get-certificate';

/** The certificate of a certified erasure: its code, its PDF and the public page that checks it. */
export function CertificatePanel({ code, pdfUrl }: { code: string; pdfUrl: string | null }) {
  const { t } = useTranslation();
  const verifyPath = `${ROUTES.verify}/${encodeURIComponent(code)}`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="order-certificate">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="order-certificate">
          {t('data.certificate.title')}
        </Title>
        <Text>
          {t('data.certificate.code')}{' '}
          <Code fz="md" data-testid="certificate-code">
            {code}
          </Code>
        </Text>
        <Text size="sm">
          {t('data.certificate.verifyNote')}{' '}
          <Anchor component={Link} to={verifyPath}>
            {t('data.certificate.verifyLink')}
          </Anchor>
        </Text>
        <Group>
          <Button
            component="a"
            href={pdfUrl ?? certificatePdfUrl(code)}
            target="_blank"
            rel="noopener"
            variant="light"
            leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
          >
            {t('data.certificate.pdf')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
