import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_MESSAGES, contactRequestSchema, type ContactRequest } from '@recircuit/contract';
import { ApiError } from './api';
import { useApiForm, type UseApiFormOptions } from './use-api-form';

type Values = { subject: string; message: string };
type Output = Required<{ [K in keyof ContactRequest]: string }>;

/** A two-field form on the hook, with the contract's contact schema. */
function ContactForm(
  props: Pick<UseApiFormOptions<Values, Output>, 'onSubmit' | 'onInvalid' | 'onError'> & {
    schema?: UseApiFormOptions<Values, Output>['schema'];
  },
) {
  const form = useApiForm<Values, Output>({
    schema: contactRequestSchema,
    defaultValues: { subject: '', message: '' },
    ...props,
  });
  return (
    <form onSubmit={form.submit} noValidate aria-busy={form.submitting}>
      <input aria-label="Subject" {...form.register('subject')} />
      <span data-testid="subject-error">{form.errorOf('subject') ?? ''}</span>
      <input aria-label="Message" {...form.register('message')} />
      <span data-testid="message-error">{form.errorOf('message') ?? ''}</span>
      <button type="submit" disabled={form.submitting}>
        Send
      </button>
    </form>
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form') as HTMLFormElement);

describe('useApiForm', () => {
  it("checks the values with the contract's schema and sends nothing when they fail", async () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    render(<ContactForm onSubmit={onSubmit} onInvalid={onInvalid} />);
    fill('Subject', '   ');
    send();
    await waitFor(() => expect(screen.getByTestId('subject-error').textContent).toBe(ACCOUNT_MESSAGES.requiredFields));
    expect(screen.getByTestId('message-error').textContent).toBe(ACCOUNT_MESSAGES.requiredFields);
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(Object.keys(onInvalid.mock.calls[0]?.[0] as object)).toEqual(['subject', 'message']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the schema's output (trimmed) when the values pass", async () => {
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} />);
    fill('Subject', '  Old laptop ');
    fill('Message', ' Collect on Friday? ');
    send();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ subject: 'Old laptop', message: 'Collect on Friday?' }),
    );
    expect(screen.getByTestId('subject-error').textContent).toBe('');
  });

  it('takes a loader of the schema, loaded once, when the form first checks', async () => {
    const load = vi.fn(async () => contactRequestSchema);
    const onSubmit = vi.fn();
    render(<ContactForm schema={load} onSubmit={onSubmit} />);
    expect(load).not.toHaveBeenCalled();
    send();
    await waitFor(() => expect(screen.getByTestId('subject-error').textContent).toBe(ACCOUNT_MESSAGES.requiredFields));
    fill('Subject', ' Old laptop ');
    fill('Message', 'Collect on Friday?');
    send();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ subject: 'Old laptop', message: 'Collect on Friday?' }),
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("puts the server's errors[].field onto the fields of that name, and ignores the others", async () => {
    const failure = new ApiError({
      kind: 'envelope',
      status: 400,
      code: 400,
      message: 'Validation failed',
      fieldErrors: [
        { field: 'subject', message: 'The subject can be at most 120 characters' },
        { field: 'subject', message: 'A second message for the same field' },
        { field: 'userId', message: 'Not a field of this form' },
      ],
    });
    const onError = vi.fn();
    render(<ContactForm onSubmit={() => Promise.reject(failure)} onError={onError} />);
    fill('Subject', 'Hello');
    fill('Message', 'World');
    send();
    await waitFor(() =>
      expect(screen.getByTestId('subject-error').textContent).toBe('The subject can be at most 120 characters'),
    );
    expect(screen.getByTestId('message-error').textContent).toBe('');
    expect(onError).toHaveBeenCalledWith(failure);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
  });

  it('disables submit while the request is in flight and sends once however often it is submitted', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ContactForm onSubmit={onSubmit} />);
    fill('Subject', 'Hello');
    fill('Message', 'World');
    // Two submissions in the same tick, then a third once the first is under way.
    send();
    send();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true));
    send();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    send();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });
});
