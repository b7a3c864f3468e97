import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ADMIN_CATALOGUE_MESSAGES,
  CATALOGUE_MESSAGES,
  COMMISSION_RATE,
  SERVER_MESSAGES,
  adminModelSchema,
  adminModelsPageSchema,
  type AdminModel,
} from '@recircuit/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { CatalogueAdminService } from '../src/modules/catalogue/admin-service.ts';
import { CHECK_EVERY_MS } from '../src/modules/catalogue/cache.ts';
import { quotePence, quoteRulesHold } from '../src/modules/catalogue/pricing.ts';
import type { Json } from './helpers/admin.ts';
import { useTestApp } from './helpers/test-app.ts';
import { registerAdmin, registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';

const harness = useTestApp();
let owner: SignedIn;
let staff: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  owner = await registerAndLogin(harness.app);
  staff = await registerStaff(harness.app);
  admin = await registerAdmin(harness.app);
});

async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  who?: SignedIn,
  payload?: object,
) {
  const response = await app.inject({
    method,
    url,
    payload,
    headers: who ? (method === 'GET' ? { cookie: who.cookie } : who.writeHeaders) : {},
  });
  return { status: response.statusCode, body: response.json() as Json };
}
const api = (method: 'GET' | 'POST' | 'PUT', url: string, who?: SignedIn, payload?: object) =>
  call(harness.app, method, url, who, payload);

const MODELS = '/proxy/api/admin/catalogue/models';
let counter = 0;
/** A model of a brand nobody else uses, so the public answers about it are this test's alone. */
function newModel(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    type: 'Mobile Phone',
    brand: `Zephyr${counter}${Date.now().toString(36)}`,
    name: `Zed ${counter}`,
    releaseYear: 2023,
    launchPrice: 799,
    classification: 'current',
    colors: ['Black', 'Sea Green'],
    storages: [256, 128],
    ...overrides,
  };
}
async function draft(overrides: Record<string, unknown> = {}): Promise<AdminModel> {
  const created = await api('POST', MODELS, staff, newModel(overrides));
  expect(created.status).toBe(200);
  return adminModelSchema.parse(created.body.data);
}
const put = (id: string, changes: object, who: SignedIn = staff) => api('PUT', `${MODELS}/${id}`, who, changes);

/** What every public endpoint says about a model: all empty or 404 while it is not published. */
async function publicView(app: FastifyInstance, model: AdminModel) {
  const get = async (path: string, query: Record<string, string | number>) => {
    const response = await app.inject({
      method: 'GET',
      url: `/proxy${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      remoteAddress: '198.51.100.7',
    });
    return { status: response.statusCode, data: (response.json() as Json).data };
  };
  const base = { type: model.type, brand: model.brand, name: model.name };
  const device = { ...base, color: model.colors[0] ?? 'x', storage: model.storages[0] ?? 1, grade: 'A' };
  const search = (await get('/api/device-recycle/search', { q: `${model.brand} ${model.name}` })).data as {
    name: string;
    brand: string;
    classification: string;
  }[];
  const siteSearch = (await get('/api/search', { q: `${model.brand} ${model.name}` })).data as {
    devices: { brand: string }[];
  };
  return {
    brands: ((await get('/api/device-recycle/getbrands', { type: model.type })).data as string[]).includes(model.brand),
    names: (await get('/api/device-recycle/getnames', { type: model.type, brand: model.brand })).data as string[],
    colors: (await get('/api/device-recycle/getcolors', base)).data as string[],
    storages: (await get('/api/device-recycle/getstorages', { ...base, color: device.color })).data as number[],
    price: await get('/api/device-recycle/calculate-price', device),
    quote: await get('/api/device-recycle/quote', device),
    search: search.filter((result) => result.brand === model.brand),
    siteSearch: siteSearch.devices.filter((result) => result.brand === model.brand),
  };
}

function expectHidden(view: Awaited<ReturnType<typeof publicView>>) {
  expect(view.brands).toBe(false);
  expect(view.names).toEqual([]);
  expect(view.colors).toEqual([]);
  expect(view.storages).toEqual([]);
  expect(view.price.status).toBe(404);
  expect(view.quote.status).toBe(404);
  expect(view.search).toEqual([]);
  expect(view.siteSearch).toEqual([]);
}

async function auditOf(id: string) {
  const result = (await harness.app.db.execute(
    sql`select actor_id, action, detail from audit_log where subject = ${`catalogue-model:${id}`} order by id`,
  )) as unknown as { rows: { actor_id: string | null; action: string; detail: Record<string, unknown> }[] };
  return result.rows;
}

describe('who may use the catalogue endpoints', () => {
  it('refuses anonymous callers (401) and owners (403) on every one, and lets staff and admins in', async () => {
    const model = await draft();
    for (const [method, url] of [
      ['GET', MODELS],
      ['GET', `${MODELS}/${model.id}`],
      ['POST', MODELS],
      ['PUT', `${MODELS}/${model.id}`],
    ] as const) {
      const anonymous = await api(method, url, undefined, newModel());
      expect(anonymous.status, `${method} ${url}`).toBe(401);
      expect(anonymous.body.message).toBe(SERVER_MESSAGES.notLoggedIn);
      const owned = await api(method, url, owner, newModel());
      expect(owned.status, `${method} ${url}`).toBe(403);
      expect(owned.body.message).toBe(SERVER_MESSAGES.noPermission);
    }
    expect((await api('GET', MODELS, staff)).status).toBe(200);
    expect((await api('GET', MODELS, admin)).status).toBe(200);
    expect((await api('POST', MODELS, admin, newModel())).status).toBe(200);
    expect((await put(model.id, { releaseYear: 2022 }, admin)).status).toBe(200);
  });

  it('needs the CSRF header for a cookie write, and takes a Bearer token without one', async () => {
    const noHeader = await harness.app.inject({
      method: 'POST',
      url: MODELS,
      headers: { cookie: staff.cookie },
      payload: newModel(),
    });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().message).toBe(SERVER_MESSAGES.invalidCsrf);
    const bearer = await harness.app.inject({
      method: 'POST',
      url: MODELS,
      headers: { authorization: `Bearer ${staff.token}` },
      payload: newModel(),
    });
    expect(bearer.statusCode).toBe(200);
  });
});

describe('drafting a model', () => {
  it('saves a draft with its facts, sorted storages and an audit entry naming the member of staff', async () => {
    const input = newModel({ launchPrice: 799.99 });
    const created = await api('POST', MODELS, staff, input);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe(ADMIN_CATALOGUE_MESSAGES.modelCreated);
    const model = adminModelSchema.parse(created.body.data);
    expect(model).toMatchObject({
      type: 'Mobile Phone',
      brand: input.brand,
      name: input.name,
      releaseYear: 2023,
      launchPrice: 799.99,
      classification: 'current',
      colors: ['Black', 'Sea Green'],
      storages: [128, 256],
      status: 'draft',
    });
    expect((await api('GET', `${MODELS}/${model.id}`, staff)).body.data).toEqual(model);
    expect(await auditOf(model.id)).toEqual([
      {
        actor_id: staff.userId,
        action: 'catalogue-model.create',
        detail: { type: 'Mobile Phone', brand: input.brand, name: input.name, status: 'draft' },
      },
    ]);
  });

  it('is never visible to the public, in any cascade step, price, quote or search', async () => {
    expectHidden(await publicView(harness.app, await draft()));
  });

  it('finds the type and an existing brand whatever their case, and refuses an unknown type', async () => {
    const model = await draft({ type: 'mobile phone', brand: 'aPPLE', name: `Fruit ${Date.now()}` });
    expect(model).toMatchObject({ type: 'Mobile Phone', brand: 'Apple' });
    const unknown = await api('POST', MODELS, staff, newModel({ type: 'Toaster' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'type', message: ADMIN_CATALOGUE_MESSAGES.unknownType }]);
  });

  it('refuses a second model of the same type, brand and name without case (409), also when renaming', async () => {
    const first = await draft();
    const again = await api(
      'POST',
      MODELS,
      staff,
      newModel({ brand: first.brand.toUpperCase(), name: first.name.toLowerCase() }),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ADMIN_CATALOGUE_MESSAGES.duplicateModel);
    const other = await draft({ brand: first.brand, name: `${first.name} Pro` });
    const renamed = await put(other.id, { name: ` ${first.name.toUpperCase()} ` });
    expect(renamed.status).toBe(409);
    // A seeded model's name is taken too.
    const seeded = await api('POST', MODELS, staff, newModel({ brand: 'Apple', name: 'iphone 15 pro' }));
    expect(seeded.status).toBe(409);
  });

  it('lets exactly one of two simultaneous drafts of one model through', async () => {
    const input = newModel();
    const answers = await Promise.all([api('POST', MODELS, staff, input), api('POST', MODELS, admin, input)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it.each([
    [{ type: undefined }, 'type', 'Please enter the device type (at most 100 characters)'],
    [{ name: '   ' }, 'name', 'Please enter the model (at most 100 characters)'],
    [{ name: 'x'.repeat(101) }, 'name', 'Please enter the model (at most 100 characters)'],
    [{ releaseYear: 'soon' }, 'releaseYear', 'Please enter the release year as a year, such as 2021'],
    [{ releaseYear: 1969 }, 'releaseYear', 'The release year must be 1970 or later'],
    [{ releaseYear: new Date().getUTCFullYear() + 2 }, 'releaseYear', ADMIN_CATALOGUE_MESSAGES.releaseYearInFuture],
    [{ launchPrice: 0.5 }, 'launchPrice', 'The launch price must be at least £1'],
    [{ launchPrice: 20_000.01 }, 'launchPrice', 'The launch price can be at most £20000'],
    [{ launchPrice: 10.005 }, 'launchPrice', 'The launch price can have at most two decimals'],
    [{ launchPrice: { pounds: 5 } }, 'launchPrice', 'Please enter the launch price in pounds'],
    [{ classification: 'unknown' }, 'classification', 'Classification must be recycle, current or rare'],
    [{ colors: 'Black' }, 'colors', 'The colours must be a list'],
    [{ colors: ['Black', ' black '] }, 'colors', ADMIN_CATALOGUE_MESSAGES.duplicateColor],
    [{ colors: Array.from({ length: 21 }, (_, i) => `C${i}`) }, 'colors', 'At most 20 colours'],
    [{ colors: ['x'.repeat(41)] }, 'colors.0', 'Please give each colour a name of at most 40 characters'],
    [{ storages: [64, 64] }, 'storages', ADMIN_CATALOGUE_MESSAGES.duplicateStorage],
    [{ storages: [0] }, 'storages.0', 'A storage option must be at least 1 GB'],
    [{ storages: [1.5] }, 'storages.0', 'A storage option must be a whole number of GB'],
    [{ storages: [70_000] }, 'storages.0', 'A storage option can be at most 65536 GB'],
  ])('refuses %j with a message on %s', async (change, field, message) => {
    const response = await api('POST', MODELS, staff, newModel(change));
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ field, message });
  });

  it('saves nothing of a refused draft', async () => {
    const input = newModel({ storages: [64, 64] });
    expect((await api('POST', MODELS, staff, input)).status).toBe(400);
    const listed = await api('GET', `${MODELS}?q=${encodeURIComponent(input.brand)}`, staff);
    expect(adminModelsPageSchema.parse(listed.body.data).total).toBe(0);
  });
});

describe('publishing, editing and retiring', () => {
  it('publishes a draft: every public endpoint answers it at once, at the server quote', async () => {
    const model = await draft();
    const published = await put(model.id, { status: 'published' });
    expect(published.status).toBe(200);
    expect(published.body.message).toBe(ADMIN_CATALOGUE_MESSAGES.modelUpdated);
    const view = await publicView(harness.app, model);
    expect(view.brands).toBe(true);
    expect(view.names).toEqual([model.name]);
    expect(view.colors).toEqual(['Black', 'Sea Green']);
    expect(view.storages).toEqual([128, 256]);
    const expected = quotePence(
      { type: model.type, brand: model.brand, releaseYear: 2023, launchPricePence: 79_900, storages: [128, 256] },
      128,
      'A',
    );
    expect(view.price).toEqual({ status: 200, data: expected / 100 });
    expect(view.quote.data).toMatchObject({ price: expected / 100, classification: 'current' });
    expect(view.search).toEqual([
      { type: model.type, brand: model.brand, name: model.name, classification: 'current' },
    ]);
    expect(view.siteSearch).toHaveLength(1);
    const audit = await auditOf(model.id);
    expect(audit.at(-1)).toMatchObject({
      actor_id: staff.userId,
      action: 'catalogue-model.publish',
      detail: { changed: { status: { from: 'draft', to: 'published' } } },
    });
  });

  it('will not publish a model without colours or storages, nor empty them on a published one', async () => {
    const bare = await draft({ colors: [], storages: [] });
    const refused = await put(bare.id, { status: 'published' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(ADMIN_CATALOGUE_MESSAGES.publishNeedsOptions);
    expect((await api('GET', `${MODELS}/${bare.id}`, staff)).body.data).toMatchObject({ status: 'draft' });
    const onlyColours = await put(bare.id, { colors: ['Red'], status: 'published' });
    expect(onlyColours.body.errors).toEqual([
      { field: 'storages', message: ADMIN_CATALOGUE_MESSAGES.publishNeedsOptions },
    ]);
    expect((await api('GET', `${MODELS}/${bare.id}`, staff)).body.data).toMatchObject({ colors: [], status: 'draft' });

    const live = await draft();
    expect((await put(live.id, { status: 'published' })).status).toBe(200);
    expect((await put(live.id, { colors: [] })).status).toBe(400);
    expect((await publicView(harness.app, live)).colors).toEqual(['Black', 'Sea Green']);
  });

  it('edits a published model: a new launch price and storages change the public price at once', async () => {
    const model = await draft();
    await put(model.id, { status: 'published' });
    const before = (await publicView(harness.app, model)).price.data as number;
    const edited = await put(model.id, { launchPrice: 1199, storages: [512, 128, 1024] });
    expect(edited.body.data).toMatchObject({ launchPrice: 1199, storages: [128, 512, 1024], status: 'published' });
    const after = await publicView(harness.app, model);
    expect(after.storages).toEqual([128, 512, 1024]);
    expect(after.price.data as number).toBeGreaterThan(before);
    expect((await auditOf(model.id)).at(-1)).toMatchObject({
      action: 'catalogue-model.update',
      detail: {
        changed: {
          launchPricePence: { from: 79_900, to: 119_900 },
          storages: { from: [128, 256], to: [128, 512, 1024] },
        },
      },
    });
  });

  it('reclassifies: current to recycle drops the partner offers, rare leaves the cascade but stays searchable', async () => {
    const model = await draft();
    await put(model.id, { status: 'published' });
    const current = await publicView(harness.app, model);
    expect((current.quote.data as { partnerOffers: unknown[] }).partnerOffers.length).toBeGreaterThan(0);

    await put(model.id, { classification: 'recycle' });
    const recycle = await publicView(harness.app, model);
    expect(recycle.quote.data).toMatchObject({ classification: 'recycle', partnerOffers: [], voucherPercent: 0 });
    expect(recycle.search[0]?.classification).toBe('recycle');

    await put(model.id, { classification: 'rare' });
    const rare = await publicView(harness.app, model);
    expect(rare.names).toEqual([]);
    expect(rare.price.status).toBe(404);
    expect(rare.search).toEqual([{ type: model.type, brand: model.brand, name: model.name, classification: 'rare' }]);
    expect((await auditOf(model.id)).at(-1)).toMatchObject({
      detail: { changed: { classification: { from: 'recycle', to: 'rare' } } },
    });
  });

  it('retires a model: gone from the public, while an order placed before keeps working', async () => {
    const model = await draft();
    await put(model.id, { status: 'published' });
    const device = {
      classification: 'current',
      partnerId: 'swapshop-demo',
      type: model.type,
      brand: model.brand,
      name: model.name,
      color: 'Black',
      storage: 128,
      grade: 'B',
    };
    const saved = await api('POST', '/proxy/api/device-recycle/save-device', owner, {
      userid: owner.userId,
      ...device,
    });
    expect(saved.status).toBe(200);
    const order = saved.body.data as { deviceId: string; orderId: string; price: number };

    const retired = await put(model.id, { status: 'retired' });
    expect(retired.body.data).toMatchObject({ status: 'retired' });
    expectHidden(await publicView(harness.app, model));
    expect((await auditOf(model.id)).at(-1)).toMatchObject({ action: 'catalogue-model.retire' });
    const again = await api('POST', '/proxy/api/device-recycle/save-device', owner, {
      userid: owner.userId,
      ...device,
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(CATALOGUE_MESSAGES.deviceNotFound);

    const detail = await api(
      'GET',
      `/proxy/api/recycle-orders/detail?userId=${owner.userId}&deviceId=${order.deviceId}`,
      owner,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ deviceName: model.name, price: order.price, status: 'Submitted' });
    const cancelled = await api('POST', `/proxy/api/recycle-orders/${order.orderId}/cancel`, owner);
    expect(cancelled.status).toBe(200);

    // Published again, it is back.
    await put(model.id, { status: 'published' });
    expect((await publicView(harness.app, model)).names).toEqual([model.name]);
  });

  it('turns a published model back into a draft, hidden again', async () => {
    const model = await draft();
    await put(model.id, { status: 'published' });
    await put(model.id, { status: 'draft' });
    expectHidden(await publicView(harness.app, model));
    expect((await auditOf(model.id)).at(-1)).toMatchObject({ action: 'catalogue-model.draft' });
  });

  it('applies two simultaneous edits one after the other, each audited', async () => {
    const model = await draft();
    const [a, b] = await Promise.all([put(model.id, { releaseYear: 2021 }), put(model.id, { launchPrice: 500 })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await api('GET', `${MODELS}/${model.id}`, staff)).body.data).toMatchObject({
      releaseYear: 2021,
      launchPrice: 500,
    });
    expect((await auditOf(model.id)).map((entry) => entry.action)).toEqual([
      'catalogue-model.create',
      'catalogue-model.update',
      'catalogue-model.update',
    ]);
  });

  it('answers 404 for a model that does not exist, 400 for an empty or wrong change', async () => {
    expect((await put('999999999', { releaseYear: 2020 })).status).toBe(404);
    expect((await put('not-a-number', { releaseYear: 2020 })).status).toBe(404);
    expect((await api('GET', `${MODELS}/0`, staff)).status).toBe(404);
    const model = await draft();
    const empty = await put(model.id, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(ADMIN_CATALOGUE_MESSAGES.nothingToChange);
    const wrong = await put(model.id, { status: 'visible' });
    expect(wrong.body.errors).toEqual([
      { field: 'status', message: 'Please choose the status: draft, published or retired' },
    ]);
  });
});

describe('the staff list', () => {
  it('lists every status, filters by words and status, pages with a total', async () => {
    const brand = `Listbrand${Date.now().toString(36)}`;
    const a = await draft({ brand, name: 'Alpha', releaseYear: 2024 });
    const b = await draft({ brand, name: 'Beta', releaseYear: 2022 });
    const c = await draft({ brand, name: 'Gamma', releaseYear: 2023 });
    await put(b.id, { status: 'published' });
    await put(c.id, { status: 'retired' });
    const list = async (query: string) => {
      const response = await api('GET', `${MODELS}?${query}`, staff);
      expect(response.status).toBe(200);
      return adminModelsPageSchema.parse(response.body.data);
    };
    const all = await list(`q=${brand}`);
    expect(all.total).toBe(3);
    expect(all.items.map((model) => model.name)).toEqual(['Alpha', 'Gamma', 'Beta']);
    expect((await list(`q=${brand}&status=retired`)).items.map((model) => model.id)).toEqual([c.id]);
    expect((await list(`q=${brand.toLowerCase()} alp`)).items.map((model) => model.id)).toEqual([a.id]);
    const page = await list(`q=${brand}&limit=1&offset=1`);
    expect(page).toMatchObject({ total: 3, items: [{ name: 'Gamma' }] });
    expect((await list('q=100%25_')).total).toBe(0);
    expect((await list('status=published&limit=100')).items.every((model) => model.status === 'published')).toBe(true);
    expect((await api('GET', `${MODELS}?status=visible`, staff)).status).toBe(400);
    expect((await api('GET', `${MODELS}?limit=101`, staff)).status).toBe(400);
    expect((await api('GET', `${MODELS}?sort=name`, staff)).status).toBe(400);
  });
});

describe('quoteForModel (identifying an unknown device)', () => {
  const service = () => new CatalogueAdminService({ db: harness.app.db, cache: harness.app.catalogueCache });

  it('prices a draft like the public quote prices it once published', async () => {
    const model = await draft();
    const quote = await service().quoteForModel(model.id, 'B', 'Sea Green', 256);
    expect(quote).toMatchObject({
      model: { id: model.id, brand: model.brand, name: model.name, classification: 'current' },
      status: 'draft',
      color: 'Sea Green',
      storage: 256,
    });
    await put(model.id, { status: 'published' });
    const publicPrice = await harness.app.inject({
      method: 'GET',
      url: `/proxy/api/device-recycle/calculate-price?${new URLSearchParams({ type: model.type, brand: model.brand, name: model.name, color: 'Sea Green', storage: '256', grade: 'B' })}`,
    });
    expect((quote.pricePence as number) / 100).toBe(publicPrice.json().data);
    expect(quote.commissionPence).toBe(Math.round((quote.pricePence as number) * COMMISSION_RATE));
  });

  it('defaults to the first colour and smallest storage, and prices a draft without storages', async () => {
    const model = await draft();
    expect(await service().quoteForModel(model.id, 'A')).toMatchObject({ color: 'Black', storage: 128 });
    const bare = await draft({ colors: [], storages: [] });
    const quote = await service().quoteForModel(bare.id, 'A');
    expect(quote).toMatchObject({ color: null, storage: null });
    expect(quote.pricePence).toBeGreaterThan(0);
  });

  it('refuses a retired or unknown model and an option the model lacks; a rare model has no price', async () => {
    const model = await draft();
    await expect(service().quoteForModel(model.id, 'A', 'Purple')).rejects.toMatchObject({ statusCode: 400 });
    await expect(service().quoteForModel(model.id, 'A', undefined, 64)).rejects.toMatchObject({ statusCode: 400 });
    await expect(service().quoteForModel('424242424', 'A')).rejects.toMatchObject({ statusCode: 404 });
    await put(model.id, { status: 'published' });
    await put(model.id, { status: 'retired' });
    await expect(service().quoteForModel(model.id, 'A')).rejects.toMatchObject({
      statusCode: 409,
      message: ADMIN_CATALOGUE_MESSAGES.modelRetired,
    });
    const rare = await draft({ classification: 'rare' });
    expect(await service().quoteForModel(rare.id, 'A')).toMatchObject({ pricePence: null, commissionPence: null });
  });
});

describe('the quote rules', () => {
  it('hold for every seeded model and for models at the bounds staff may enter', async () => {
    const { CatalogueRepository } = await import('../src/modules/catalogue/repository.ts');
    const catalogue = await new CatalogueRepository(harness.app.db).loadCatalogue();
    expect(catalogue.models.length).toBeGreaterThan(500);
    for (const model of catalogue.models) expect(quoteRulesHold(model), model.name).toBe(true);
    for (const launchPricePence of [100, 2_000_000])
      for (const storages of [[1], [1, 65_536], [16, 32, 64, 128, 256, 512, 1024]])
        expect(quoteRulesHold({ type: 'Laptop', brand: 'Other', releaseYear: 1970, launchPricePence, storages })).toBe(
          true,
        );
  });
});

describe('a second instance on the same database', () => {
  it('serves a publish, an edit and a retire within seconds, with no reload asked for', async () => {
    const second = await buildApp(harness.config, { database: harness.database.handle });
    await second.ready();
    try {
      const model = await draft();
      expectHidden(await publicView(second, model));
      const within = async (what: string, seen: (view: Awaited<ReturnType<typeof publicView>>) => boolean) => {
        const started = Date.now();
        while (!seen(await publicView(second, model))) {
          if (Date.now() - started > CHECK_EVERY_MS * 3) throw new Error(`the second instance did not see ${what}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return Date.now() - started;
      };
      await put(model.id, { status: 'published' });
      await within('the publish', (view) => view.names.includes(model.name));
      await put(model.id, { colors: ['Black', 'Sea Green', 'Coral'] });
      await within('the edit', (view) => view.colors.includes('Coral'));
      await put(model.id, { status: 'retired' });
      await within('the retire', (view) => view.names.length === 0 && view.price.status === 404);
    } finally {
      await second.close();
    }
  });
});
