import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import {
  DATA_DEVICE_TYPES,
  DATA_MESSAGES,
  ERASURE_RESULTS,
  ROUTES,
  type Certificate,
  type DataDeviceType,
  type ErasureResult,
} from '@recircuit/contract';
import { isApiError } from '../../../lib/api';
import { words } from '../../../lib/i18n';
import { formatDate, formatDateTime } from '../../../lib/format';
import { certificatePdfUrl, useCertificate } from '../api/get-certificate';
import { OrderLoading } from './order-loading';

/**
 * /verify/{code}, public: whether the certificate of erasure is genuine and still stands, and
 * what it certifies (the serial number masked). A revoked certificate says so and links the one
 * that replaced it.
 */
export function CertificateView({ code }: { code: string }) {
  const { t } = useTranslation();
  const certificate = useCertificate(code);
  const title = t('data.verify.title');

  if (certificate.isError) {
    const notFound = isApiError(certificate.error) && certificate.error.status === 404;
    return (
      <Stack gap="md" maw={760}>
        <Title order={1}>{title}</Title>
        <Alert
          color="red"
          title={notFound ? words(DATA_MESSAGES.certificateNotFound) : t('data.verify.failed')}
          role="alert"
          icon={<IconShieldX aria-hidden="true" />}
        >
          <Stack gap="sm" align="flex-start">
            <Text>{notFound ? t('data.verify.notFoundBody', { code }) : t('data.verify.failedBody')}</Text>
            <Button component={Link} to={ROUTES.verify} variant="default">
              {t('data.verify.another')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  if (!certificate.data) return <OrderLoading title={title} message={t('data.verify.checking')} />;
  return <CertificateBody certificate={certificate.data} />;
}

function CertificateBody({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation();
  const stands = certificate.valid && !certificate.revoked;
  const deviceTypeLabel = (type: string) =>
    (DATA_DEVICE_TYPES as readonly string[]).includes(type) ? t(`data.deviceTypes.${type as DataDeviceType}`) : type;
  // The server stores its en-GB words for the method and result; the method's name (NIST's Clear
  // or Purge) stays as it is in every language (docs/translations), what it did is translated.
  const resultLabel = (result: string) =>
    (ERASURE_RESULTS as readonly string[]).includes(result)
      ? t(`data.verify.results.${result as ErasureResult}`)
      : result;
  const rows = [
    [t('data.verify.fields.code'), certificate.code],
    [t('data.verify.fields.issuedAt'), formatDate(certificate.issuedAt)],
    [t('data.verify.fields.orderNumber'), certificate.orderNumber],
    [t('data.verify.fields.device'), `${certificate.deviceName} (${deviceTypeLabel(certificate.deviceType)})`],
    [t('data.verify.fields.serial'), certificate.deviceSerialMasked ?? t('data.verify.noSerial')],
    [t('data.verify.fields.method'), `${certificate.method} · ${t(`data.verify.methodDetail.${certificate.method}`)}`],
    [t('data.verify.fields.standard'), certificate.standard],
    [t('data.verify.fields.tool'), certificate.tool],
    [t('data.verify.fields.verification'), certificate.verification],
    [t('data.verify.fields.result'), resultLabel(certificate.result)],
    [t('data.verify.fields.performedBy'), certificate.performedBy],
    [t('data.verify.fields.completedAt'), formatDateTime(certificate.completedAt)],
  ] as const;

  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Title order={1}>{t('data.verify.title')}</Title>
        <Text c="dimmed">{t('data.verify.resultIntro')}</Text>
      </Stack>
      {stands ? (
        <Alert
          color="brand"
          title={t('data.verify.genuine')}
          icon={<IconShieldCheck aria-hidden="true" />}
          data-testid="certificate-verdict"
        >
          {t('data.verify.genuineBody', { method: certificate.method })}
        </Alert>
      ) : (
        <Alert
          color="red"
          title={t('data.verify.revoked')}
          icon={<IconShieldX aria-hidden="true" />}
          data-testid="certificate-verdict"
        >
          <Stack gap="xs">
            <Text>
              {certificate.revokedAt
                ? t('data.verify.revokedOn', { date: formatDate(certificate.revokedAt) })
                : t('data.verify.revokedBody')}
            </Text>
            {certificate.revocationReason ? (
              <Text data-testid="revocation-reason" style={{ overflowWrap: 'anywhere' }}>
                {t('data.verify.revocationReason', { reason: certificate.revocationReason })}
              </Text>
            ) : null}
            {certificate.replacedBy ? (
              <Anchor component={Link} to={`${ROUTES.verify}/${encodeURIComponent(certificate.replacedBy)}`}>
                {t('data.verify.replacement', { code: certificate.replacedBy })}
              </Anchor>
            ) : null}
          </Stack>
        </Alert>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Title order={2} size="h3">
              {t('data.verify.certifies')}
            </Title>
            <Badge variant="filled" tt="none" color={stands ? 'brand.9' : 'red.9'}>
              {stands ? t('data.verify.valid') : t('data.verify.notValid')}
            </Badge>
          </Group>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" m={0}>
            {rows.map(([label, value]) => (
              <Stack key={label} gap={0}>
                <Text component="dt" size="sm" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Group>
            <Button
              component="a"
              href={certificatePdfUrl(certificate.code)}
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
    </Stack>
  );
}
