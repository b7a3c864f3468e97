import '../../../lib/mantine-css/UnstyledButton.css';
import '../../../lib/mantine-css/Paper.css';
import '../../../lib/mantine-css/Loader.css';
import '../../../lib/mantine-css/CloseButton.css';
import '../../../lib/mantine-css/Group.css';
import '../../../lib/mantine-css/Alert.css';
import '../../../lib/mantine-css/Text.css';
import '../../../lib/mantine-css/Button.css';
import '../../../lib/mantine-css/Stack.css';
import '../../../lib/mantine-css/Title.css';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useQrCode } from '../api/get-qr-code';
import classes from './recycle.module.css';

/** Opens a small window with only the QR code and the order number, and prints it. */
function printQr(url: string, orderNumber: string, title: string) {
  const win = window.open('', '_blank', 'width=420,height=520');
  if (!win) return;
  const doc = win.document;
  doc.title = title;
  const heading = doc.createElement('p');
  heading.textContent = `${title} ${orderNumber}`;
  heading.style.font = '600 18px system-ui, sans-serif';
  const img = doc.createElement('img');
  img.src = url;
  img.alt = title;
  img.style.width = '300px';
  img.onload = () => {
    win.focus();
    win.print();
  };
  doc.body.append(heading, img);
}

/** The order's QR code from the server, with Print and Download. */
export function QrCard({ userId, deviceId, orderNumber }: { userId: string; deviceId: string; orderNumber: string }) {
  const { t } = useTranslation();
  const qr = useQrCode(userId, deviceId);
  const url = qr.data?.url ?? null;

  const alt = t('recycle.qr.alt', { orderNumber });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t('recycle.qr.title')}
        </Title>
        <Text>{t('recycle.qr.body')}</Text>
        {url ? (
          <img src={url} alt={alt} className={classes.qrImage} width={220} height={220} data-testid="order-qr" />
        ) : qr.isError ? (
          <Alert color="red" title={t('recycle.qr.failed')}>
            <Button variant="light" size="xs" onClick={() => void qr.refetch()}>
              {t('recycle.retry')}
            </Button>
          </Alert>
        ) : (
          <Loader aria-label={t('common.loading')} />
        )}
        {url ? (
          <Group gap="sm">
            <Button
              leftSection={<IconPrinter size={18} aria-hidden="true" />}
              variant="light"
              onClick={() => printQr(url, orderNumber, t('recycle.qr.title'))}
            >
              {t('recycle.qr.print')}
            </Button>
            <Button
              component="a"
              href={url}
              download={`recircuit-${orderNumber}.png`}
              leftSection={<IconDownload size={18} aria-hidden="true" />}
              variant="light"
            >
              {t('recycle.qr.download')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
