import { Container } from '@mantine/core';
import { RetrievalForm } from '../../../features/data-service/components/retrieval-form';

/** /data-service/retrieval: order a data retrieval with its live price. */
export function Component() {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <RetrievalForm />
    </Container>
  );
}
