import { Container } from '@mantine/core';
import { DataServiceLanding } from '../../../features/data-service/components/data-service-landing';

/** /data-service: the two services, their prices, and the "Secure link" form. */
export function Component() {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <DataServiceLanding />
    </Container>
  );
}
