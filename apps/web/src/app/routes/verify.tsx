import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { CertificateView } from '../../features/data-service/components/certificate-view';
import { VerifyForm } from '../../features/data-service/components/verify-form';

/** /verify and /verify/{code}: check a certificate of erasure, signed in or not. */
export function Component() {
  const { code } = useParams();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      {code ? <CertificateView key={code} code={code} /> : <VerifyForm />}
    </Container>
  );
}
