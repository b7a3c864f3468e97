import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_MESSAGES } from '@recircuit/contract';
import { AuditLog } from '../src/modules/audit/service.ts';
import { DataOrdersRepository } from '../src/modules/data-orders/repository.ts';
import { certificatePdf } from '../src/modules/certificates/pdf.ts';
import { initialsOf, staffReference } from '../src/modules/certificates/performer.ts';
import type { CertificateRow } from '../src/modules/certificates/repository.ts';
import { maskSerial, newCertificateCode, normaliseCode } from '../src/modules/certificates/service.ts';
import { registerAdmin, registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';
import { insertDataOrder, storedFiles } from './helpers/fulfilment.ts';
import { emailsTo, outboxEmails, subjectOf } from './helpers/outbox.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { useTestApp } from './helpers/test-app.ts';

const harness = useTestApp();
let owner: SignedIn;
let staff: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  owner = await registerAndLogin(harness.app);
  staff = await registerStaff(harness.app);
  admin = await registerAdmin(harness.app);
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
    expect(missing.json().errors).toContainEqual({
      field: 'tool',
      message: 'Please enter the erasure tool used (at most 100 characters)',
    });
    // The verification result is required, and is Passed or Failed: never left blank, never made up.
    const { result: _result, ...withoutResult } = ERASURE;
    for (const result of [undefined, '', 'OK', 'passed ', 42]) {
      const answer = await record(order.id, { ...withoutResult, ...(result === undefined ? {} : { result }) });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toContainEqual({ field: 'result', message: DATA_MESSAGES.invalidResult });
    }
    // Staff read the message in their form: words in their language, not `method must be Clear or Purge`.
    const badMethod = await record(order.id, { ...ERASURE, method: 'Shred' });
    expect(badMethod.statusCode).toBe(400);
    expect(badMethod.json().message).toBe('Please choose the erasure method: Clear or Purge');
    const inGerman = await harness.app.inject({
      method: 'POST',
      url: `/proxy/api/admin/data-orders/${order.id}/erasure`,
      headers: { ...staff.writeHeaders, 'accept-language': 'de-DE' },
      payload: { ...ERASURE, method: 'Shred', notes: 'x'.repeat(2001) },
    });
    expect(inGerman.json().errors).toEqual([
      { field: 'method', message: 'Bitte wählen Sie die Löschmethode: Clear oder Purge' },
      { field: 'notes', message: 'Die Notizen dürfen höchstens 2000 Zeichen lang sein' },
    ]);
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
    const again = await record(order.id, { ...ERASURE, method: 'Clear' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DATA_MESSAGES.erasureAlreadyRecorded);
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
      replacedBy: null,
      revocationReason: null,
    });
    // The public certificate names no one: the staff member's initials and reference only.
    expect(check.json().data.performedBy).toMatch(/^S\.C\. · ST-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(JSON.stringify(check.json())).not.toMatch(/Sam|Clerk/);
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
      check.json().data.performedBy,
      `/verify/${code}`,
    ]) {
      expect(text).toContain(field);
    }
    expect(text).not.toContain('R58N12ABCD');
    expect(text).not.toMatch(/Sam|Clerk/);
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

const certificateRows = async (orderId: string) =>
  (
    (await harness.app.db.execute(
      sql`select code, revoked_at, replaced_by, revocation_reason from certificates where order_id = ${orderId}`,
    )) as unknown as { rows: { code: string; revoked_at: unknown; replaced_by: string | null }[] }
  ).rows;
const erasureResults = async (orderId: string) =>
  (
    (await harness.app.db.execute(
      sql`select result, method from erasure_records where order_id = ${orderId} order by id`,
    )) as unknown as { rows: { result: string; method: string }[] }
  ).rows;
const statusOf = async (orderId: string) => (await new DataOrdersRepository(harness.app.db).findById(orderId))?.status;

describe('a recorded erasure is final (DOMAIN.md "Certificates are final")', () => {
  it('is never recorded again: the downgrade of the security review (Clear, dd, none, blank) is 409 and changes nothing', async () => {
    const order = await insertDataOrder(harness.app, owner.userId, { serviceType: 'erase' });
    const code = (await record(order.id, ERASURE)).json().data.certificateCode as string;
    const pdfBefore = (await harness.app.inject({ method: 'GET', url: `/proxy/api/certificates/${code}/pdf` }))
      .rawPayload;
    for (const body of [
      { method: 'Clear', tool: 'dd', verification: 'none', result: '' },
      { method: 'Clear', tool: 'dd', verification: 'none', result: 'Passed' },
      { ...ERASURE, toolVersion: '6.4.2' },
    ]) {
      const answer = await record(order.id, body);
      expect([400, 409]).toContain(answer.statusCode);
    }
    const valid = await record(order.id, { ...ERASURE, toolVersion: '6.4.2' });
    expect(valid.statusCode).toBe(409);
    expect(valid.json().message).toBe(DATA_MESSAGES.erasureAlreadyRecorded);
    expect((await verify(code)).json().data).toMatchObject({ valid: true, revoked: false, method: 'Purge' });
    expect(await certificateRows(order.id)).toHaveLength(1);
    expect(await erasureResults(order.id)).toHaveLength(1);
    const pdfAfter = (await harness.app.inject({ method: 'GET', url: `/proxy/api/certificates/${code}/pdf` }))
      .rawPayload;
    expect(pdfAfter.equals(pdfBefore)).toBe(true);
  });

  it('refuses a Clear method on a certified (Purge) order with 400, writing nothing', async () => {
    const order = await insertDataOrder(harness.app, owner.userId, { serviceType: 'erase' });
    const answer = await record(order.id, { ...ERASURE, method: 'Clear' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(DATA_MESSAGES.purgeRequired);
    expect(answer.json().errors).toEqual([{ field: 'method', message: DATA_MESSAGES.purgeRequired }]);
    expect(await statusOf(order.id)).toBe('Processing');
    expect(await erasureResults(order.id)).toEqual([]);
    expect(await certificateRows(order.id)).toEqual([]);
  });

  it('keeps a failed verification on record, issues no certificate, and leaves the order Processing', async () => {
    const order = await insertDataOrder(harness.app, owner.userId, { serviceType: 'erase' });
    const failed = await record(order.id, { ...ERASURE, result: 'Failed' });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data).toMatchObject({ status: 'Processing', certificateCode: null, completedAt: null });
    expect(await statusOf(order.id)).toBe('Processing');
    expect(await certificateRows(order.id)).toEqual([]);
    expect(await erasureResults(order.id)).toEqual([{ result: 'Failed', method: 'Purge' }]);
    expect((await new DataOrdersRepository(harness.app.db).history(order.id)).at(-1)).toMatchObject({
      status: 'Processing',
      note: 'Erasure verification failed: to be erased again',
    });
    expect(await AuditLog.list(harness.app.db, 50, 0)).toContainEqual(
      expect.objectContaining({
        actorId: staff.userId,
        action: 'data-order.erasure-failed',
        subject: `data-order:${order.id}`,
        detail: expect.objectContaining({ result: 'Failed', certificateCode: null }),
      }),
    );
    const subjects = emailsTo(await outboxEmails(harness.config.dataDir), owner.email).map(subjectOf);
    expect(subjects.filter((subject) => subject.includes(order.orderNumber))).toEqual([]);

    // Erased again and passed: now it completes with its certificate.
    const passed = await record(order.id, ERASURE);
    expect(passed.statusCode).toBe(200);
    expect(passed.json().data.status).toBe('Completed');
    expect(passed.json().data.certificateCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    expect(await erasureResults(order.id)).toHaveLength(2);
  });

  it('of two recordings at once, one wins and the other is 409; one certificate', async () => {
    const order = await insertDataOrder(harness.app, owner.userId, { serviceType: 'erase' });
    const answers = await Promise.all([
      record(order.id, ERASURE),
      record(order.id, { ...ERASURE, toolVersion: '6.4.9' }),
      record(order.id, ERASURE),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    for (const lost of answers.filter((answer) => answer.statusCode === 409)) {
      expect(lost.json().message).toBe(DATA_MESSAGES.erasureAlreadyRecorded);
    }
    expect(await certificateRows(order.id)).toHaveLength(1);
    expect(await erasureResults(order.id)).toHaveLength(1);
  });
});

describe('POST /api/admin/data-orders/{id}/certificate/correct', () => {
  const REASON = 'The tool version was typed as 6.4.0; the erasure report says 6.4.1.';
  const correct = (orderId: string, body: Record<string, unknown>, who: SignedIn = admin) =>
    harness.app.inject({
      method: 'POST',
      url: `/proxy/api/admin/data-orders/${orderId}/certificate/correct`,
      headers: who.writeHeaders,
      payload: body,
    });
  async function certified() {
    const order = await insertDataOrder(harness.app, owner.userId, { serviceType: 'erase' });
    const answer = await record(order.id, { ...ERASURE, toolVersion: '6.4.0' });
    expect(answer.statusCode).toBe(200);
    return { order, code: answer.json().data.certificateCode as string };
  }

  it('is for admins only, needs a reason of 10 to 500 characters, Purge, Passed and the standing code', async () => {
    const { order, code } = await certified();
    const body = { ...ERASURE, reason: REASON, certificateCode: code };
    expect((await correct(order.id, body, staff)).statusCode).toBe(403);
    expect((await correct(order.id, body, owner)).statusCode).toBe(403);
    expect(
      (
        await harness.app.inject({
          method: 'POST',
          url: `/proxy/api/admin/data-orders/${order.id}/certificate/correct`,
          payload: body,
        })
      ).statusCode,
    ).toBe(401);
    for (const reason of [undefined, '', '   too short  ', 'x'.repeat(501), 42]) {
      const answer = await correct(order.id, { ...body, reason });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toContainEqual({ field: 'reason', message: DATA_MESSAGES.reasonRequired });
    }
    const clear = await correct(order.id, { ...body, method: 'Clear' });
    expect(clear.statusCode).toBe(400);
    expect(clear.json().message).toBe(DATA_MESSAGES.purgeRequired);
    const failed = await correct(order.id, { ...body, result: 'Failed' });
    expect(failed.statusCode).toBe(400);
    expect(failed.json().message).toBe(DATA_MESSAGES.correctionMustPass);
    const { result: _result, ...noResult } = body;
    expect((await correct(order.id, noResult)).statusCode).toBe(400);
    const stale = await correct(order.id, { ...body, certificateCode: newCertificateCode() });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(DATA_MESSAGES.certificateChanged);

    // Nothing to correct: an order still Processing, a standard erasure, a retrieval, an unknown id.
    const processing = await insertDataOrder(harness.app, owner.userId, { serviceType: 'erase' });
    const standard = await insertDataOrder(harness.app, owner.userId, { serviceType: 'erase', eraseLevel: 'standard' });
    expect((await record(standard.id, { ...ERASURE, method: 'Clear' })).statusCode).toBe(200);
    const retrieval = await insertDataOrder(harness.app, owner.userId);
    for (const id of [processing.id, standard.id, retrieval.id]) {
      const answer = await correct(id, body);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(DATA_MESSAGES.nothingToCorrect);
    }
    expect((await correct('dor_unknown', body)).statusCode).toBe(404);

    // None of these changed the certificate.
    expect((await verify(code)).json().data).toMatchObject({ valid: true, revoked: false, revocationReason: null });
    expect(await certificateRows(order.id)).toHaveLength(1);
  });

  it('revokes the certificate with its reason, issues a new one, audits both and emails the owner', async () => {
    const { order, code: first } = await certified();
    const firstView = (await verify(first)).json().data;
    const firstPdf = (await harness.app.inject({ method: 'GET', url: `/proxy/api/certificates/${first}/pdf` }))
      .rawPayload;

    const corrected = await correct(order.id, {
      ...ERASURE,
      deviceSerial: 'SN-0000-9999',
      reason: `  ${REASON}  `,
      certificateCode: first.toLowerCase(),
    });
    expect(corrected.statusCode).toBe(200);
    const second = corrected.json().data.certificateCode as string;
    expect(second).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    expect(second).not.toBe(first);
    expect(corrected.json().data.status).toBe('Completed');

    // The revoked certificate says when and why, and points at the new one; its PDF stays as issued.
    const old = (await verify(first)).json().data;
    expect(old).toMatchObject({
      valid: false,
      revoked: true,
      replacedBy: second,
      revocationReason: REASON,
      tool: 'Blancco Mobile Diagnostics & Erasure 6.4.0',
    });
    expect(Date.parse(old.revokedAt)).toBeGreaterThan(Date.parse(old.issuedAt) - 1);
    const samePdf = (await harness.app.inject({ method: 'GET', url: `/proxy/api/certificates/${first}/pdf` }))
      .rawPayload;
    expect(samePdf.equals(firstPdf)).toBe(true);

    // The new one: corrected facts, the same person and time of the erasure itself.
    const now = (await verify(second)).json().data;
    expect(now).toMatchObject({
      valid: true,
      revoked: false,
      revocationReason: null,
      deviceSerialMasked: '****9999',
      tool: 'Blancco Mobile Diagnostics & Erasure 6.4.1',
      performedBy: firstView.performedBy,
      completedAt: firstView.completedAt,
    });

    const detail = await harness.app.inject({
      method: 'GET',
      url: `/proxy/api/data-retrieval/order/${order.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(detail.json().data.certificateCode).toBe(second);
    const entries = await AuditLog.list(harness.app.db, 50, 0);
    expect(entries).toContainEqual(
      expect.objectContaining({
        actorId: admin.userId,
        action: 'certificate.revoke',
        subject: `certificate:${first}`,
        detail: expect.objectContaining({ orderId: order.id, reason: REASON, replacedBy: second }),
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        actorId: admin.userId,
        action: 'certificate.issue-correction',
        subject: `certificate:${second}`,
        detail: expect.objectContaining({ orderId: order.id, reason: REASON, replaces: first }),
      }),
    );
    const [email] = emailsTo(await outboxEmails(harness.config.dataDir), owner.email).filter(
      (eml) => subjectOf(eml) === `Your corrected certificate of erasure: order ${order.orderNumber}`,
    );
    const flat = email?.replace(/=\r?\n/g, '').replace(/=3D/g, '=') ?? '';
    expect(flat).toContain(`/verify/${second}`);
    expect(flat).toContain('Reason for the correction');
    expect(flat).toContain('typed as 6.4.0');

    // Correcting the revoked one again is 409; the new one can be corrected in its turn.
    const again = await correct(order.id, { ...ERASURE, reason: REASON, certificateCode: first });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DATA_MESSAGES.certificateChanged);
  });

  it('of two corrections of the same certificate at once, one is made and the other is 409', async () => {
    const { order, code } = await certified();
    const body = { ...ERASURE, reason: REASON, certificateCode: code };
    const answers = await Promise.all([correct(order.id, body), correct(order.id, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await certificateRows(order.id);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.revoked_at === null)).toHaveLength(1);
  });
});

describe('certificates issued before initials-only', () => {
  it('show initials, not the full name, on the verification answer and in the PDF (in its language)', async () => {
    const { code: first } = await (async () => {
      const order = await insertDataOrder(harness.app, owner.userId, { serviceType: 'erase' });
      const answer = await record(order.id, ERASURE);
      return { code: answer.json().data.certificateCode as string };
    })();
    // As an older server stored it: the full name, no reference, and a German PDF that prints the name.
    await harness.app.db.execute(
      sql`update certificates set performed_by = 'Sam Clerk', performer_reference = null where code = ${first}`,
    );
    const [row] = (
      (await harness.app.db.execute(sql`select * from certificates where code = ${first}`)) as unknown as {
        rows: Record<string, unknown>[];
      }
    ).rows;
    const legacy = await certificatePdf(
      {
        ...(row as object),
        code: first,
        orderNumber: row?.order_number,
        deviceType: row?.device_type,
        deviceName: row?.device_name,
        deviceSerialMasked: row?.device_serial_masked,
        methodDetail: row?.method_detail,
        performedBy: 'Sam Clerk',
        performerReference: 'as issued',
        completedAt: new Date(),
        issuedAt: new Date(),
      } as unknown as CertificateRow,
      `http://localhost/verify/${first}`,
      'de-DE',
    );
    expect(pdfText(legacy)).toContain('Sam Clerk');
    await harness.app.storage.put(`cert_${first}`, legacy, 'application/pdf');

    expect((await verify(first)).json().data.performedBy).toBe('S.C.');
    const served = await harness.app.inject({ method: 'GET', url: `/proxy/api/certificates/${first}/pdf` });
    expect(served.statusCode).toBe(200);
    const text = pdfText(served.rawPayload);
    expect(text).not.toMatch(/Sam|Clerk/);
    expect(text).toContain('S.C.');
    expect(text).toContain('Durchgeführt von');
    // The original file stays in storage as it was issued.
    expect((await harness.app.storage.get(`cert_${first}`))?.body.equals(legacy)).toBe(true);
  });

  it('initials and references', () => {
    expect(initialsOf('Sam Clerk')).toBe('S.C.');
    expect(initialsOf('  anne-marie   du Pont ')).toBe('A.D.P.');
    expect(initialsOf('王小明')).toBe('王.');
    expect(staffReference('usr_a')).toMatch(/^ST-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(staffReference('usr_a')).toBe(staffReference('usr_a'));
    expect(staffReference('usr_a')).not.toBe(staffReference('usr_b'));
  });
});
