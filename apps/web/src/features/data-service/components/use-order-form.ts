import { useEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  ACCOUNT_MESSAGES,
  CATALOGUE_MESSAGES,
  DATA_MESSAGES,
  ROUTES,
  dataServiceRequestSchema,
} from '@recircuit/contract';
import { isApiError } from '../../../lib/api';
import { dialogs } from '../../../lib/dialogs';
import { getUser, useSession } from '../../../lib/signed-in-user';
import { toast } from '../../../lib/toast';
import { firstMessage, useApiForm } from '../../../lib/use-api-form';
import { useRequestService } from '../api/request-service';
import { newIdempotencyKey, orderDraft } from '../model/order-draft';
import type { DataFormValues } from '../model/price-request';

/** The confirmation page of a new order. */
export const confirmationPath = (orderId: string) =>
  `${ROUTES.dataServiceConfirmation}?${new URLSearchParams({ orderId }).toString()}`;

/**
 * A data-service order form (retrieval or erase): the contract's schema, what is typed kept in
 * sessionStorage, and a submit that needs a signed-in owner. Signed out, it says 'Please login
 * to continue', opens the login dialog and places the order once signed in through it. One Idempotency-Key
 * per attempt, and the button stays disabled from the first click until the next page: double
 * clicks and retries make one order.
 */
export function useOrderForm<T extends DataFormValues & FieldValues>(empty: T, here: string) {
  const session = useSession();
  const navigate = useNavigate();
  const mutation = useRequestService();
  const [initial] = useState(() => orderDraft.read<T>(empty.serviceType));
  const resume = useRef(initial?.resume ?? false);
  const key = useRef<string | null>(null);
  const [placed, setPlaced] = useState(false);

  const form = useApiForm({
    schema: dataServiceRequestSchema,
    defaultValues: { ...empty, ...initial?.values },
    onInvalid: (errors) => toast.error(firstMessage(errors) ?? ACCOUNT_MESSAGES.requiredFields, { id: 'data-form' }),
    onSubmit: async (values) => {
      if (!session) {
        resume.current = true;
        orderDraft.save(form.getValues() as T, true);
        toast.warning(CATALOGUE_MESSAGES.loginToContinue, { id: 'data-login' });
        dialogs.open('login', { returnTo: here });
        return;
      }
      key.current ??= newIdempotencyKey();
      const created = await mutation.mutateAsync({
        body: { ...values, userId: session.userId },
        idempotencyKey: key.current,
      });
      // The key stays: until the next page shows, another click repeats this order, not a new one.
      setPlaced(true);
      orderDraft.clear(empty.serviceType);
      toast.success(DATA_MESSAGES.orderCreated);
      void navigate(confirmationPath(created.orderId));
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      // A refusal (4xx) will be refused again: the next attempt is a new one.
      if (error.status >= 400 && error.status < 500) key.current = null;
      if (error.status === 401) {
        resume.current = true;
        orderDraft.save(form.getValues() as T, true);
        dialogs.open('login', { returnTo: here });
      }
      toast.error(error.serverMessage ?? error.message, { id: 'data-form' });
    },
  });

  // Whatever is typed is kept, so a reload or the login dialog loses nothing.
  const { watch } = form;
  useEffect(() => {
    const subscription = watch((values) => orderDraft.save(values as T, resume.current));
    return () => subscription.unsubscribe();
  }, [watch]);

  // The login dialog closed without a sign-in: the order waits for the next click, not for a later sign-in.
  useEffect(
    () =>
      dialogs.subscribe(() => {
        if (dialogs.current() !== null || !resume.current || getUser()) return;
        resume.current = false;
        orderDraft.save(form.getValues() as T, false);
      }),
    [form],
  );

  // Signed in after a submit asked for it (here or after the dialog's return): place the order.
  const { submit } = form;
  useEffect(() => {
    if (!session || !resume.current) return;
    resume.current = false;
    orderDraft.save(form.getValues() as T, false);
    void submit();
    // Only the session arriving starts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

  return { form, busy: form.submitting || placed };
}
