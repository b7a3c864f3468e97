import { Container } from '@mantine/core';
import { RecycleChooser } from '../../features/recycle/components/recycle-chooser';

/** /recycle-now: choose the kind of device. */
export function Component() {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <RecycleChooser />
    </Container>
  );
}
