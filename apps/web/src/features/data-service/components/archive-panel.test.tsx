import '../../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DataOrderDetail } from '@recircuit/contract';
import { ArchivePanel } from './archive-panel';

const completed: DataOrderDetail = {
  orderId: 'o1',
  orderNumber: 'EW-ARC00001',
  serviceType: 'retrieval',
  deviceType: 'phone',
  deviceName: 'Pixel 7',
  dataType: 'photos',
  dataSize: 100,
  storageDuration: 3,
  eraseLevel: null,
  price: 49.99,
  status: 'Completed',
  history: [],
  createdTime: '2026-03-05T10:00:00.000Z',
  paidAt: '2026-03-05T10:01:00.000Z',
  completedAt: '2026-03-06T10:00:00.000Z',
  expiresAt: '2026-06-06T10:00:00.000Z',
  archiveSize: 3000,
  certificateCode: null,
  certificateUrl: null,
  downloads: [],
  extendableMonths: 3,
  extensionPending: false,
  isOwner: true,
  startRequestedAt: null,
  receivedAt: null,
  afterCare: null,
  hub: {
    name: 'ReCircuit Data Hub',
    addressLines: ['Unit 7, Boar Lane Courtyard', 'Leeds'],
    postcode: 'LS1 4DY',
    openingHours: 'Mo-Fr 09:00-17:30',
  },
};

function renderPanel(order: DataOrderDetail) {
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <ArchivePanel order={order} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('ArchivePanel', () => {
  it('says who downloaded: the owner, ReCircuit staff, or (older entries) not recorded', () => {
    renderPanel({
      ...completed,
      downloads: [
        { at: '2026-03-08T10:00:00.000Z', address: '198.51.100.9', by: 'staff' },
        { at: '2026-03-07T10:00:00.000Z', address: '203.0.113.7', by: 'owner' },
        { at: '2026-03-06T11:00:00.000Z', address: '203.0.113.8', by: null },
      ],
    });
    const rows = within(screen.getByTestId('download-log')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'WhenFrom addressBy',
      expect.stringMatching(/198\.51\.100\.9ReCircuit staff \(support\)$/),
      expect.stringMatching(/203\.0\.113\.7You$/),
      expect.stringMatching(/203\.0\.113\.8Not recorded$/),
    ]);
    expect(screen.getByText(/Our staff download an archive only to help you/)).toBeTruthy();
  });

  it('says nothing of staff when only the owner downloaded', () => {
    renderPanel({ ...completed, downloads: [{ at: '2026-03-07T10:00:00.000Z', address: '203.0.113.7', by: 'owner' }] });
    expect(screen.queryByText(/Our staff download/)).toBeNull();
  });
});
