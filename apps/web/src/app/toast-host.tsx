import { Notifications } from '@mantine/notifications';
import { TOAST_MS, Z_INDEX_TOAST } from '@recircuit/contract';
import { PAGE_TOAST_POSITION } from '../lib/toast';

/** Where toasts appear: top-right for pages, top-centre for the API client; above dialogs. */
export default function ToastHost() {
  return (
    <Notifications
      position={PAGE_TOAST_POSITION}
      autoClose={TOAST_MS}
      zIndex={Z_INDEX_TOAST}
      containerWidth={400}
      limit={4}
    />
  );
}
