import { Notifications } from '@mantine/notifications';
import { TOAST_MS, Z_INDEX_TOAST } from '@recircuit/contract';
import { PAGE_TOAST_POSITION } from '../lib/toast';
import classes from './toast-host.module.css';

/** Where toasts appear: top-right for pages, top-centre for the API client, below the header; above dialogs. */
export default function ToastHost() {
  return (
    <Notifications
      position={PAGE_TOAST_POSITION}
      classNames={{ root: classes.toasts }}
      autoClose={TOAST_MS}
      zIndex={Z_INDEX_TOAST}
      containerWidth={400}
      limit={4}
    />
  );
}
