import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { Z_INDEX_MODAL } from '@recircuit/contract';
import { useOpenedAfterMount } from '../../lib/use-opened-after-mount';

// Rises into place without fading, so its text keeps full contrast throughout the animation.
const RISE_IN = {
  transition: {
    in: { transform: 'translateY(0) scale(1)' },
    out: { transform: 'translateY(12px) scale(0.97)' },
    transitionProperty: 'transform',
  },
  duration: 180,
};

export interface AppModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Close when the backdrop is clicked. Off by default (docs/web-app.md, "Dialogs"). */
  closeOnBackdrop?: boolean;
  /** Any CSS width or a Mantine size; 480 px by default. */
  width?: number | string;
  /** The close button's accessible name. */
  closeLabel: string;
}

/** The generic dialog: a title, a close button, Escape to close, focus kept inside while open. */
export function AppModal({
  opened,
  onClose,
  title,
  children,
  closeOnBackdrop = false,
  width = 480,
  closeLabel,
}: AppModalProps) {
  const shown = useOpenedAfterMount(opened);
  return (
    <Modal
      opened={shown}
      onClose={onClose}
      title={title}
      size={width}
      closeOnClickOutside={closeOnBackdrop}
      zIndex={Z_INDEX_MODAL}
      centered
      radius="lg"
      padding="xl"
      transitionProps={RISE_IN}
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
      closeButtonProps={{ 'aria-label': closeLabel }}
      styles={{ title: { fontWeight: 750, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {children}
    </Modal>
  );
}
