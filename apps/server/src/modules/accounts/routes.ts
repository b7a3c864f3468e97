import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  SERVER_MESSAGES,
  changePasswordRequestSchema,
  contactRequestSchema,
  currentUserSchema,
  deleteAccountRequestSchema,
  envelopeSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  ok,
  registerRequestSchema,
  registrationSuccessMessage,
  resetPasswordRequestSchema,
  sessionInfoSchema,
  sessionUserSchema,
  signOutOthersSchema,
  testCookieSchema,
  updateProfileRequestSchema,
} from '@recircuit/contract';
import { AppError } from '../../lib/app-error.ts';
import { assertOwner, requireAuth, signedIn } from '../../lib/ownership.ts';
import { queryOrBody } from '../../lib/request-input.ts';
import { errorResponses, redirectResponse } from '../../lib/documented-errors.ts';
import { requestAddressKey } from '../../lib/rate-limits/address-key.ts';
import { CONTACT_MESSAGES_PER_USER } from './rate-limits.ts';
import { contactEmail } from './emails.ts';
import type { KnownDevices } from './known-devices.ts';
import { sessionUserView } from './views.ts';
import type { AccountsService } from './service.ts';
import type { UserRow } from './repository.ts';
import fp from 'fastify-plugin';

const userIdQuery = z.object({ userId: z.string().max(100).optional() }).loose();
const tokenQuery = z.object({ token: z.string().max(300).optional() });
const tags = ['accounts'];

export interface AccountRoutesOptions {
  accounts: AccountsService;
  contactEmail: string;
  knownDevices: KnownDevices;
}

const routes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { accounts, contactEmail: teamEmail, knownDevices },
) => {
  /** A new session for this browser, which from now on is a known device of the account. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    const { token, expiresAt } = await app.sessions.create(user.id, request.headers['user-agent']);
    app.setSessionCookie(reply, token, expiresAt);
    app.setLanguageCookie(reply, user.language);
    knownDevices.remember(request, reply, user.id);
    return { ...sessionUserView(user), token, language: user.language };
  }

  app.post(
    '/deviceOwner/registerOwner',
    {
      schema: {
        tags,
        summary: 'Create an account',
        ...queryOrBody(registerRequestSchema),
        response: { 200: envelopeSchema(sessionUserSchema), ...errorResponses(409, 429) },
      },
    },
    async (request) => {
      const input = request.body;
      const user = await accounts.register(input, requestAddressKey(request), request.language);
      return ok(sessionUserView(user), registrationSuccessMessage(user.firstName, user.lastName));
    },
  );

  app.post(
    '/deviceOwner/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        ...queryOrBody(loginRequestSchema),
        response: { 200: envelopeSchema(loginResponseSchema), ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const user = await accounts.login(input, requestAddressKey(request), (userId) =>
        knownDevices.deviceFor(request, userId),
      );
      return ok(await signIn(request, reply, user), ACCOUNT_MESSAGES.loginSuccessful);
    },
  );

  app.post(
    '/deviceOwner/forgot-password',
    {
      schema: {
        tags,
        summary: 'Email a link to choose a new password (the same answer whether or not the email has an account)',
        ...queryOrBody(forgotPasswordRequestSchema),
        response: { 200: envelopeSchema(z.null()), ...errorResponses(429) },
      },
    },
    async (request) => {
      await accounts.passwordResets.request(request.body, requestAddressKey(request));
      return ok(null, ACCOUNT_MESSAGES.resetLinkSent);
    },
  );

  app.post(
    '/deviceOwner/reset-password',
    {
      schema: {
        tags,
        summary: "Set a new password with the emailed link's token; ends every session and signs this browser in",
        ...queryOrBody(resetPasswordRequestSchema),
        response: { 200: envelopeSchema(loginResponseSchema), ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const user = await accounts.passwordResets.reset(request.body, requestAddressKey(request));
      return ok(await signIn(request, reply, user), ACCOUNT_MESSAGES.passwordReset);
    },
  );

  const done = { 200: envelopeSchema(z.null()) };
  app.post(
    '/deviceOwner/logout',
    { schema: { tags, summary: 'End this session', response: done } },
    async (request, reply) => {
      if (request.auth) await app.sessions.revoke(request.auth.sessionId);
      app.clearSessionCookie(reply);
      return ok(null, ACCOUNT_MESSAGES.loggedOut);
    },
  );

  app.get(
    '/deviceOwner/confirm-email',
    {
      schema: {
        tags,
        summary: 'Confirm your email address (302 to the home page with the outcome)',
        querystring: tokenQuery,
        response: { 302: redirectResponse },
      },
    },
    async (request, reply) => reply.redirect(`/?emailConfirmation=${await accounts.confirmEmail(request.query.token)}`),
  );

  app.post(
    '/deviceOwner/send-confirmation',
    {
      schema: {
        tags,
        summary: 'Email the link that confirms your email address again',
        response: { ...done, ...errorResponses(401, 429) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok(null, await accounts.sendConfirmation(auth.userId));
    },
  );

  app.get(
    '/deviceOwner/test-cookie',
    {
      schema: {
        tags,
        summary: 'Whether this request has a valid session',
        response: { 200: envelopeSchema(testCookieSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok({ authenticated: true as const, userId: auth.userId });
    },
  );

  app.get(
    '/deviceOwner/currentUser',
    {
      schema: {
        tags,
        summary: 'The profile of a user (your own)',
        querystring: userIdQuery,
        response: { 200: envelopeSchema(currentUserSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const userId = request.query.userId ?? requireAuth(request).userId;
      assertOwner(request, userId, 'read');
      return ok(await accounts.view(userId));
    },
  );

  app.put(
    '/deviceOwner/updateProfile',
    {
      schema: {
        tags,
        summary: 'Change your profile',
        ...queryOrBody(updateProfileRequestSchema.extend(userIdQuery.shape)),
        response: { 200: envelopeSchema(currentUserSchema), ...errorResponses(401, 403, 404) },
      },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const { userId: named, ...input } = request.body;
      const userId = named ?? requireAuth(request).userId;
      assertOwner(request, userId, 'write');
      const profile = await accounts.updateProfile(userId, input);
      // Only the person's own browser takes the language as its own.
      if (input.language && userId === request.auth?.userId) app.setLanguageCookie(reply, input.language);
      return ok(profile, ACCOUNT_MESSAGES.profileUpdated);
    },
  );

  app.put(
    '/deviceOwner/changePassword',
    {
      schema: {
        tags,
        summary: 'Change your password; ends your other sessions',
        ...queryOrBody(changePasswordRequestSchema),
        response: { ...done, ...errorResponses(401, 429) },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const auth = requireAuth(request);
      const input = request.body;
      await accounts.changePassword(auth.userId, auth.sessionId, input);
      return ok(null, ACCOUNT_MESSAGES.passwordChanged);
    },
  );

  app.get(
    '/deviceOwner/export',
    {
      schema: {
        tags,
        summary: 'All your data as JSON (UK GDPR)',
        response: { 200: envelopeSchema(z.record(z.string(), z.unknown())), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      reply.header('Content-Disposition', 'attachment; filename="recircuit-my-data.json"');
      reply.header('Cache-Control', 'no-store');
      return ok(await accounts.exportData(auth.userId, auth.sessionId));
    },
  );

  app.delete(
    '/deviceOwner/account',
    {
      schema: {
        tags,
        summary: 'Delete your account and personal data',
        ...queryOrBody(deleteAccountRequestSchema),
        response: { ...done, ...errorResponses(401, 429) },
      },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      await accounts.deleteAccount(auth.userId, request.body);
      app.clearSessionCookie(reply);
      return ok(null, ACCOUNT_MESSAGES.accountDeleted);
    },
  );

  app.get(
    '/deviceOwner/sessions',
    {
      schema: {
        tags,
        summary: 'Your signed-in devices',
        response: { 200: envelopeSchema(z.array(sessionInfoSchema)), ...errorResponses(401) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const list = await app.sessions.list(auth.userId);
      return ok(
        list.map((session) => ({
          id: session.id,
          createdAt: session.createdAt.toISOString(),
          lastSeenAt: session.lastSeenAt.toISOString(),
          expiresAt: session.expiresAt.toISOString(),
          userAgent: session.userAgent,
          current: session.id === auth.sessionId,
        })),
      );
    },
  );

  app.delete(
    '/deviceOwner/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Sign out one of your devices',
        params: z.object({ id: z.string().max(100) }),
        response: { ...done, ...errorResponses(401) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (!(await app.sessions.revokeOwn(auth.userId, request.params.id))) {
        throw new AppError(404, SERVER_MESSAGES.notFound);
      }
      return ok(null, ACCOUNT_MESSAGES.sessionRevoked);
    },
  );

  app.post(
    '/deviceOwner/sessions/sign-out-others',
    {
      schema: {
        tags,
        summary: 'Sign out every other device; this one stays signed in',
        response: { 200: envelopeSchema(signOutOthersSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const signedOut = await app.sessions.revokeOthers(auth.userId, auth.sessionId);
      return ok({ signedOut }, ACCOUNT_MESSAGES.otherSessionsRevoked);
    },
  );

  app.post(
    '/contact',
    {
      schema: {
        tags,
        summary: 'Send the team a message',
        ...queryOrBody(contactRequestSchema),
        response: { ...done, ...errorResponses(401, 429) },
      },
      preValidation: signedIn,
    },
    async (request) => {
      const auth = requireAuth(request);
      const input = request.body;
      await app.limiter.consume(CONTACT_MESSAGES_PER_USER, auth.userId);
      const user = await accounts.get(auth.userId);
      await app.mailer.send(contactEmail(user, teamEmail, input.subject, input.message));
      return ok(null, ACCOUNT_MESSAGES.messageSent);
    },
  );
};

export const accountRoutes = fp(routes, {
  name: 'accounts-routes',
  dependencies: ['session', 'csrf', 'rate-limits', 'mail'],
  encapsulate: true,
});
