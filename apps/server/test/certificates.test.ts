import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_MESSAGES } from '@recircuit/contract';
import { AuditLog } from '../src/modules/audit/service.ts';
import { DataOrdersRepository } from '../src/modules/data-orders/repository.ts';
import { maskSerial, newCertificateCode, normaliseCode } from '../src/modules/certificates/service.ts';
import { registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';
import { insertDataOrder, storedFiles } from './helpers/fulfilment.ts';
import { emailsTo, outboxEmails, subjectOf } from './helpers/outbox.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { useTestApp } from './helpers/test-app.ts';

const harness = useTestApp();
let owner: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  owner = await registerAndLogin(harness.app);
  staff = await registerStaff(harness.app);
  await harness.app.db.execute(
    sql`update users set first_name = 'Sam', last_name = 'Clerk' where id = ${staff.userId}`,
  );
});

const ERASURE = {
  method: 'Purge',
  tool: 'Blancco Mobile Diagnostics & Erasure',
  toolVersion: '6.4.1',
  verification: 'Full read-back verification of every block',
  result: 'Passed',
};
const record = (orderId: string, body: Record<string, unknown>, who: SignedIn = staff) =>
  harness.app.inject({
    method: 'POST',
    url: `/proxy/api/admin/data-orders/${orderId}/erasure`,
    headers: who.writeHeaders,
    payload: body,
  });
const verify = (code: string) => harness.app.inject({ method: 'GET', url: `/proxy/api/certificates/${code}` });

describe('certificate codes', () => {
  it('are 20 random Crockford characters (100 bits), read back in any case and with O, I or L', () => {
    const codes = new Set(Array.from({ length: 500 }, () => newCertificateCode()));
    expect(codes.size).toBe(500);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    expect(normaliseCode('abcd-efgh-jkmn-pqrs-0o1i')).toBe('ABCDEFGHJKMNPQRS0011');
    expect(normaliseCode('ABC')).toBeUndefined();
    expect(normaliseCode('U'.repeat(20))).toBeUndefined();
    expect(maskSerial('R58N12ABCD7XQ2')).toBe('****7XQ2');
    expect(maskSerial('  ')).toBeNull();
  });
});

describe('POST /api/admin/data-orders/{id}/erasure', () => {
  it('checks its fields, the role, and that the order is an erase order in Processing', async () => {
    const order = await insertDataOrder(harness.app, owner.userId, { serviceType: 'erase' });
    const missing = await record(order.id, { method: 'Purge', verification: 'read-back' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({ field: 'tool', message: 'tool is required' });
    expect((await record(order.id, { ...ERASURE, method: 'Shred' })).statusCode).toBe(400);
    expect((await record(order.id, { ...ERASURE, notes: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await record(order.id, ERASURE, owner)).statusCode).toBe(403);
    expect(
      (
        await harness.app.inject({
          method: 'POST',
          url: `/proxy/api/admin/data-orders/${order.id}/erasure`,
          payload: ERASURE,
        })
      ).statusCode,
    ).toBe(401);

    const retrieval = await insertDataOrder(harness.app, owner.userId);
    const unpaid = await insertDataOrder(harness.app, owner.userId, {
      serviceType: 'erase',
      status: 'Awaiting payment',
    });
    for (const id of [retrieval.id, unpaid.id]) {
      const answer = await record(id, ERASURE);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(DATA_MESSAGES.statusChangeNotAllowed);
    }
  });

  it('completes a standard erasure without a certificate, and a second record is refused', async () => {
    const order = await insertDataOrder(harness.app, owner.userId, { serviceType: 'erase', eraseLevel: 'standard' });
    const answer = await record(order.id, { ...ERASURE, method: 'Clear' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ status: 'Completed', certificateCode: null });
    const emails = emailsTo(await outboxEmails(harness.config.dataDir), owner.email).map(subjectOf);
    expect(emails).toContain(`Your device has been erased: order ${order.orderNumber}`);
    expect((await record(order.id, ERASURE)).statusCode).toBe(409);
  });

  it('issues a certified erasure its certificate: verifiable by anyone, with its PDF', async () => {
    const order = await insertDataOrder(harness.app, owner.userId, { serviceType: 'erase' });
    const answer = await record(order.id, ERASURE);
    expect(answer.statusCode).toBe(200);
    const code = answer.json().data.certificateCode as string;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    expect(code).not.toContain(order.orderNumber.slice(3));

    const check = await verify(code);
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({
      valid: true,
      revoked: false,
      code,
      orderNumber: order.orderNumber,
      deviceName: 'Pixel 7',
      deviceType: 'phone',
      deviceSerialMasked: '****7XQ2',
      method: 'Purge',
      standard: 'NIST SP 800-88 Rev. 2',
      tool: 'Blancco Mobile Diagnostics & Erasure 6.4.1',
      verification: ERASURE.verification,
      result: 'Passed',
      performedBy: 'Sam Clerk',
      replacedBy: null,
    });
    expect(JSON.stringify(check.json())).not.toContain('R58N12ABCD');
    // Typed as read from paper.
    expect(
      (
        await verify(
          code
            .toLowerCase()
            .replace(/(.{5})/g, '$1-')
            .replace(/-$/, ''),
        )
      ).statusCode,
    ).toBe(200);

    const pdf = await harness.app.inject({ method: 'GET', url: `/proxy/api/certificates/${code}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="recircuit-certificate-${code}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    for (const field of [
      code,
      order.orderNumber,
      '****7XQ2',
      'Purge',
      'NIST SP 800-88 Rev. 2',
      'Sam Clerk',
      `/verify/${code}`,
    ]) {
      expect(text).toContain(field);
    }
    expect(text).not.toContain('R58N12ABCD');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);

    // The order page names it; the owner was emailed its code and verification link.
    const detail = await harness.app.inject({
      method: 'GET',
      url: `/proxy/api/data-retrieval/order/${order.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(detail.json().data.certificateCode).toBe(code);
    expect(detail.json().data.certificateUrl).toBe(`/proxy/api/certificates/${code}/pdf`);
    const [email] = emailsTo(await outboxEmails(harness.config.dataDir), owner.email).filter((eml) =>
      subjectOf(eml).startsWith('Your certificate of erasure is ready'),
    );
    expect(email?.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(`/verify/${code}`);
    expect(await AuditLog.list(harness.app.db, 50, 0)).toContainEqual(
      expect.objectContaining({
        actorId: staff.userId,
        action: 'data-order.erasure',
        detail: expect.objectContaining({ certificateCode: code }),
      }),
    );
  });

  it('corrects a certificate by revoking it and issuing a new one; the old PDF stays as issued', async () => {
    const order = await insertDataOrder(harness.app, owner.userId, { serviceType: 'erase' });
    const first = (await record(order.id, { ...ERASURE, toolVersion: '6.4.0' })).json().data.certificateCode as string;
    const firstPdf = (await harness.app.inject({ method: 'GET', url: `/proxy/api/certificates/${first}/pdf` }))
      .rawPayload;

    const corrected = await record(order.id, { ...ERASURE, deviceSerial: 'SN-0000-9999' });
    expect(corrected.statusCode).toBe(200);
    const second = corrected.json().data.certificateCode as string;
    expect(second).not.toBe(first);

    const old = (await verify(first)).json().data;
    expect(old).toMatchObject({
      valid: false,
      revoked: true,
      replacedBy: second,
      tool: 'Blancco Mobile Diagnostics & Erasure 6.4.0',
    });
    expect(old.revokedAt).not.toBeNull();
    expect((await verify(second)).json().data).toMatchObject({
      valid: true,
      revoked: false,
      deviceSerialMasked: '****9999',
    });
    const samePdf = (await harness.app.inject({ method: 'GET', url: `/proxy/api/certificates/${first}/pdf` }))
      .rawPayload;
    expect(samePdf.equals(firstPdf)).toBe(true);

    expect((await new DataOrdersRepository(harness.app.db).findById(order.id))?.status).toBe('Completed');
    const detail = await harness.app.inject({
      method: 'GET',
      url: `/proxy/api/data-retrieval/order/${order.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(detail.json().data.certificateCode).toBe(second);
    expect(await AuditLog.list(harness.app.db, 50, 0)).toContainEqual(
      expect.objectContaining({
        action: 'data-order.erasure-correction',
        detail: expect.objectContaining({ certificateCode: second, revokedCertificate: first }),
      }),
    );
    const subjects = emailsTo(await outboxEmails(harness.config.dataDir), owner.email).map(subjectOf);
    expect(subjects).toContain(`Your corrected certificate of erasure: order ${order.orderNumber}`);
  });

  it('keeps nothing when the transaction fails after the PDF was stored', async () => {
    const order = await insertDataOrder(harness.app, owner.userId, { serviceType: 'erase' });
    const before = await storedFiles(harness.config.dataDir);
    // The audit entry, written last in the transaction, fails.
    await harness.app.db.execute(
      sql`alter table audit_log add constraint no_erasures check (action <> 'data-order.erasure') not valid`,
    );
    try {
      const answer = await record(order.id, ERASURE);
      expect(answer.statusCode).toBe(500);
      expect(answer.payload).not.toMatch(/no_erasures|audit_log|at .*\.ts/);
    } finally {
      await harness.app.db.execute(sql`alter table audit_log drop constraint no_erasures`);
    }
    expect((await new DataOrdersRepository(harness.app.db).findById(order.id))?.status).toBe('Processing');
    expect(await storedFiles(harness.config.dataDir)).toEqual(before);
    const rows = await harness.app.db.execute(
      sql`select count(*)::int as n from certificates where order_id = ${order.id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});

describe('GET /api/certificates/{code}', () => {
  it('answers an unknown or malformed code with 404 Certificate not found, signed in or not', async () => {
    for (const code of [newCertificateCode(), 'nonsense', '%2e%2e%2fetc']) {
      const answer = await verify(code);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(DATA_MESSAGES.certificateNotFound);
      const pdf = await harness.app.inject({ method: 'GET', url: `/proxy/api/certificates/${code}/pdf` });
      expect(pdf.statusCode).toBe(404);
    }
  });
});
