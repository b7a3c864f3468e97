import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { DATA_MESSAGES, type Certificate } from '@recircuit/contract';
import { changeLanguage, DEFAULT_LANGUAGE, loadBundles } from '../../../lib/i18n';
import { CertificateView } from './certificate-view';

const certificate: Certificate = {
  valid: true,
  code: 'K7Q2M9X4T1B8Z5R3W6YD',
  orderNumber: 'DS-7K3M9Q2D',
  deviceName: 'ThinkPad X1',
  deviceType: 'laptop',
  deviceSerialMasked: '****7731',
  method: 'Purge',
  methodDetail: 'Cryptographic erase',
  standard: 'NIST SP 800-88 Rev. 2',
  tool: 'nwipe 0.35',
  verification: 'Full read-back',
  result: 'Passed',
  performedBy: 'S.H. · ST-7K3M9Q',
  completedAt: '2026-03-05T10:00:00.000Z',
  issuedAt: '2026-03-05T10:05:00.000Z',
  revoked: false,
  revokedAt: null,
  replacedBy: null,
  revocationReason: null,
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
}

function renderView(code: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CertificateView code={code} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage(DEFAULT_LANGUAGE);
});

describe('CertificateView', () => {
  it('says a standing certificate is genuine and shows what it certifies, the serial masked', async () => {
    answer(200, { code: 200, message: 'success', data: certificate });
    renderView(certificate.code);
    expect((await screen.findByTestId('certificate-verdict')).textContent).toContain('Genuine certificate');
    expect(screen.getByText('****7731')).toBeTruthy();
    expect(screen.getByText('ThinkPad X1 (Laptop)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Certificate (PDF)' }).getAttribute('href')).toBe(
      `/proxy/api/certificates/${certificate.code}/pdf`,
    );
  });

  it('says a revoked certificate no longer stands and links the one that replaced it', async () => {
    answer(200, {
      code: 200,
      message: 'success',
      data: {
        ...certificate,
        valid: false,
        revoked: true,
        revokedAt: '2026-03-06T09:00:00.000Z',
        replacedBy: 'NEWCODE123',
        revocationReason: 'The serial number was typed wrongly <b>here</b>',
      },
    });
    renderView(certificate.code);
    const verdict = await screen.findByTestId('certificate-verdict');
    expect(verdict.textContent).toContain('This certificate has been revoked');
    expect(verdict.textContent).toContain('6 March 2026');
    // When, why (the admin's words, as text) and the certificate that replaced it.
    expect(screen.getByTestId('revocation-reason').textContent).toBe(
      'Why: The serial number was typed wrongly <b>here</b>',
    );
    expect(screen.queryByText('Genuine certificate')).toBeNull();
    expect(screen.getByRole('link', { name: /replaced it \(NEWCODE123\)/ }).getAttribute('href')).toBe(
      '/verify/NEWCODE123',
    );
  });

  it("says what the method did and the result in the reader's language; the NIST method name stays", async () => {
    answer(200, { code: 200, message: 'success', data: certificate });
    await changeLanguage('fr-FR');
    await loadBundles(['data']);
    renderView(certificate.code);
    await screen.findByTestId('certificate-verdict');
    const method = screen.getByText(/^Purge · /).textContent ?? '';
    expect(method).toContain('Effacement cryptographique');
    expect(method).not.toContain('Cryptographic erase');
    expect(screen.getByText('Concluant')).toBeTruthy();
    expect(screen.queryByText('Passed')).toBeNull();
  });

  it('says the method and result in Chinese too', async () => {
    answer(200, { code: 200, message: 'success', data: certificate });
    await changeLanguage('zh-CN');
    await loadBundles(['data']);
    renderView(certificate.code);
    await screen.findByTestId('certificate-verdict');
    expect(screen.getByText(/^Purge · /).textContent).toContain('加密擦除');
    expect(screen.getByText('通过')).toBeTruthy();
  });

  it('says an unknown code is not a certificate', async () => {
    answer(404, { code: 404, message: DATA_MESSAGES.certificateNotFound, data: null });
    renderView('NOPE');
    expect(await screen.findByText(DATA_MESSAGES.certificateNotFound)).toBeTruthy();
    expect(screen.queryByTestId('certificate-verdict')).toBeNull();
  });
});
