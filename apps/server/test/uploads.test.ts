import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { MAX_IMAGE_BYTES, SERVER_MESSAGES, UPLOAD_MESSAGES } from '@recircuit/contract';
import { useTestApp } from './helpers/test-app.ts';
import { registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';
import { image, jpegOfSize, jpegWithGps, multipart } from './helpers/images.ts';

const harness = useTestApp();
let ann: SignedIn;
let bob: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  ann = await registerAndLogin(harness.app);
  bob = await registerAndLogin(harness.app);
  staff = await registerStaff(harness.app);
});

async function upload(
  who: SignedIn | undefined,
  filename: string,
  contentType: string,
  body: Buffer,
  url = '/proxy/file/upload',
) {
  const form = multipart(filename, contentType, body);
  const response = await harness.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...(who?.writeHeaders ?? {}) },
  });
  return { status: response.statusCode, body: response.json() as { code: number; message: string; data: string } };
}
async function fetchFile(url: string, who?: SignedIn) {
  return harness.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
}

describe('POST /proxy/file/upload', () => {
  it('stores a re-encoded JPEG with every metadata block removed and the orientation applied', async () => {
    const original = await jpegWithGps(40, 20);
    expect(original.includes(Buffer.from('PhoneCo'))).toBe(true);
    expect((await sharp(original).metadata()).orientation).toBe(6);

    const response = await upload(ann, 'holiday.jpg', 'image/jpeg', original);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatch(/^\/proxy\/file\/[A-Za-z0-9_-]{32}$/);

    const stored = await fetchFile(response.body.data, ann);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    expect(stored.headers['x-content-type-options']).toBe('nosniff');
    expect(stored.headers['content-disposition']).toMatch(/^inline; filename="device-photo\.jpeg"$/);
    expect(stored.headers['content-security-policy']).toContain('sandbox');
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
    for (const secret of ['PhoneCo', 'Ann Owner', 'GPS', 'Exif'])
      expect(stored.rawPayload.includes(Buffer.from(secret))).toBe(false);
  });

  it('keeps a thumbnail beside the image', async () => {
    const url = (await upload(ann, 'a.png', 'image/png', await image('png', 800))).body.data;
    const thumb = await fetchFile(`${url}.thumb`, ann);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(320);
  });

  it.each(['png', 'webp', 'gif', 'avif'] as const)('accepts %s', async (format) => {
    const response = await upload(ann, `x.${format}`, `image/${format}`, await image(format));
    expect(response.status).toBe(200);
  });

  it('reads the type from the bytes, not the name or the claimed type', async () => {
    const png = await image('png');
    expect((await upload(ann, 'notes.txt', 'text/plain', png)).status).toBe(200);
  });

  it.each([
    ['HTML', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['PDF', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF')],
    ['empty', Buffer.alloc(0)],
  ])('refuses %s named photo.jpg and sent as image/jpeg with 415', async (_label, bytes) => {
    const response = await upload(ann, 'photo.jpg', 'image/jpeg', bytes);
    expect(response.status).toBe(415);
    expect(response.body.message).toBe(UPLOAD_MESSAGES.onlyImages);
  });

  it('accepts a file just under 5 MB and refuses one at 5 MB', async () => {
    expect((await upload(ann, 'big.jpg', 'image/jpeg', await jpegOfSize(MAX_IMAGE_BYTES - 1))).status).toBe(200);
    const atLimit = await upload(ann, 'big.jpg', 'image/jpeg', await jpegOfSize(MAX_IMAGE_BYTES));
    expect(atLimit.status).toBe(413);
    expect(atLimit.body.message).toBe('Image size should be less than 5MB');
    const over = await upload(ann, 'big.jpg', 'image/jpeg', await jpegOfSize(MAX_IMAGE_BYTES + 200_000));
    expect(over.status).toBe(413);
  });

  it('refuses a truncated JPEG', async () => {
    const whole = await image('jpeg', 256);
    const response = await upload(ann, 'cut.jpg', 'image/jpeg', whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(UPLOAD_MESSAGES.unreadable);
  });

  it('refuses a decompression bomb', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    const response = await upload(ann, 'bomb.png', 'image/png', bomb);
    expect(response.status).toBe(413);
    expect(response.body.message).toBe(UPLOAD_MESSAGES.tooManyPixels);
  });

  it("needs a session, and upload-local only takes the caller's own id", async () => {
    const png = await image('png');
    expect((await upload(undefined, 'a.png', 'image/png', png)).status).toBe(401);
    expect(
      (await upload(ann, 'a.png', 'image/png', png, `/proxy/api/unknown-device/upload-local?userId=${bob.userId}`))
        .status,
    ).toBe(403);
    expect(
      (await upload(ann, 'a.png', 'image/png', png, `/proxy/api/unknown-device/upload-local?userId=${ann.userId}`))
        .status,
    ).toBe(200);
  });

  it('refuses a request that is not multipart, or has no file field', async () => {
    const json = await harness.app.inject({
      method: 'POST',
      url: '/proxy/file/upload',
      payload: { file: 'x' },
      headers: ann.writeHeaders,
    });
    expect(json.statusCode).toBe(415);
    const form = multipart('a.png', 'image/png', await image('png'), 'other');
    const wrongField = await harness.app.inject({
      method: 'POST',
      url: '/proxy/file/upload',
      payload: form.payload,
      headers: { ...form.headers, ...ann.writeHeaders },
    });
    expect(wrongField.statusCode).toBe(400);
  });

  it('answers a multipart body that was cut short, or has no boundary, with 400', async () => {
    const form = multipart('a.png', 'image/png', await image('png', 200));
    for (const cut of [form.payload.length - 10, Math.floor(form.payload.length / 2), 60]) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/proxy/file/upload',
        payload: form.payload.subarray(0, cut),
        headers: { ...form.headers, ...ann.writeHeaders },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, message: SERVER_MESSAGES.incompleteUpload, data: null });
    }
    const noBoundary = await harness.app.inject({
      method: 'POST',
      url: '/proxy/file/upload',
      payload: form.payload,
      headers: { 'content-type': 'multipart/form-data', ...ann.writeHeaders },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toMatchObject({ code: 400, data: null });
  });

  it('limits uploads per user per day', async () => {
    const heavy = await registerAndLogin(harness.app);
    await harness.app.db.execute(
      sql`insert into rate_limit_events (bucket, key) select 'uploads-user', ${heavy.userId} from generate_series(1, 60)`,
    );
    const response = await upload(heavy, 'a.png', 'image/png', await image('png'));
    expect(response.status).toBe(429);
    expect(response.body.message).toBe(UPLOAD_MESSAGES.dailyQuota);
  });
});

describe('GET /proxy/file/{key}', () => {
  it('serves the uploader and staff only', async () => {
    const url = (await upload(ann, 'a.png', 'image/png', await image('png'))).body.data;
    expect((await fetchFile(url, ann)).statusCode).toBe(200);
    expect((await fetchFile(url, staff)).statusCode).toBe(200);
    expect((await fetchFile(url, bob)).statusCode).toBe(403);
    expect((await fetchFile(url)).statusCode).toBe(401);
  });

  it.each(['..%2F..%2Fpackage.json', '..', '%2Fetc%2Fpasswd', 'abc', 'a'.repeat(200), 'AAAAAAAAAAAAAAAAAAAAAAAA%2F..'])(
    'refuses the key %s',
    async (key) => {
      const response = await fetchFile(`/proxy/file/${key}`, ann);
      expect([400, 404, 414]).toContain(response.statusCode);
      expect(response.payload).not.toContain('dependencies');
    },
  );

  it('serves a signed link without a session until it expires', async () => {
    const url = (await upload(ann, 'a.png', 'image/png', await image('png'))).body.data;
    const key = url.split('/').pop() as string;
    const link = new URL(await harness.app.storage.signedUrl(key, 60));
    expect((await fetchFile(`${link.pathname}${link.search}`)).statusCode).toBe(200);
    link.searchParams.set('signature', 'x'.repeat(32));
    expect((await fetchFile(`${link.pathname}${link.search}`)).statusCode).toBe(401);
  });
});
