import { Container } from '@mantine/core';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';

/** /reset-password?token=…: choose a new password with the emailed link. */
export function Component() {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <ResetPasswordPage />
    </Container>
  );
}
