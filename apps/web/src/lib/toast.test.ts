import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { IMAGE_TOAST_MS, TOAST_MS } from '@recircuit/contract';
import { showApiErrorToast, toast } from './toast';

describe('toasts', () => {
  const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'toast-id');
  beforeEach(() => show.mockClear());

  it('shows page toasts top-right for 3 s', () => {
    toast.error('Please select a type');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Please select a type',
        position: 'top-right',
        autoClose: TOAST_MS,
        color: 'red',
      }),
    );
  });

  it('shows image upload successes for 2 s', () => {
    toast.imageUploaded('Image 1 uploaded successfully');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ autoClose: IMAGE_TOAST_MS, position: 'top-right' }));
  });

  it('shows API client errors top-centre for 3 s, one copy at a time', () => {
    showApiErrorToast('service error');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'service error',
        position: 'top-center',
        autoClose: TOAST_MS,
        id: 'api-error:service error',
      }),
    );
  });
});
