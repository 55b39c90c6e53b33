/**
 * Authentication and account lifecycle over /api and GraphQL (spec sections 3, 4, 5, 7, 8):
 * registration, email verification, sign-in, refresh-token rotation with reuse detection,
 * sign-out, password reset.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signupModalInput } from '../../schema/rules.js';
import { api, createUser, db, gql, lastMailTo, login, setupDatabase, tokenFromMail, uniqueEmail } from './harness.js';

beforeAll(setupDatabase);

const PASSWORD = 'Secur3!pass';
const BAD_CREDENTIALS = 'Incorrect email or password. Please try again.';

/** The registration payload of spec section 3 (snake_case), with overrides. */
function registration(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Robin',
    last_name: 'Baker',
    email: uniqueEmail('reg'),
    password: PASSWORD,
    phone: '+1 415 555 0100',
    role: 'customer',
    marketing_emails: false,
    ...overrides,
  };
}

const register = (body: unknown) => api('POST', '/auth/register', { body });
const loginRaw = (email: string, password: string) => api('POST', '/auth/login', { body: { email, password } });
const me = (token?: string | null) => api('GET', '/auth/me', { token });
const refresh = (refreshToken: string) => api('POST', '/auth/refresh', { body: { refreshToken } });

/** Registers (spec payload), follows the mailed verification link, and returns the email. */
async function registerAndVerify(overrides: Record<string, unknown> = {}): Promise<string> {
  const payload = registration(overrides);
  expect((await register(payload)).status).toBe(201);
  const mail = await lastMailTo(payload.email);
  expect((await api('GET', `/auth/verify-email?token=${encodeURIComponent(tokenFromMail(mail!.text))}`)).status).toBe(200);
  return payload.email;
}

describe('the signup modal and the server share one password rule', () => {
  it.each(['secret', 'abcdef', 'Abcdef1', 'abcdefgh', 'Abcdefg1', 'Abcdef1!', 'Secur3!pass'])('%j: the modal passes it exactly when the server registers it', async (pw) => {
    const modal = signupModalInput.safeParse({
      firstName: 'Robin',
      lastName: 'Baker',
      email: 'robin@example.com',
      password: pw,
      confirmPassword: pw,
      phone: '',
      agreeToTerms: true,
      marketingEmails: true,
    });
    const res = await register(registration({ password: pw }));
    expect(modal.success, modal.error?.issues[0]?.message).toBe(res.status === 201);
    if (!modal.success) expect(JSON.stringify(res.body)).toContain(modal.error.issues[0]!.message);
  });
});

describe('registration over /api', () => {
  it('creates an unverified customer by default, does not sign in, and mails a verification link', async () => {
    const payload = registration({ role: undefined, marketing_emails: undefined });
    const res = await register(payload);

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, requiresVerification: true });
    expect(res.body.message).toBe('Please check your email to verify your account before logging in.');
    expect(res.body.user).toMatchObject({ email: payload.email, firstName: 'Robin', lastName: 'Baker', role: 'customer', emailVerified: false });
    // Not signed in: no tokens of any shape.
    expect(res.body.tokens).toBeUndefined();
    expect(res.body.accessToken).toBeUndefined();

    const user = await db.user.findUniqueOrThrow({ where: { email: payload.email }, include: { cleanerProfile: true } });
    expect(user.role).toBe('customer');
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.phone).toBe('+1 415 555 0100');
    expect(user.marketingEmails).toBe(true); // the marketing box defaults on
    expect(user.cleanerProfile).toBeNull();
    expect(user.passwordHash).not.toContain(PASSWORD);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);

    const mail = await lastMailTo(payload.email);
    expect(mail).not.toBeNull();
    expect(mail!.text).toMatch(/http:\/\/app\.test\/verify-email\?token=[A-Za-z0-9_%-]{20,}/);
  });

  it('stores marketing_emails: false as given', async () => {
    const payload = registration({ marketing_emails: false });
    expect((await register(payload)).status).toBe(201);
    const user = await db.user.findUniqueOrThrow({ where: { email: payload.email } });
    expect(user.marketingEmails).toBe(false);
  });

  it("role 'freelancer' creates a cleaner whose background check is pending", async () => {
    const payload = registration({ role: 'freelancer' });
    const res = await register(payload);

    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ role: 'cleaner', roleLabel: 'Freelancer', requiresVerification: true, isPendingVerification: true });
    const user = await db.user.findUniqueOrThrow({ where: { email: payload.email }, include: { cleanerProfile: true } });
    expect(user.role).toBe('cleaner');
    expect(user.cleanerProfile?.backgroundCheckStatus).toBe('pending');
  });

  it('rejects a duplicate email (also with different case) with 409 CONFLICT_ERROR and writes nothing', async () => {
    const payload = registration();
    expect((await register(payload)).status).toBe(201);
    const before = await db.user.count();

    for (const email of [payload.email, payload.email.toUpperCase()]) {
      const dup = await register({ ...payload, email });
      expect(dup.status).toBe(409);
      expect(dup.body).toEqual({
        success: false,
        error: 'This email is already registered. Please try logging in instead.',
        code: 'CONFLICT_ERROR',
      });
    }
    expect(await db.user.count()).toBe(before);
  });

  it.each([
    ['too short', 'Ab1!xyz'],
    ['no uppercase', 'secur3!pass'],
    ['no lowercase', 'SECUR3!PASS'],
    ['no digit', 'Secure!pass'],
    ['no special character', 'Secur3pass'],
  ])('rejects a weak password (%s) with 400 on field password and writes nothing', async (_label, password) => {
    const usersBefore = await db.user.count();
    const mailsBefore = await db.outboxMail.count();
    const payload = registration({ password });
    const res = await register(payload);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', field: 'password' });
    expect(res.body.error).toBe('Please check your information and try again.');
    expect(res.body.message).toMatch(/password/i);
    expect(await db.user.count()).toBe(usersBefore);
    expect(await db.outboxMail.count()).toBe(mailsBefore);
    expect(await db.user.findUnique({ where: { email: payload.email } })).toBeNull();
  });

  it('rejects a malformed email with 400 on field email', async () => {
    const res = await register(registration({ email: 'not-an-email' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', field: 'email' });
  });
});

describe('email verification and sign-in over /api', () => {
  it('refuses sign-in before verification, verifies once, then signs in', async () => {
    const payload = registration();
    expect((await register(payload)).status).toBe(201);

    const early = await loginRaw(payload.email, PASSWORD);
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({
      success: false,
      code: 'AUTHORIZATION_ERROR',
      requiresVerification: true,
      error: 'Please verify your email address before signing in.',
      // Spec section 7 "Auth": the 403 body carries requiresVerification, emailError and message.
      emailError: 'Please verify your email address before signing in.',
      message: 'Please verify your email address before signing in.',
    });

    const mail = await lastMailTo(payload.email);
    expect(mail!.subject).toMatch(/verify/i);
    const token = tokenFromMail(mail!.text);

    const verified = await api('GET', `/auth/verify-email?token=${encodeURIComponent(token)}`);
    expect(verified.status).toBe(200);
    expect(verified.body.success).toBe(true);
    const user = await db.user.findUniqueOrThrow({ where: { email: payload.email } });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await api('GET', `/auth/verify-email?token=${encodeURIComponent(token)}`);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });

    const before = Date.now();
    const res = await loginRaw(payload.email, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.user).toMatchObject({ id: user.id, email: payload.email, role: 'customer', emailVerified: true });
    const tokens = res.body.tokens;
    expect(tokens).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 3600,
      expiresAt: expect.any(String),
    });
    const expiresAt = Date.parse(tokens.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 3599_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 3601_000);
    expect(await db.session.count({ where: { userId: user.id, revokedAt: null } })).toBe(1);

    const who = await me(tokens.accessToken);
    expect(who.status).toBe(200);
    expect(who.body.user).toMatchObject({ id: user.id, email: payload.email });
  });

  it('a garbage verification token is rejected with 400', async () => {
    const res = await api('GET', '/auth/verify-email?token=this-is-not-a-real-token');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('wrong password and unknown email give the same 401', async () => {
    const email = await registerAndVerify();
    const wrong = await loginRaw(email, 'Wrong1!pass');
    const unknown = await loginRaw(uniqueEmail('nobody'), PASSWORD);

    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: BAD_CREDENTIALS, code: 'AUTHENTICATION_ERROR' });
    }
  });

  it('GET /auth/me without a token is 401', async () => {
    const res = await me(null);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'AUTHENTICATION_ERROR' });
  });
});

describe('refresh-token rotation over /api', () => {
  it('rotates the refresh token and returns the tokens both top-level and under `tokens`', async () => {
    const user = await createUser();
    const res = await refresh(user.tokens.refreshToken);

    expect(res.status).toBe(200);
    expect(res.body.tokens).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 3600,
      expiresAt: expect.any(String),
    });
    expect(res.body).toMatchObject(res.body.tokens);
    expect(res.body.tokens.refreshToken).not.toBe(user.tokens.refreshToken);
    expect((await me(res.body.tokens.accessToken)).status).toBe(200);
  });

  it('replaying a used refresh token revokes the whole family and the session', async () => {
    const user = await createUser();
    const first = user.tokens;
    const rotated = await refresh(first.refreshToken);
    expect(rotated.status).toBe(200);
    const second = rotated.body.tokens as typeof first;

    const replay = await refresh(first.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ success: false, code: 'AUTHENTICATION_ERROR' });

    // The newer token of the same family is dead too, as are the session's access tokens.
    const afterReplay = await refresh(second.refreshToken);
    expect(afterReplay.status).toBe(401);
    expect(afterReplay.body.code).toBe('AUTHENTICATION_ERROR');
    expect((await me(second.accessToken)).status).toBe(401);
    expect((await me(first.accessToken)).status).toBe(401);

    const sessions = await db.session.findMany({ where: { userId: user.id } });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.revokedAt).toBeInstanceOf(Date);
    expect(sessions[0]!.revokedReason).toBe('refresh_token_reuse');
  });

  it('a reuse in one session leaves the other sessions of the user alone', async () => {
    const user = await createUser();
    const other = await login(user.email, user.password);
    expect((await refresh(user.tokens.refreshToken)).status).toBe(200);
    expect((await refresh(user.tokens.refreshToken)).status).toBe(401);

    expect((await me(other.accessToken)).status).toBe(200);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('an unknown refresh token is 401', async () => {
    const res = await refresh('x'.repeat(43));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('AUTHENTICATION_ERROR');
  });
});

describe('sign-out over /api', () => {
  it('logout revokes the current session', async () => {
    const user = await createUser();
    const other = await login(user.email, user.password);
    const res = await api('POST', '/auth/logout', { token: user.tokens.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);

    expect((await me(user.tokens.accessToken)).status).toBe(401);
    expect((await refresh(user.tokens.refreshToken)).status).toBe(401);
    // Only that session ended.
    expect((await me(other.accessToken)).status).toBe(200);
  });

  it('logout-all revokes every session of the user, and only theirs', async () => {
    const user = await createUser();
    const second = await login(user.email, user.password);
    const bystander = await createUser();

    const res = await api('POST', '/auth/logout-all', { token: user.tokens.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.sessionsRevoked).toBe(2);

    for (const t of [user.tokens, second]) {
      expect((await me(t.accessToken)).status).toBe(401);
      expect((await refresh(t.refreshToken)).status).toBe(401);
    }
    expect(await db.session.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
    expect((await me(bystander.tokens.accessToken)).status).toBe(200);
  });

  it('logout-all signed out is 401', async () => {
    const res = await api('POST', '/auth/logout-all');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('AUTHENTICATION_ERROR');
  });
});

describe('password reset over /api', () => {
  const forgot = (email: string) => api('POST', '/auth/forgot-password', { body: { email } });
  const resetPassword = (token: string, newPassword: string) =>
    api('POST', '/auth/reset-password', { body: { token, newPassword } });

  it('answers the same for known and unknown emails and mails only the known one', async () => {
    const user = await createUser();
    const unknownEmail = uniqueEmail('ghost');

    const known = await forgot(user.email);
    const unknown = await forgot(unknownEmail);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);

    const mail = await lastMailTo(user.email);
    expect(mail!.text).toMatch(/http:\/\/app\.test\/reset-password\?token=/);
    expect(await db.outboxMail.count({ where: { to: unknownEmail } })).toBe(0);
  });

  it('sets the new password once, revokes existing sessions, and the token is single-use', async () => {
    const user = await createUser();
    const newPassword = 'N3w!password';
    expect((await forgot(user.email)).status).toBe(200);
    const token = tokenFromMail((await lastMailTo(user.email))!.text);

    const res = await resetPassword(token, newPassword);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);

    expect((await me(user.tokens.accessToken)).status).toBe(401);
    expect((await refresh(user.tokens.refreshToken)).status).toBe(401);
    expect((await loginRaw(user.email, user.password)).status).toBe(401);
    expect((await loginRaw(user.email, newPassword)).status).toBe(200);

    const reused = await resetPassword(token, 'An0ther!pass');
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('VALIDATION_ERROR');
    expect((await loginRaw(user.email, newPassword)).status).toBe(200);
  });

  it('rejects a weak new password on field newPassword and keeps the token usable', async () => {
    const user = await createUser();
    await forgot(user.email);
    const token = tokenFromMail((await lastMailTo(user.email))!.text);

    const weak = await resetPassword(token, 'weak');
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'newPassword' });
    expect((await me(user.tokens.accessToken)).status).toBe(200);
    expect((await resetPassword(token, 'Str0ng!pass')).status).toBe(200);
  });

  it('rejects an expired reset token and leaves the password unchanged', async () => {
    const user = await createUser();
    await forgot(user.email);
    const token = tokenFromMail((await lastMailTo(user.email))!.text);
    const updated = await db.emailToken.updateMany({
      where: { userId: user.id, purpose: 'reset_password', usedAt: null },
      data: { expiresAt: new Date(Date.now() - 60_000) },
    });
    expect(updated.count).toBe(1);

    const res = await resetPassword(token, 'N3w!password');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect((await loginRaw(user.email, user.password)).status).toBe(200);
    expect((await loginRaw(user.email, 'N3w!password')).status).toBe(401);
  });
});

describe('auth over GraphQL', () => {
  const REGISTER = `mutation($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on MutationRegisterSuccess { data { requiresVerification message user { id role firstName } } }
      ... on Error { code message }
      ... on ValidationError { field }
    }
  }`;
  const LOGIN = `mutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on MutationLoginSuccess { data { user { id email } tokens { accessToken refreshToken expiresIn expiresAt } } }
      ... on Error { code message }
      ... on AuthorizationError { requiresVerification }
    }
  }`;
  const REFRESH = `mutation($t: String!) {
    refreshToken(refreshToken: $t) {
      __typename
      ... on MutationRefreshTokenSuccess { data { accessToken refreshToken expiresIn } }
      ... on Error { code message }
    }
  }`;
  const ME = '{ me { id email role } }';

  it('register, verify, login, me, and wrong-password/duplicate/weak errors as union members', async () => {
    const email = uniqueEmail('gql');
    const input = { firstName: 'Gia', lastName: 'Ql', email, password: PASSWORD };

    const reg = await gql(REGISTER, { input });
    expect(reg.errors).toBeUndefined();
    expect(reg.data!.register.__typename).toBe('MutationRegisterSuccess');
    expect(reg.data!.register.data).toMatchObject({ requiresVerification: true, user: { role: 'customer', firstName: 'Gia' } });

    const dup = await gql(REGISTER, { input });
    expect(dup.data!.register).toMatchObject({
      __typename: 'ConflictError',
      code: 'CONFLICT_ERROR',
      message: 'This email is already registered. Please try logging in instead.',
    });

    const weak = await gql(REGISTER, { input: { ...input, email: uniqueEmail('gql'), password: 'weakpass' } });
    expect(weak.data!.register).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_ERROR', field: 'password' });

    const unverified = await gql(LOGIN, { input: { email, password: PASSWORD } });
    expect(unverified.data!.login).toMatchObject({ __typename: 'AuthorizationError', code: 'AUTHORIZATION_ERROR', requiresVerification: true });

    const token = tokenFromMail((await lastMailTo(email))!.text);
    const verify = await gql('mutation($t: String!) { verifyEmail(token: $t) { __typename } }', { t: token });
    expect(verify.data!.verifyEmail.__typename).toBe('MutationVerifyEmailSuccess');

    const wrong = await gql(LOGIN, { input: { email, password: 'Wrong1!pass' } });
    expect(wrong.errors).toBeUndefined();
    expect(wrong.data!.login).toEqual({ __typename: 'AuthenticationError', code: 'AUTHENTICATION_ERROR', message: BAD_CREDENTIALS });

    const ok = await gql(LOGIN, { input: { email, password: PASSWORD } });
    expect(ok.data!.login.__typename).toBe('MutationLoginSuccess');
    // The request carries no token yet, but the user just signed in sees their own address in full.
    expect(ok.data!.login.data.user).toEqual({ id: reg.data!.register.data.user.id, email });
    const tokens = ok.data!.login.data.tokens;
    expect(tokens.expiresIn).toBe(3600);

    const signedIn = await gql(ME, {}, tokens.accessToken);
    expect(signedIn.data!.me).toEqual({ id: reg.data!.register.data.user.id, email, role: 'customer' });
    const signedOut = await gql(ME);
    expect(signedOut.errors).toBeUndefined();
    expect(signedOut.data!.me).toBeNull();
  });

  it('refreshToken rotates; a replay revokes the family', async () => {
    const user = await createUser();
    const first = await gql(REFRESH, { t: user.tokens.refreshToken });
    expect(first.data!.refreshToken.__typename).toBe('MutationRefreshTokenSuccess');
    const next = first.data!.refreshToken.data;
    expect(next.refreshToken).not.toBe(user.tokens.refreshToken);
    expect((await gql(ME, {}, next.accessToken)).data!.me.id).toBe(user.id);

    const replay = await gql(REFRESH, { t: user.tokens.refreshToken });
    expect(replay.data!.refreshToken).toMatchObject({ __typename: 'AuthenticationError', code: 'AUTHENTICATION_ERROR' });
    const rotatedAfterReplay = await gql(REFRESH, { t: next.refreshToken });
    expect(rotatedAfterReplay.data!.refreshToken).toMatchObject({ __typename: 'AuthenticationError', code: 'AUTHENTICATION_ERROR' });
    expect((await gql(ME, {}, next.accessToken)).data!.me).toBeNull();
  });
});
