import { useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  CopyButton,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import {
  ADMIN_PARTNER_MESSAGES,
  DEFAULT_LANGUAGE,
  PARTNER_KINDS,
  PARTNER_LIMITS,
  PAYOUT_METHODS,
  describeOpeningHours,
  isLanguage,
  partnerRequestSchema,
  type AdminPartner,
  type PayoutMethod,
} from '@recircuit/contract';
import { words } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useApiForm } from '../../../lib/use-api-form';
import { useIssuePartnerKey } from '../api/issue-partner-key';
import { useRetirePartner } from '../api/retire-partner';
import { useSavePartner } from '../api/save-partner';
import { EMPTY_PARTNER, partnerValuesOf, paysOwner, type PartnerFormValues } from '../model/partner-form';
import { ConfirmDialog } from './confirm-dialog';

interface PartnerEditorProps {
  /** The partner to edit, or null to add one. */
  partner: AdminPartner | null;
  onSaved?: (partner: AdminPartner) => void;
}

/** Retire a partner (offered to nobody, its orders keep it) or restore it. */
function RetirePanel({ partner }: { partner: AdminPartner }) {
  const { t } = useTranslation();
  const mutation = useRetirePartner();
  const [confirming, setConfirming] = useState(false);
  const retire = partner.retiredAt === null;
  const label = t(retire ? 'admin.partner.retire' : 'admin.partner.restore');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="partner-status">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Title order={2} size="h4" id="partner-status">
            {t('admin.partners.columns.status')}
          </Title>
          <Badge variant="filled" tt="none" color={retire ? 'brand.9' : 'gray.8'} data-testid="partner-status">
            {t(retire ? 'admin.partners.active' : 'admin.partners.retired')}
          </Badge>
        </Group>
        <Button
          variant={retire ? 'outline' : 'filled'}
          onClick={() => setConfirming(true)}
          loading={mutation.isPending}
        >
          {label}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        {t(retire ? 'admin.partner.activeHint' : 'admin.partner.retiredHint')}
      </Text>
      <ConfirmDialog
        opened={confirming}
        title={label}
        confirmLabel={label}
        reversible
        busy={mutation.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void mutation
            .mutateAsync({ partnerId: partner.partnerId, retire })
            .then((answer) =>
              toast.success(
                answer.message ||
                  (retire ? ADMIN_PARTNER_MESSAGES.partnerRetired : ADMIN_PARTNER_MESSAGES.partnerRestored),
              ),
            )
            .catch(() => undefined)
            .finally(() => setConfirming(false))
        }
      >
        {t(retire ? 'admin.partner.confirmRetire' : 'admin.partner.confirmRestore', { name: partner.name })}
      </ConfirmDialog>
    </Paper>
  );
}

/** Issue the partner's counter a new key: shown here once, with a way to copy it. */
function KeyPanel({ partner }: { partner: AdminPartner }) {
  const { t } = useTranslation();
  const mutation = useIssuePartnerKey();
  const [confirming, setConfirming] = useState(false);
  const [key, setKey] = useState<string | null>(null);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="partner-key">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h4" id="partner-key">
          {t('admin.partner.keyTitle')}
        </Title>
        <Button variant="outline" onClick={() => setConfirming(true)} loading={mutation.isPending}>
          {t('admin.partner.issueKey')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        {t(partner.hasKey ? 'admin.partner.keyHintHas' : 'admin.partner.keyHintNone')}
      </Text>
      {key && (
        <Stack gap="xs" mt="sm" data-testid="issued-key">
          <TextInput
            label={t('admin.partner.newKey')}
            description={t('admin.partner.copyHint')}
            value={key}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            data-testid="partner-key-value"
          />
          <Group>
            <CopyButton value={key}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {t(copied ? 'admin.partner.copied' : 'admin.partner.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('admin.partner.issueKey')}
        confirmLabel={t('admin.partner.issueKey')}
        busy={mutation.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void mutation
            .mutateAsync(partner.partnerId)
            .then((answer) => {
              setKey(answer.data.key);
              toast.success(answer.message || ADMIN_PARTNER_MESSAGES.keyIssued);
            })
            .catch(() => undefined)
            .finally(() => setConfirming(false))
        }
      >
        {t(partner.hasKey ? 'admin.partner.confirmKeyReplace' : 'admin.partner.confirmKey', { name: partner.name })}
      </ConfirmDialog>
    </Paper>
  );
}

/** The partner editor: add a partner or change one, retire or restore it, and issue its key. */
export function PartnerEditor({ partner, onSaved }: PartnerEditorProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const save = useSavePartner();
  const defaultValues: PartnerFormValues = partner ? partnerValuesOf(partner) : EMPTY_PARTNER;
  const form = useApiForm({
    schema: partnerRequestSchema,
    defaultValues,
    onSubmit: async (values) => {
      const answer = await save.mutateAsync({ partnerId: partner?.partnerId, partner: values });
      toast.success(
        answer.message || (partner ? ADMIN_PARTNER_MESSAGES.partnerUpdated : ADMIN_PARTNER_MESSAGES.partnerCreated),
      );
      if (partner) form.reset(partnerValuesOf(answer.data));
      onSaved?.(answer.data);
    },
  });
  const kind = form.watch('kind');
  const pays = paysOwner(kind);
  const hours = form.watch('openingHours').trim();
  const hoursInWords = hours ? describeOpeningHours(hours, language) : null;
  const payoutError = form.formState.errors.payoutMethods;
  const payoutMessage = payoutError?.message ?? payoutError?.root?.message;

  return (
    <Stack gap="md">
      {partner && <RetirePanel partner={partner} />}
      {partner && <KeyPanel partner={partner} />}
      <form
        onSubmit={form.submit}
        noValidate
        aria-label={t(partner ? 'admin.partner.editTitle' : 'admin.partner.newTitle')}
      >
        <fieldset disabled={form.submitting} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('admin.partner.name')}
                description={t('admin.partner.nameHint')}
                required
                maxLength={PARTNER_LIMITS.nameMax}
                {...form.register('name')}
                error={form.errorOf('name')}
              />
              <NativeSelect
                label={t('admin.partner.kind')}
                data={PARTNER_KINDS.map((value) => ({ value, label: t(`admin.partnerKinds.${value}`) }))}
                {...form.register('kind', {
                  onChange: (event: { target: { value: string } }) => {
                    if (!paysOwner(event.target.value as PartnerFormValues['kind'])) form.setValue('payoutMethods', []);
                  },
                })}
                error={form.errorOf('kind')}
              />
              <TextInput
                label={t('admin.partner.address')}
                description={t('admin.partner.addressHint')}
                required
                maxLength={PARTNER_LIMITS.addressMax}
                {...form.register('address')}
                error={form.errorOf('address')}
              />
              <TextInput
                label={t('admin.partner.postcode')}
                required
                maxLength={10}
                autoComplete="off"
                {...form.register('postcode')}
                error={form.errorOf('postcode')}
              />
              <TextInput
                label={t('admin.partner.latitude')}
                description={t('admin.partner.coordinatesHint')}
                inputMode="decimal"
                maxLength={20}
                {...form.register('latitude')}
                error={form.errorOf('latitude')}
              />
              <TextInput
                label={t('admin.partner.longitude')}
                description={t('admin.partner.coordinatesHint')}
                inputMode="decimal"
                maxLength={20}
                {...form.register('longitude')}
                error={form.errorOf('longitude')}
              />
            </SimpleGrid>
            <TextInput
              label={t('admin.partner.openingHours')}
              description={
                hoursInWords && hoursInWords !== hours
                  ? t('admin.partner.hoursReadAs', { hours: hoursInWords })
                  : t('admin.partner.openingHoursHint')
              }
              maxLength={PARTNER_LIMITS.openingHoursMax}
              {...form.register('openingHours')}
              error={form.errorOf('openingHours')}
            />
            <Checkbox.Group
              label={t('admin.partner.payoutMethods')}
              description={t(pays ? 'admin.partner.payoutHint' : 'admin.partner.payoutNone')}
              value={form.watch('payoutMethods')}
              onChange={(value) =>
                form.setValue('payoutMethods', value as PayoutMethod[], {
                  shouldValidate: form.formState.isSubmitted,
                })
              }
              error={payoutMessage ? words(payoutMessage) : undefined}
            >
              <Group gap="md" mt={4}>
                {PAYOUT_METHODS.map((method) => (
                  <Checkbox key={method} value={method} label={t(`admin.payoutMethods.${method}`)} disabled={!pays} />
                ))}
              </Group>
            </Checkbox.Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('admin.partner.website')}
                type="url"
                maxLength={PARTNER_LIMITS.websiteMax}
                {...form.register('website')}
                error={form.errorOf('website')}
              />
              <TextInput
                label={t('admin.partner.priceFactor')}
                description={t('admin.partner.priceFactorHint')}
                inputMode="decimal"
                maxLength={6}
                {...form.register('priceFactor')}
                error={form.errorOf('priceFactor')}
              />
            </SimpleGrid>
            <Textarea
              label={t('admin.partner.description')}
              autosize
              minRows={2}
              maxLength={PARTNER_LIMITS.descriptionMax}
              {...form.register('description')}
              error={form.errorOf('description')}
            />
            <Checkbox
              label={t('admin.partner.demo')}
              description={t('admin.partner.demoHint')}
              {...form.register('demo')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={form.submitting} data-testid="save-partner">
                {t(partner ? 'admin.partner.save' : 'admin.partner.add')}
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
    </Stack>
  );
}
