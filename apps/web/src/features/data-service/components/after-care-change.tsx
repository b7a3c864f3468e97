import { useEffect, useRef } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { afterCareRequestSchema, type AfterCare } from '@recircuit/contract';
import { toast } from '../../../lib/toast';
import { useApiForm } from '../../../lib/use-api-form';
import { useChangeAfterCare } from '../api/change-after-care';
import { EMPTY_RETURN_ADDRESS, type AfterCareValues } from '../model/price-request';
import { AfterCareFields } from './after-care-fields';

function valuesOf(afterCare: AfterCare): AfterCareValues {
  const address = afterCare.returnAddress;
  return {
    afterCare: afterCare.choice,
    returnAddress: address ? { ...address, line2: address.line2 ?? '' } : EMPTY_RETURN_ADDRESS,
  };
}

/** The owner changes what happens to the device afterwards, until the hub has recorded it. */
export function AfterCareChange({
  orderId,
  afterCare,
  onDone,
}: {
  orderId: string;
  afterCare: AfterCare;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useChangeAfterCare(orderId);
  // Opened, the form takes the focus at the choice it starts from.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => formRef.current?.querySelector<HTMLElement>('[role=radio][aria-checked=true]')?.focus(), []);
  const form = useApiForm({
    schema: afterCareRequestSchema,
    defaultValues: valuesOf(afterCare),
    onSubmit: async (values) => {
      await mutation.mutateAsync(values);
      toast.success(t('data.afterCare.changed'));
      onDone();
    },
  });

  return (
    <form ref={formRef} noValidate onSubmit={form.submit} data-testid="after-care-change">
      <Stack gap="sm">
        <AfterCareFields form={form} />
        <Group gap="sm">
          <Button type="submit" loading={form.submitting}>
            {t('data.afterCare.save')}
          </Button>
          <Button variant="default" onClick={onDone} disabled={form.submitting}>
            {t('data.afterCare.keep')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
