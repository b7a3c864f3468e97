import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  ADMIN_PARTNER_MESSAGES,
  SERVER_MESSAGES,
  adminPartnerSchema,
  partnerSchema,
  type AdminPartner,
} from '@recircuit/contract';
import { buildApp } from '../src/app.ts';
import { CHECK_EVERY_MS } from '../src/modules/catalogue/cache.ts';
import { PartnerKeys } from '../src/modules/catalogue/partner-keys.ts';
import { call } from './helpers/admin.ts';
import { registerAdmin, registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';
import { useTestApp } from './helpers/test-app.ts';

const harness = useTestApp();
let owner: SignedIn;
let staff: SignedIn;
let admin: SignedIn;

const BASE = '/proxy/api/admin/partners';
const CARDIFF_CENTRAL = { lat: 51.47576, lng: -3.17921 }; // CF10 1EP

beforeAll(async () => {
  owner = await registerAndLogin(harness.app);
  staff = await registerStaff(harness.app);
  admin = await registerAdmin(harness.app);
  await harness.app.db.execute(
    sql`insert into gazetteer_postcodes values ('CF101EP', ${CARDIFF_CENTRAL.lat}, ${CARDIFF_CENTRAL.lng})`,
  );
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, who?: SignedIn, payload?: object) =>
  call(harness.app, method, url, who, payload);

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Fixit Corner (demo)',
  kind: 'trade-in',
  address: '3 Test Street, Cardiff',
  postcode: 'cf10 1ep',
  latitude: 51.476,
  longitude: -3.179,
  openingHours: 'Mo-Fr 09:00-17:00',
  payoutMethods: ['cash'],
  demo: true,
  ...overrides,
});

async function count(): Promise<number> {
  const result = (await harness.app.db.execute(sql`select count(*)::int as n from partners`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

async function audit(subject: string) {
  const result = (await harness.app.db.execute(
    sql`select actor_id, action, detail from audit_log where subject = ${subject} order by id`,
  )) as unknown as { rows: { actor_id: string | null; action: string; detail: Record<string, unknown> }[] };
  return result.rows;
}

async function publicIds(app = harness.app): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/proxy/api/partners' });
  return partnerSchema
    .array()
    .parse(response.json().data)
    .map((partner) => partner.partnerId);
}

async function create(overrides: Record<string, unknown> = {}): Promise<AdminPartner> {
  const answer = await api('POST', BASE, staff, valid(overrides));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return adminPartnerSchema.parse(answer.body.data);
}

describe('who may manage partners', () => {
  it('is staff and admins: 401 without a session, 403 for an owner, 403 for a write without the CSRF header', async () => {
    expect((await api('GET', BASE)).status).toBe(401);
    expect((await api('POST', BASE, undefined, valid())).status).toBe(401);
    expect((await api('GET', BASE, owner)).status).toBe(403);
    expect((await api('POST', BASE, owner, valid())).status).toBe(403);
    expect((await api('POST', `${BASE}/swapshop-demo/retire`, owner)).status).toBe(403);
    expect((await api('POST', `${BASE}/swapshop-demo/key`, owner)).status).toBe(403);
    const noCsrf = await harness.app.inject({
      method: 'POST',
      url: BASE,
      headers: { cookie: staff.cookie },
      payload: valid(),
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await api('GET', BASE, staff)).status).toBe(200);
    expect((await api('GET', BASE, admin)).status).toBe(200);
  });
});

describe('the staff list', () => {
  it('holds every partner, retired too, with hasKey and never the key hash', async () => {
    await new PartnerKeys(harness.app.db).issue('pixel-attic-demo');
    await harness.app.db.execute(sql`update partners set retired_at = now() where id = 'cartridge-club-demo'`);
    const answer = await api('GET', BASE, staff);
    expect(answer.status).toBe(200);
    expect(answer.raw.payload).not.toMatch(/keyHash|key_hash/);
    const list = adminPartnerSchema.array().parse(answer.body.data);
    expect(list.find((partner) => partner.partnerId === 'pixel-attic-demo')?.hasKey).toBe(true);
    expect(list.find((partner) => partner.partnerId === 'swapshop-demo')?.hasKey).toBe(false);
    expect(list.find((partner) => partner.partnerId === 'cartridge-club-demo')?.retiredAt).not.toBeNull();
    await harness.app.db.execute(sql`update partners set retired_at = null where id = 'cartridge-club-demo'`);
    expect((await api('GET', `${BASE}?x=1`, staff)).status).toBe(400);
  });
});

describe('adding a partner', () => {
  it('saves it, audits it and offers it to the public at once', async () => {
    const partner = await create();
    expect(partner).toMatchObject({
      name: 'Fixit Corner (demo)',
      kind: 'trade-in',
      postcode: 'CF10 1EP',
      latitude: 51.476,
      longitude: -3.179,
      payoutMethods: ['cash'],
      demo: true,
      hasKey: false,
      retiredAt: null,
      logoUrl: '/partners/generic.svg',
    });
    expect(partner.partnerId).toMatch(/^fixit-corner-demo-[a-z0-9]{6}$/);
    expect(await publicIds()).toContain(partner.partnerId);
    const entries = await audit(`partner:${partner.partnerId}`);
    expect(entries).toEqual([expect.objectContaining({ actor_id: staff.userId, action: 'partner.create' })]);
  });

  it('looks the coordinates up from the postcode when both are left out', async () => {
    const partner = await create({ kind: 'charity', payoutMethods: [], latitude: undefined, longitude: undefined });
    expect(partner).toMatchObject({ latitude: CARDIFF_CENTRAL.lat, longitude: CARDIFF_CENTRAL.lng, payoutMethods: [] });
    const unknown = await api('POST', BASE, staff, valid({ postcode: 'CF10 9ZZ', latitude: null, longitude: null }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(ADMIN_PARTNER_MESSAGES.postcodeNotFound);
    expect(unknown.body.errors?.[0]?.field).toBe('postcode');
  });

  it.each([
    ['no body at all', undefined, 'name'],
    ['a missing name', { name: undefined }, 'name'],
    ['a blank address', { address: '   ' }, 'address'],
    ['a missing kind', { kind: undefined }, 'kind'],
    ['the old kind recycler', { kind: 'recycler' }, 'kind'],
    ['a name that is a number', { name: 42 }, 'name'],
    ['a latitude that is text', { latitude: 'north' }, 'latitude'],
    ['demo as text', { demo: 'yes' }, 'demo'],
    ['payout methods as text', { payoutMethods: 'cash' }, 'payoutMethods'],
    ['an unknown payout method', { payoutMethods: ['bitcoin'] }, 'payoutMethods.0'],
    ['a payout method twice', { payoutMethods: ['cash', 'cash'] }, 'payoutMethods'],
    ['a French postcode', { postcode: '75001' }, 'postcode'],
    ['a US zip code', { postcode: '90210' }, 'postcode'],
    ['a latitude in France', { latitude: 48.85 }, 'latitude'],
    ['a longitude in the North Sea', { longitude: 3.5 }, 'longitude'],
    ['a latitude without a longitude', { longitude: null }, 'longitude'],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, 'name'],
    ['opening hours of 201 characters', { openingHours: 'Mo-Fr 09:00-17:00; '.repeat(11) }, 'openingHours'],
    ['an address of 10,000 characters', { address: 'a'.repeat(10_000) }, 'address'],
    ['a website that is not http', { website: 'javascript:alert(1)' }, 'website'],
    ['a trade-in partner that pays nobody', { payoutMethods: [] }, 'payoutMethods'],
    ['a specialist that pays nobody', { kind: 'specialist', payoutMethods: [] }, 'payoutMethods'],
    ['a charity that pays', { kind: 'charity', payoutMethods: ['cash'] }, 'payoutMethods'],
    ['a drop-off point that pays', { kind: 'drop-off', payoutMethods: ['bank-transfer'] }, 'payoutMethods'],
    ['a price factor of 5', { priceFactor: 5 }, 'priceFactor'],
  ])('refuses %s with a 400 naming the field, and adds nothing', async (_case, overrides, field) => {
    const before = await count();
    const answer = await api('POST', BASE, staff, overrides === undefined ? undefined : valid(overrides));
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.errors?.map((error) => error.field)).toContain(field);
    expect(await count()).toBe(before);
  });

  it('answers a bad field in words staff read at the form, not its machine name, in their language', async () => {
    const answer = await api('POST', BASE, staff, valid({ kind: 'shop', priceFactor: 9, name: '' }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: "Please enter the partner's name (at most 100 characters)" },
        { field: 'kind', message: 'Please choose the kind: trade-in, specialist, charity or drop-off' },
        { field: 'priceFactor', message: 'The price factor must be from 0.5 to 1.5' },
      ]),
    );
    const german = await harness.app.inject({
      method: 'POST',
      url: BASE,
      headers: { ...staff.writeHeaders, 'accept-language': 'de-DE' },
      payload: valid({ latitude: 'north' }),
    });
    expect(german.json().errors).toEqual([{ field: 'latitude', message: 'Der Breitengrad muss eine Zahl sein' }]);
  });

  it('says which postcode rule failed in words, and refuses a NUL character', async () => {
    const french = await api('POST', BASE, staff, valid({ postcode: '75001' }));
    expect(french.body.message).toBe(ACCOUNT_MESSAGES.invalidPostcode);
    const charity = await api('POST', BASE, staff, valid({ kind: 'charity' }));
    expect(charity.body.message).toBe(ADMIN_PARTNER_MESSAGES.payoutMethodsNotAllowed);
    const before = await count();
    const nul = await api('POST', BASE, staff, valid({ name: 'Nul\u0000 Shop' }));
    expect(nul.status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('editing, retiring and restoring', () => {
  it('replaces the facts, audits what changed and shows the change to the public', async () => {
    const partner = await create();
    const answer = await api(
      'PUT',
      `${BASE}/${partner.partnerId}`,
      staff,
      valid({ name: 'Fixit Corner Two (demo)', payoutMethods: ['bank-transfer', 'store-credit'], openingHours: '' }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(ADMIN_PARTNER_MESSAGES.partnerUpdated);
    expect(answer.body.data).toMatchObject({
      partnerId: partner.partnerId,
      name: 'Fixit Corner Two (demo)',
      payoutMethods: ['bank-transfer', 'store-credit'],
      openingHours: null,
    });
    const publicList = (await harness.app.inject({ method: 'GET', url: '/proxy/api/partners' })).json().data as {
      partnerId: string;
      name: string;
    }[];
    expect(publicList.find((entry) => entry.partnerId === partner.partnerId)?.name).toBe('Fixit Corner Two (demo)');
    const [, update] = await audit(`partner:${partner.partnerId}`);
    expect(update).toMatchObject({ actor_id: staff.userId, action: 'partner.update' });
    expect(Object.keys(update!.detail.changed as object).sort()).toEqual(['name', 'openingHours', 'payoutMethods']);
  });

  it('refuses an invalid edit, and an edit of a partner that does not exist', async () => {
    const partner = await create();
    const bad = await api('PUT', `${BASE}/${partner.partnerId}`, staff, valid({ kind: 'charity' }));
    expect(bad.status).toBe(400);
    const list = adminPartnerSchema.array().parse((await api('GET', BASE, staff)).body.data);
    expect(list.find((entry) => entry.partnerId === partner.partnerId)?.kind).toBe('trade-in');
    const missing = await api('PUT', `${BASE}/no-such-partner`, staff, valid());
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(ADMIN_PARTNER_MESSAGES.partnerNotFound);
    expect((await api('POST', `${BASE}/no-such-partner/retire`, staff)).status).toBe(404);
    expect((await api('POST', `${BASE}/no-such-partner/key`, staff)).status).toBe(404);
  });

  it('retires a partner from the public list and restores it, each once, audited', async () => {
    const partner = await create();
    const retired = await api('POST', `${BASE}/${partner.partnerId}/retire`, staff);
    expect(retired.status).toBe(200);
    expect(retired.body.data.retiredAt).not.toBeNull();
    expect(await publicIds()).not.toContain(partner.partnerId);
    const again = await api('POST', `${BASE}/${partner.partnerId}/retire`, staff);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ADMIN_PARTNER_MESSAGES.alreadyRetired);

    const restored = await api('POST', `${BASE}/${partner.partnerId}/restore`, admin);
    expect(restored.status).toBe(200);
    expect(restored.body.data.retiredAt).toBeNull();
    expect(await publicIds()).toContain(partner.partnerId);
    expect((await api('POST', `${BASE}/${partner.partnerId}/restore`, admin)).status).toBe(409);
    expect((await audit(`partner:${partner.partnerId}`)).map((entry) => entry.action)).toEqual([
      'partner.create',
      'partner.retire',
      'partner.restore',
    ]);
  });
});

describe('issuing a key', () => {
  it('answers a new key once, which then opens the partner’s counter; the old one stops working', async () => {
    const keys = new PartnerKeys(harness.app.db);
    const first = await api('POST', `${BASE}/gavel-and-byte-demo/key`, staff);
    expect(first.status).toBe(200);
    expect(first.raw.headers['cache-control']).toBe('no-store');
    expect(first.body.message).toBe(ADMIN_PARTNER_MESSAGES.keyIssued);
    const key = first.body.data.key as string;
    expect(await keys.verify({ partnerId: 'gavel-and-byte-demo', key })).toMatchObject({ id: 'gavel-and-byte-demo' });
    const second = await api('POST', `${BASE}/gavel-and-byte-demo/key`, admin);
    expect(await keys.verify({ partnerId: 'gavel-and-byte-demo', key })).toBeUndefined();
    expect(await keys.verify({ partnerId: 'gavel-and-byte-demo', key: second.body.data.key as string })).toBeDefined();
    const list = adminPartnerSchema.array().parse((await api('GET', BASE, staff)).body.data);
    expect(list.find((partner) => partner.partnerId === 'gavel-and-byte-demo')?.hasKey).toBe(true);
    expect((await api('GET', BASE, staff)).raw.payload).not.toContain(key);
    const entries = await audit('partner:gavel-and-byte-demo');
    expect(entries).toEqual([
      expect.objectContaining({ actor_id: staff.userId, action: 'partner.key-issue', detail: { via: 'console' } }),
      expect.objectContaining({ actor_id: admin.userId, action: 'partner.key-issue', detail: { via: 'console' } }),
    ]);
    expect(JSON.stringify(entries)).not.toContain(key);
  });
});

describe('a second instance on the same database', () => {
  it('stops offering a partner retired on the first within seconds, with no reload asked for', async () => {
    const second = await buildApp(harness.config, { database: harness.database.handle });
    await second.ready();
    try {
      const partner = await create();
      const until = async (check: () => Promise<boolean>) => {
        const started = Date.now();
        while (!(await check())) {
          if (Date.now() - started > CHECK_EVERY_MS * 3) throw new Error('the second instance did not follow');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };
      await until(async () => (await publicIds(second)).includes(partner.partnerId));
      expect((await api('POST', `${BASE}/${partner.partnerId}/retire`, staff)).status).toBe(200);
      await until(async () => !(await publicIds(second)).includes(partner.partnerId));
    } finally {
      await second.close();
    }
  });
});

it('answers in the envelope with a message for an owner', async () => {
  const answer = await api('GET', BASE, owner);
  expect(answer.body.message).toBe(SERVER_MESSAGES.noPermission);
});
