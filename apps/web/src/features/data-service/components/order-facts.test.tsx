import '../../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { DataOrderDetail } from '@recircuit/contract';
import { loadBundles } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/format';
import { OrderFacts } from './order-facts';

const paid = {
  orderId: 'o1',
  orderNumber: 'DS-FACTS001',
  serviceType: 'erase',
  deviceType: 'phone',
  deviceName: 'Pixel 7',
  eraseLevel: 'certified',
  price: 9.99,
  status: 'Awaiting device',
  createdTime: '2026-03-05T10:00:00.000Z',
  startRequestedAt: '2026-03-05T10:02:00.000Z',
} as unknown as DataOrderDetail;

describe('OrderFacts', () => {
  it('shows when the owner asked us to start within the cancellation period, and nothing when they have not', async () => {
    await loadBundles(['data']);
    const { unmount } = render(
      <MantineProvider env="test">
        <OrderFacts order={paid} />
      </MantineProvider>,
    );
    const label = screen.getByText('Start requested');
    expect(label.nextElementSibling?.textContent).toBe(formatDateTime('2026-03-05T10:02:00.000Z'));
    unmount();
    render(
      <MantineProvider env="test">
        <OrderFacts order={{ ...paid, startRequestedAt: null }} />
      </MantineProvider>,
    );
    expect(screen.queryByText('Start requested')).toBeNull();
  });
});
