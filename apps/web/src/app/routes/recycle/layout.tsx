import { Container } from '@mantine/core';
import { Outlet } from 'react-router';

/** /recycle: the device flow's pages, each its own page, in the site's page frame. */
export function Component() {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Outlet />
    </Container>
  );
}
