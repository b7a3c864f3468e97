import '../../../lib/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { OrderDetail } from '@recircuit/contract';
import { loadBundles } from '../../../lib/i18n';
import { HandInCard } from './hand-in-card';

const order = (extra: Partial<OrderDetail> = {}) =>
  ({
    orderId: 'o 1',
    orderNumber: 'RC-1',
    classification: 'current',
    status: 'Submitted',
    price: 200,
    quoteValidUntil: '2026-03-19T10:00:00.000Z',
    qrState: 'available',
    isOwner: true,
    canConfirm: false,
    gradeFound: null,
    place: null,
    byPost: true,
    hub: {
      name: 'ReCircuit Hub',
      addressLines: ['Unit 7', 'Leeds'],
      postcode: 'LS1 4DY',
      openingHours: 'Mo-Fr 09:00-17:30',
    },
    post: { bankDetails: null, needsBankDetails: true, arrivedAt: null, payoutDue: null, returnAddress: null },
    ...extra,
  }) as unknown as OrderDetail;

const renderCard = (value: OrderDetail) =>
  render(
    <MantineProvider env="test">
      <HandInCard order={value} />
    </MantineProvider>,
  );

beforeAll(() => loadBundles(['orders']));

describe('HandInCard for a device sent by post', () => {
  it('shows the hub and the postage label instead of a place, QR and slip', () => {
    renderCard(order());
    expect(screen.getByText('Where you send it')).toBeTruthy();
    expect(screen.getByTestId('hub-address').textContent).toBe('ReCircuit HubUnit 7LeedsLS1 4DY');
    expect(screen.getByTestId('hub-hours').textContent).toContain('Monday');
    expect(screen.getByTestId('label-link').getAttribute('href')).toBe('/proxy/api/recycle-orders/o%201/label.pdf');
    expect(screen.getByTestId('quote-expiry').textContent).toContain('Post the device by then');
    expect(screen.queryByTestId('order-qr')).toBeNull();
    expect(screen.queryByTestId('slip-link')).toBeNull();
  });

  it('once arrived, says when and the grade found, with no label', () => {
    renderCard(
      order({
        status: 'Handed in',
        gradeFound: 'C',
        post: {
          bankDetails: null,
          needsBankDetails: true,
          arrivedAt: '2026-03-09T10:00:00.000Z',
          payoutDue: null,
          returnAddress: null,
        },
      }),
    );
    expect(screen.getByTestId('post-arrived').textContent).toBe('Your device arrived at our hub on 9 March 2026.');
    expect(screen.getByTestId('post-grade-found').textContent).toBe(
      'Our hub inspected it and found it in C Good condition.',
    );
    expect(screen.queryByTestId('label-link')).toBeNull();
  });

  it('keeps the place, QR and slip for an order handed in at a place', () => {
    renderCard(
      order({
        byPost: false,
        hub: null,
        post: null,
        place: {
          partnerId: 'p1',
          name: 'Phone Shop',
          address: '1 Street',
          postcode: 'LS1 1AA',
          openingHours: null,
          website: '',
          payoutMethods: ['cash'],
        } as never,
      }),
    );
    expect(screen.getByTestId('order-place').textContent).toContain('Phone Shop');
    expect(screen.getByTestId('order-qr')).toBeTruthy();
    expect(screen.queryByTestId('label-link')).toBeNull();
  });
});
