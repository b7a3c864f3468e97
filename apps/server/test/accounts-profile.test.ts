import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, SERVER_MESSAGES, currentUserSchema } from '@recircuit/contract';
import { useTestApp } from './helpers/test-app.ts';
import { login, PASSWORD, registerAdmin, registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';

const harness = useTestApp();

function get(url: string, who?: SignedIn) {
  return harness.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
}
function write(method: 'PUT' | 'DELETE' | 'POST', url: string, who: SignedIn | undefined, payload?: object) {
  return harness.app.inject({ method, url, headers: who?.writeHeaders ?? {}, payload });
}

describe('GET /proxy/deviceOwner/currentUser', () => {
  it('gives the signed-in user their profile', async () => {
    const ann = await registerAndLogin(harness.app);
    const response = await get(`/proxy/deviceOwner/currentUser?userId=${ann.userId}`, ann);
    expect(response.statusCode).toBe(200);
    const user = currentUserSchema.parse(response.json().data);
    expect(user).toMatchObject({
      userId: ann.userId,
      email: ann.email,
      firstName: 'Ann',
      role: 'owner',
      providers: [],
      hasPassword: true,
      phone: null,
    });
    expect(user.privacyConsentAt).not.toBeNull();
    expect(response.payload).not.toMatch(/password_hash|argon2/);
  });

  it('defaults to the signed-in user without a userId', async () => {
    const ann = await registerAndLogin(harness.app);
    expect((await get('/proxy/deviceOwner/currentUser', ann)).json().data.userId).toBe(ann.userId);
  });

  it("is 401 without a session and 403 for another user's id", async () => {
    const ann = await registerAndLogin(harness.app);
    const bob = await registerAndLogin(harness.app);
    const anonymous = await get(`/proxy/deviceOwner/currentUser?userId=${ann.userId}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(SERVER_MESSAGES.notLoggedIn);
    const other = await get(`/proxy/deviceOwner/currentUser?userId=${ann.userId}`, bob);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(SERVER_MESSAGES.noPermission);
    expect(other.payload).not.toContain(ann.email);
  });

  it('lets staff read another user, and answers 404 for an id that does not exist', async () => {
    const ann = await registerAndLogin(harness.app);
    const staff = await registerStaff(harness.app);
    expect((await get(`/proxy/deviceOwner/currentUser?userId=${ann.userId}`, staff)).json().data.email).toBe(ann.email);
    expect((await get('/proxy/deviceOwner/currentUser?userId=usr_nobody', staff)).statusCode).toBe(404);
  });
});

describe('PUT /proxy/deviceOwner/updateProfile', () => {
  it('updates the profile with UK phone and postcode in their standard form', async () => {
    const ann = await registerAndLogin(harness.app);
    const response = await write('PUT', `/proxy/deviceOwner/updateProfile?userId=${ann.userId}`, ann, {
      firstName: ' Annie ',
      phone: '+44 20 7946 0321',
      postcode: 'sw1a1aa',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.profileUpdated);
    expect(response.json().data).toMatchObject({
      firstName: 'Annie',
      lastName: 'Owner',
      phone: '020 7946 0321',
      postcode: 'SW1A 1AA',
    });
    const again = await get(`/proxy/deviceOwner/currentUser?userId=${ann.userId}`, ann);
    expect(again.json().data.postcode).toBe('SW1A 1AA');
  });

  it('clears phone and postcode when sent empty', async () => {
    const ann = await registerAndLogin(harness.app);
    await write('PUT', `/proxy/deviceOwner/updateProfile?userId=${ann.userId}`, ann, {
      phone: '0161 496 0000',
      postcode: 'M1 1AE',
    });
    const cleared = await write('PUT', `/proxy/deviceOwner/updateProfile?userId=${ann.userId}`, ann, {
      phone: '',
      postcode: '',
    });
    expect(cleared.json().data).toMatchObject({ phone: null, postcode: null });
  });

  it.each([
    [{ phone: '12345' }, ACCOUNT_MESSAGES.invalidPhone],
    [{ phone: '+33 1 23 45 67 89' }, ACCOUNT_MESSAGES.invalidPhone],
    [{ postcode: 'XYZ 123' }, ACCOUNT_MESSAGES.invalidPostcode],
    [{ postcode: 'x'.repeat(500) }, ACCOUNT_MESSAGES.invalidPostcode],
    [{ firstName: '' }, ACCOUNT_MESSAGES.requiredFields],
    [{ lastName: 'x'.repeat(51) }, ACCOUNT_MESSAGES.nameTooLong],
    [{ firstName: 'Win £500 at https://spam.example' }, ACCOUNT_MESSAGES.nameCharacters],
    [{ lastName: '<b>Owner</b>' }, ACCOUNT_MESSAGES.nameCharacters],
    [{ marketingConsent: 'perhaps' }, 'Must be true or false'],
  ])('refuses %o with "%s" and changes nothing', async (payload, message) => {
    const ann = await registerAndLogin(harness.app);
    const response = await write('PUT', `/proxy/deviceOwner/updateProfile?userId=${ann.userId}`, ann, {
      lastName: 'Changed',
      ...payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await get('/proxy/deviceOwner/currentUser', ann)).json().data.lastName).toBe('Owner');
  });

  it('accepts names in any script with hyphens and both apostrophes', async () => {
    const ann = await registerAndLogin(harness.app);
    const response = await write('PUT', `/proxy/deviceOwner/updateProfile?userId=${ann.userId}`, ann, {
      firstName: 'Anne-Zoë',
      lastName: "O’Brien d'Arcy",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ firstName: 'Anne-Zoë', lastName: "O’Brien d'Arcy" });
  });

  it('records the time of a change of marketing consent', async () => {
    const ann = await registerAndLogin(harness.app);
    const before = (await get('/proxy/deviceOwner/currentUser', ann)).json().data;
    expect(before).toMatchObject({ marketingConsent: false, marketingConsentAt: null });
    const after = (await write('PUT', '/proxy/deviceOwner/updateProfile', ann, { marketingConsent: true })).json().data;
    expect(after.marketingConsent).toBe(true);
    expect(Date.now() - new Date(after.marketingConsentAt).getTime()).toBeLessThan(60_000);
  });

  it('ignores fields a person may not set, such as their role or email', async () => {
    const ann = await registerAndLogin(harness.app);
    const response = await write('PUT', '/proxy/deviceOwner/updateProfile', ann, {
      role: 'admin',
      email: 'x@evil.example',
      firstName: 'Ann',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ role: 'owner', email: ann.email });
  });

  it("refuses another user's id, even for staff, and a request without a session", async () => {
    const ann = await registerAndLogin(harness.app);
    const staff = await registerAdmin(harness.app);
    expect(
      (await write('PUT', `/proxy/deviceOwner/updateProfile?userId=${ann.userId}`, staff, { firstName: 'X' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await write('PUT', `/proxy/deviceOwner/updateProfile?userId=${ann.userId}`, undefined, { firstName: 'X' }))
        .statusCode,
    ).toBe(401);
    expect((await get('/proxy/deviceOwner/currentUser', ann)).json().data.firstName).toBe('Ann');
  });
});

describe('PUT /proxy/deviceOwner/changePassword', () => {
  it('changes the password and ends every other session', async () => {
    const ann = await registerAndLogin(harness.app);
    const otherDevice = await login(harness.app, ann.email);
    const response = await write('PUT', '/proxy/deviceOwner/changePassword', ann, {
      email: ann.email,
      oldPassword: PASSWORD,
      newPassword: 'NewSecret99',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Password changed');
    expect((await get('/proxy/deviceOwner/test-cookie', ann)).statusCode).toBe(200);
    expect((await get('/proxy/deviceOwner/test-cookie', otherDevice)).statusCode).toBe(401);
    const oldLogin = await harness.app.inject({
      method: 'POST',
      url: '/proxy/deviceOwner/login',
      payload: { email: ann.email, password: PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    await login(harness.app, ann.email, 'NewSecret99');
  });

  it('accepts the SPEC query-string form', async () => {
    const ann = await registerAndLogin(harness.app);
    const query = new URLSearchParams({ email: ann.email, oldPassword: PASSWORD, newPassword: 'NewSecret99' });
    const response = await write('PUT', `/proxy/deviceOwner/changePassword?${query}`, ann);
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{ oldPassword: 'Wrong12345', newPassword: 'NewSecret99' }, 400, ACCOUNT_MESSAGES.oldPasswordIncorrect],
    [{ oldPassword: PASSWORD, newPassword: 'weak' }, 400, ACCOUNT_MESSAGES.weakPassword],
    [{ oldPassword: PASSWORD }, 400, ACCOUNT_MESSAGES.requiredFields],
  ])('refuses %o', async (payload, status, message) => {
    const ann = await registerAndLogin(harness.app);
    const response = await write('PUT', '/proxy/deviceOwner/changePassword', ann, { email: ann.email, ...payload });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    await login(harness.app, ann.email, PASSWORD);
  });

  it("refuses another user's email and a request without a session", async () => {
    const ann = await registerAndLogin(harness.app);
    const bob = await registerAndLogin(harness.app);
    const other = await write('PUT', '/proxy/deviceOwner/changePassword', bob, {
      email: ann.email,
      oldPassword: PASSWORD,
      newPassword: 'NewSecret99',
    });
    expect(other.statusCode).toBe(403);
    const anonymous = await write('PUT', '/proxy/deviceOwner/changePassword', undefined, {
      email: ann.email,
      oldPassword: PASSWORD,
      newPassword: 'NewSecret99',
    });
    expect(anonymous.statusCode).toBe(401);
    await login(harness.app, ann.email, PASSWORD);
  });

  it('stops guessing the old password after 5 wrong tries', async () => {
    const ann = await registerAndLogin(harness.app);
    for (let i = 0; i < 5; i += 1) {
      await write('PUT', '/proxy/deviceOwner/changePassword', ann, {
        email: ann.email,
        oldPassword: `Wrong1234${i}`,
        newPassword: 'NewSecret99',
      });
    }
    const locked = await write('PUT', '/proxy/deviceOwner/changePassword', ann, {
      email: ann.email,
      oldPassword: PASSWORD,
      newPassword: 'NewSecret99',
    });
    expect(locked.statusCode).toBe(429);
  });
});

describe('UK GDPR: export and deletion', () => {
  it("exports the user's data as a JSON download without secrets", async () => {
    const ann = await registerAndLogin(harness.app, { marketingConsent: true });
    const response = await get('/proxy/deviceOwner/export', ann);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const data = response.json().data;
    expect(data.account).toMatchObject({ userId: ann.userId, email: ann.email, firstName: 'Ann' });
    expect(data.consents.privacyNoticeAcceptedAt).toBeTruthy();
    expect(data.consents.marketing).toBe(true);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0].current).toBe(true);
    expect(response.payload).not.toContain(ann.token);
    expect(response.payload).not.toMatch(/argon2|token_hash|tokenHash|passwordHash/);
    expect((await get('/proxy/deviceOwner/export')).statusCode).toBe(401);
  });

  it('refuses deletion with a wrong or missing password and keeps the account', async () => {
    const ann = await registerAndLogin(harness.app);
    const wrong = await write('DELETE', '/proxy/deviceOwner/account', ann, { password: 'Wrong12345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.confirmDeletion);
    // Named for the field, so the dialog shows it at the password (docs/api.md, "Errors").
    expect(wrong.json().errors).toEqual([{ field: 'password', message: ACCOUNT_MESSAGES.confirmDeletion }]);
    expect((await write('DELETE', '/proxy/deviceOwner/account', ann, {})).statusCode).toBe(400);
    expect((await get('/proxy/deviceOwner/test-cookie', ann)).statusCode).toBe(200);
  });

  it('an account without a password confirms with its email; a wrong one is refused at the email field', async () => {
    const ann = await registerAndLogin(harness.app);
    // As after a Google or GitHub sign-in only.
    await harness.app.db.execute(sql`update users set password_hash = null where id = ${ann.userId}`);
    const wrong = await write('DELETE', '/proxy/deviceOwner/account', ann, { email: 'someone.else@example.org' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'email', message: ACCOUNT_MESSAGES.confirmDeletionEmail }]);
    expect((await get('/proxy/deviceOwner/test-cookie', ann)).statusCode).toBe(200);
    const right = await write('DELETE', '/proxy/deviceOwner/account', ann, { email: ann.email.toUpperCase() });
    expect(right.statusCode).toBe(200);
  });

  it('deletes the account, its sessions and personal data, and frees the email', async () => {
    const ann = await registerAndLogin(harness.app);
    const response = await write('DELETE', '/proxy/deviceOwner/account', ann, { password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.accountDeleted);
    expect(response.cookies.find((cookie) => cookie.name === 'sid')?.value).toBe('');
    expect((await get('/proxy/deviceOwner/test-cookie', ann)).statusCode).toBe(401);
    const left = await harness.app.db.execute(
      sql`select (select count(*) from users where id = ${ann.userId})::int as users, (select count(*) from sessions where user_id = ${ann.userId})::int as sessions`,
    );
    expect((left as unknown as { rows: unknown[] }).rows[0]).toEqual({ users: 0, sessions: 0 });
    const again = await registerAndLogin(harness.app, { email: ann.email });
    expect(again.userId).not.toBe(ann.userId);
  });

  it('needs a session to delete', async () => {
    expect((await write('DELETE', '/proxy/deviceOwner/account', undefined, { password: PASSWORD })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /proxy/contact', () => {
  it('emails the team with the person as reply-to, and limits how often', async () => {
    const ann = await registerAndLogin(harness.app);
    const response = await write('POST', '/proxy/contact', ann, {
      subject: 'My order',
      message: 'Where is my voucher?',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.messageSent);
    const outbox = join(harness.config.dataDir, 'outbox');
    const messages = await Promise.all((await readdir(outbox)).map((file) => readFile(join(outbox, file), 'utf8')));
    const sent = messages.find((eml) => eml.includes('Where is my voucher?'));
    expect(sent).toContain(`To: ${harness.config.contactEmail}`);
    expect(sent).toContain(`Reply-To: ${ann.email}`);
    for (let i = 0; i < 4; i += 1) await write('POST', '/proxy/contact', ann, { subject: 'x', message: 'y' });
    expect((await write('POST', '/proxy/contact', ann, { subject: 'x', message: 'y' })).statusCode).toBe(429);
  });

  it('refuses an empty message, a huge one, and anonymous senders', async () => {
    const ann = await registerAndLogin(harness.app);
    expect((await write('POST', '/proxy/contact', ann, { subject: 'x', message: '  ' })).statusCode).toBe(400);
    expect((await write('POST', '/proxy/contact', ann, { subject: 'x', message: 'y'.repeat(5001) })).statusCode).toBe(
      400,
    );
    expect((await write('POST', '/proxy/contact', undefined, { subject: 'x', message: 'y' })).statusCode).toBe(401);
  });
});
