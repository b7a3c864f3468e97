import { Loader, Overlay, Paper, Stack, Text } from '@mantine/core';
import { Z_INDEX_MODAL, Z_INDEX_TOAST } from '@recircuit/contract';

export interface LoadingOverlayProps {
  visible: boolean;
  /** The words under the spinner. */
  message: string;
}

/** Above dialogs (1100), below toasts (1200), so an error toast can still be read. */
export const LOADING_OVERLAY_Z_INDEX = Math.round((Z_INDEX_MODAL + Z_INDEX_TOAST) / 2);

/** The page-wide "please wait" layer. Its live region is always present so the message is announced. */
export function LoadingOverlay({ visible, message }: LoadingOverlayProps) {
  return (
    <div role="status" aria-live="polite" aria-busy={visible}>
      {visible && (
        <Overlay fixed center zIndex={LOADING_OVERLAY_Z_INDEX} backgroundOpacity={0.35} color="#0a3d24" blur={2}>
          <Paper radius="lg" shadow="lg" px="xl" py="lg" miw={200}>
            <Stack align="center" gap="sm">
              <Loader color="brand" aria-hidden="true" />
              <Text fw={600}>{message}</Text>
            </Stack>
          </Paper>
        </Overlay>
      )}
    </div>
  );
}
