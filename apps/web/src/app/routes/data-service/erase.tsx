import { Container } from '@mantine/core';
import { EraseForm } from '../../../features/data-service/components/erase-form';

/** /data-service/erase: order a standard or certified erasure. */
export function Component() {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <EraseForm />
    </Container>
  );
}
