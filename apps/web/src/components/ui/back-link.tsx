import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A link back to the list a page was opened from, above the page's heading. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor
      component={Link}
      to={to}
      fw={600}
      mb="md"
      style={{ display: 'inline-flex', alignItems: 'center', gap: '0.35rem' }}
    >
      <IconArrowLeft size={18} aria-hidden="true" />
      {label}
    </Anchor>
  );
}
