import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_MESSAGES } from '@recircuit/contract';
import { AuditLog } from '../src/modules/audit/service.ts';
import { DataOrdersRepository } from '../src/modules/data-orders/repository.ts';
import { registerAdmin, registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';
import { insertDataOrder, storedFiles, uploadArchive, zipOfSize } from './helpers/fulfilment.ts';
import { image } from './helpers/images.ts';
import { emailsTo, outboxEmails, subjectOf } from './helpers/outbox.ts';
import { createTestApp, useTestApp } from './helpers/test-app.ts';

const harness = useTestApp();
let owner: SignedIn;
let other: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  owner = await registerAndLogin(harness.app);
  other = await registerAndLogin(harness.app);
  staff = await registerStaff(harness.app);
});

const post = (url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  harness.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> | undefined });
const repository = () => new DataOrdersRepository(harness.app.db);
const audit = () => AuditLog.list(harness.app.db, 200, 0);

describe('POST /api/admin/data-orders/{id}/start', () => {
  it('is for staff and admins only', async () => {
    const order = await insertDataOrder(harness.app, owner.userId);
    const url = `/proxy/api/admin/data-orders/${order.id}/start`;
    expect((await post(url)).statusCode).toBe(401);
    const asOwner = await post(url, owner.writeHeaders);
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.json().message).toBe('No permission');
    // A cookie session without the CSRF header is refused before anything changes.
    expect((await post(url, { cookie: staff.cookie })).statusCode).toBe(403);
    expect((await repository().findById(order.id))?.startedAt).toBeNull();

    const admin = await registerAdmin(harness.app);
    const started = await post(url, admin.writeHeaders);
    expect(started.statusCode).toBe(200);
  });

  it('starts a Processing order once, kept in its history and the audit log', async () => {
    const order = await insertDataOrder(harness.app, owner.userId);
    const url = `/proxy/api/admin/data-orders/${order.id}/start`;
    const started = await post(url, staff.writeHeaders);
    expect(started.statusCode).toBe(200);
    expect(started.json().data).toMatchObject({ orderId: order.id, status: 'Processing' });
    expect(started.json().data.startedAt).not.toBeNull();
    const history = await repository().history(order.id);
    expect(history.map((entry) => [entry.status, entry.note])).toEqual([
      ['Processing', null],
      ['Processing', 'Work started'],
    ]);
    expect(await audit()).toContainEqual(
      expect.objectContaining({ actorId: staff.userId, action: 'data-order.start', subject: `data-order:${order.id}` }),
    );

    // Starting again is not a step: 409, and nothing more is written.
    const again = await post(url, staff.writeHeaders);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DATA_MESSAGES.statusChangeNotAllowed);
    expect(await repository().history(order.id)).toHaveLength(2);
  });

  it('refuses orders that are not Processing, and unknown ids', async () => {
    for (const status of ['Awaiting payment', 'Cancelled'] as const) {
      const order = await insertDataOrder(harness.app, owner.userId, { status });
      const answer = await post(`/proxy/api/admin/data-orders/${order.id}/start`, staff.writeHeaders);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(DATA_MESSAGES.statusChangeNotAllowed);
    }
    const unknown = await post('/proxy/api/admin/data-orders/dor_nothing/start', staff.writeHeaders);
    expect(unknown.statusCode).toBe(404);
  });

  it('lets two simultaneous starts make one step', async () => {
    const order = await insertDataOrder(harness.app, owner.userId);
    const url = `/proxy/api/admin/data-orders/${order.id}/start`;
    const answers = await Promise.all([post(url, staff.writeHeaders), post(url, staff.writeHeaders)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await repository().history(order.id)).toHaveLength(2);
  });
});

describe('POST /api/admin/data-orders/{id}/archive', () => {
  it('streams a zip to storage, completes the order and emails the owner a link to the order page', async () => {
    const order = await insertDataOrder(harness.app, owner.userId, { storageMonths: 5 });
    const before = await storedFiles(harness.config.dataDir);
    const archive = zipOfSize(6 * 1024 * 1024 + 17);
    // The client's type and name are not what makes it a zip.
    const answer = await uploadArchive(harness.app, staff, order.id, archive, {
      filename: 'whatever.bin',
      contentType: 'application/octet-stream',
    });
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data).toMatchObject({ status: 'Completed', archiveSize: archive.length, certificateCode: null });
    const completedAt = new Date(data.completedAt);
    const expiresAt = new Date(data.expiresAt);
    const expected = new Date(completedAt);
    expected.setUTCDate(1);
    expected.setUTCMonth(expected.getUTCMonth() + 5);
    expect(expiresAt.getUTCMonth()).toBe(expected.getUTCMonth());
    expect(expiresAt.getUTCFullYear()).toBe(expected.getUTCFullYear());

    const row = await repository().findById(order.id);
    expect(row?.archiveBytes).toBe(archive.length);
    expect((await storedFiles(harness.config.dataDir)).filter((name) => !before.includes(name))).toEqual([
      row?.archiveKey,
    ]);
    expect((await harness.app.storage.get(row!.archiveKey!))?.body.equals(archive)).toBe(true);
    expect(await audit()).toContainEqual(
      expect.objectContaining({ action: 'data-order.archive', subject: `data-order:${order.id}` }),
    );

    const [email] = emailsTo(await outboxEmails(harness.config.dataDir), owner.email).filter((eml) =>
      subjectOf(eml).startsWith('Your data is ready'),
    );
    expect(email).toBeDefined();
    const flat = email!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(flat).toContain(`/mobile-order-detail?orderId=${order.id}`);
    expect(flat).not.toContain('/file/archive');
    expect(flat).not.toContain(row!.archiveKey!);

    // A second archive for a completed order is an impossible step; nothing more is stored.
    const filesNow = await storedFiles(harness.config.dataDir);
    const twice = await uploadArchive(harness.app, staff, order.id, zipOfSize(100));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(DATA_MESSAGES.statusChangeNotAllowed);
    expect(await storedFiles(harness.config.dataDir)).toEqual(filesNow);
  });

  it('takes an empty zip', async () => {
    const order = await insertDataOrder(harness.app, owner.userId);
    const empty = Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
    const answer = await uploadArchive(harness.app, staff, order.id, empty);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.archiveSize).toBe(22);
  });

  it('refuses what is not a zip, whatever its name and type, and stores nothing', async () => {
    const order = await insertDataOrder(harness.app, owner.userId);
    const before = await storedFiles(harness.config.dataDir);
    const notZips = [
      await image('png'),
      Buffer.from('PK'),
      Buffer.alloc(0),
      Buffer.from('%PDF-1.7 not a zip'),
      gzipSync('an archive, but gzip'),
    ];
    for (const body of notZips) {
      const answer = await uploadArchive(harness.app, staff, order.id, body, { filename: 'data.zip' });
      expect(answer.statusCode).toBe(415);
      expect(answer.json().message).toBe(DATA_MESSAGES.archiveNotZip);
    }
    expect(await storedFiles(harness.config.dataDir)).toEqual(before);
    expect((await repository().findById(order.id))?.status).toBe('Processing');
  });

  it('needs the file field, staff, and a retrieval order that is Processing', async () => {
    const order = await insertDataOrder(harness.app, owner.userId);
    const wrongField = await uploadArchive(harness.app, staff, order.id, zipOfSize(100), { field: 'archive' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(DATA_MESSAGES.archiveMissing);
    expect((await uploadArchive(harness.app, owner, order.id, zipOfSize(100))).statusCode).toBe(403);

    const erase = await insertDataOrder(harness.app, owner.userId, { serviceType: 'erase' });
    const unpaid = await insertDataOrder(harness.app, owner.userId, { status: 'Awaiting payment' });
    for (const id of [erase.id, unpaid.id]) {
      const answer = await uploadArchive(harness.app, staff, id, zipOfSize(100));
      expect(answer.statusCode).toBe(409);
    }
    expect((await uploadArchive(harness.app, staff, 'dor_unknown', zipOfSize(100))).statusCode).toBe(404);
  });
});

describe('archives over ARCHIVE_MAX_BYTES', () => {
  it('are refused with 413 and nothing is stored', async () => {
    const small = await createTestApp({ ARCHIVE_MAX_BYTES: String(64 * 1024) });
    try {
      const ann = await registerAndLogin(small.app);
      const clerk = await registerStaff(small.app);
      const order = await insertDataOrder(small.app, ann.userId);
      // Well over the JSON body limit too: the archive route has its own limit.
      const tooLarge = await uploadArchive(small.app, clerk, order.id, zipOfSize(2 * 1024 * 1024));
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().message).toBe(DATA_MESSAGES.archiveTooLarge);
      const oneOver = await uploadArchive(small.app, clerk, order.id, zipOfSize(64 * 1024 + 1));
      expect(oneOver.statusCode).toBe(413);
      expect(await storedFiles(small.config.dataDir)).toEqual([]);
      expect((await new DataOrdersRepository(small.app.db).findById(order.id))?.status).toBe('Processing');

      const exactly = await uploadArchive(small.app, clerk, order.id, zipOfSize(64 * 1024));
      expect(exactly.statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('GET /api/data-retrieval/order/{id}/download', () => {
  const download = (orderId: string, who?: SignedIn, remoteAddress = '203.0.113.7') =>
    harness.app.inject({
      method: 'GET',
      url: `/proxy/api/data-retrieval/order/${orderId}/download`,
      headers: who ? { cookie: who.cookie } : {},
      remoteAddress,
    });

  async function completedOrder(size = 3000) {
    const order = await insertDataOrder(harness.app, owner.userId);
    const archive = zipOfSize(size);
    expect((await uploadArchive(harness.app, staff, order.id, archive)).statusCode).toBe(200);
    return { order, archive };
  }

  it('is 409 until the data is ready, and only for the owner or staff', async () => {
    const order = await insertDataOrder(harness.app, owner.userId);
    expect((await download(order.id)).statusCode).toBe(401);
    const early = await download(order.id, owner);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(DATA_MESSAGES.notReady);
    expect((await download(order.id, other)).statusCode).toBe(403);
    const erase = await insertDataOrder(harness.app, owner.userId, { serviceType: 'erase', status: 'Completed' });
    expect((await download(erase.id, owner)).statusCode).toBe(409);
    expect((await download('dor_unknown', owner)).statusCode).toBe(404);
    expect(await repository().downloads(order.id)).toEqual([]);
  });

  it('redirects to a 24-hour signed link that downloads the zip, and logs each one', async () => {
    const { order, archive } = await completedOrder();
    expect((await download(order.id, other)).statusCode).toBe(403);
    const answer = await download(order.id, owner);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers['cache-control']).toBe('no-store');
    const link = new URL(answer.headers.location as string);
    expect(link.pathname).toMatch(/^\/proxy\/file\/archive\/arc_/);
    const expires = Number(link.searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(23.9 * 3600 * 1000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);

    const file = await harness.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="recircuit-${order.orderNumber}.zip"`);
    expect(file.headers['accept-ranges']).toBe('bytes');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(archive)).toBe(true);

    // Staff may fetch it too, for support; every link handed out is in the log, with its address and who asked.
    expect((await download(order.id, staff, '198.51.100.9')).statusCode).toBe(302);
    const log = await repository().downloads(order.id);
    expect(log.map((entry) => [entry.address, entry.by]).sort()).toEqual([
      ['198.51.100.9', 'staff'],
      ['203.0.113.7', 'owner'],
    ]);

    // The owner's order page lists them, saying which were staff's.
    const detail = await harness.app.inject({
      method: 'GET',
      url: `/proxy/api/data-retrieval/order/${order.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.downloads).toEqual([
      { at: expect.any(String), address: '198.51.100.9', by: 'staff' },
      { at: expect.any(String), address: '203.0.113.7', by: 'owner' },
    ]);
    expect(detail.json().data.archiveSize).toBe(archive.length);
  });

  it("audits a staff member's download link (and not the owner's own)", async () => {
    const { order } = await completedOrder();
    const downloads = async () =>
      (await audit()).filter(
        (entry) => entry.action === 'data-order.archive-download' && entry.subject === `data-order:${order.id}`,
      );
    expect((await download(order.id, owner)).statusCode).toBe(302);
    expect(await downloads()).toEqual([]);
    expect((await download(order.id, staff, '198.51.100.10')).statusCode).toBe(302);
    expect(await downloads()).toEqual([
      expect.objectContaining({ actorId: staff.userId, detail: { orderNumber: order.orderNumber } }),
    ]);
    // A refused request is neither logged nor audited.
    expect((await download(order.id, other)).statusCode).toBe(403);
    expect(await downloads()).toHaveLength(1);
    expect(await repository().downloads(order.id)).toHaveLength(2);
  });

  it('answers ranges so a download can resume', async () => {
    const { order, archive } = await completedOrder(5000);
    const link = new URL((await download(order.id, owner)).headers.location as string);
    const url = link.pathname + link.search;
    const get = (headers: Record<string, string>) => harness.app.inject({ method: 'GET', url, headers });

    const part = await get({ range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/5000');
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(archive.subarray(100, 200))).toBe(true);

    const rest = await get({ range: 'bytes=4990-' });
    expect(rest.statusCode).toBe(206);
    expect(rest.rawPayload.equals(archive.subarray(4990))).toBe(true);
    const tail = await get({ range: 'bytes=-10', 'if-range': part.headers.etag as string });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 4990-4999/5000');

    const changed = await get({ range: 'bytes=0-9', 'if-range': '"something-else"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.length).toBe(5000);

    const beyond = await get({ range: 'bytes=5000-' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */5000');
  });

  it('refuses a tampered or expired link', async () => {
    const { order } = await completedOrder();
    const link = new URL((await download(order.id, owner)).headers.location as string);
    const key = link.pathname.split('/').pop() as string;
    const variants = [
      // The first character: the last one of a base64url HMAC also holds padding bits a decoder may ignore.
      (url: URL) => {
        const signature = url.searchParams.get('signature')!;
        url.searchParams.set('signature', `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`);
      },
      (url: URL) => url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600)),
      (url: URL) => url.searchParams.set('name', 'other.zip'),
      (url: URL) => url.searchParams.delete('signature'),
      // Another last character: a random key ends in "x" one time in 64.
      (url: URL) => (url.pathname = url.pathname.replace(key, `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`)),
      (url: URL) => url.searchParams.set('expires', 'soon'),
    ];
    for (const change of variants) {
      const url = new URL(link);
      change(url);
      const answer = await harness.app.inject({ method: 'GET', url: url.pathname + url.search });
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe(DATA_MESSAGES.linkInvalid);
    }
    // A link made correctly but already past its time.
    const stale = new URL(
      await harness.app.storage.downloadUrl(key, -1, `recircuit-${order.orderNumber}.zip`, 'application/zip'),
    );
    const answer = await harness.app.inject({ method: 'GET', url: stale.pathname + stale.search });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe(DATA_MESSAGES.linkInvalid);
  });

  it('is 409 once hosting has ended, even before the expiry job ran', async () => {
    const { order } = await completedOrder();
    await harness.app.db.execute(
      sql`update data_orders set expires_at = now() - interval '1 minute' where id = ${order.id}`,
    );
    const answer = await download(order.id, owner);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(DATA_MESSAGES.expired);
  });
});

describe('deleting an account', () => {
  it('deletes its stored archives and ends their orders as Expired, sending no receipt', async () => {
    const leaver = await registerAndLogin(harness.app);
    const order = await insertDataOrder(harness.app, leaver.userId);
    expect((await uploadArchive(harness.app, staff, order.id, zipOfSize(2000))).statusCode).toBe(200);
    const key = (await repository().findById(order.id))?.archiveKey as string;
    expect(await harness.app.storage.get(key)).toBeDefined();

    const deleted = await harness.app.inject({
      method: 'DELETE',
      url: '/proxy/deviceOwner/account',
      payload: { password: 'Recycle2026' },
      headers: leaver.writeHeaders,
    });
    expect(deleted.statusCode).toBe(200);

    expect(await harness.app.storage.get(key)).toBeUndefined();
    const after = await repository().findById(order.id);
    expect(after).toMatchObject({ ownerId: null, status: 'Expired' });
    expect(after?.archiveDeletedAt).toBeInstanceOf(Date);
    expect(after?.deletionReceiptSentAt).toBeInstanceOf(Date);
    expect((await repository().history(order.id)).at(-1)?.note).toBe('Account deleted: the archive is deleted');
  });
});
