import { rateLimits, sessions, users } from '@zamalek/db/schema';
import { testDrivers } from '@zamalek/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionIdFromToken } from '../src/auth/session';
import { SIGN_IN_LIMITS, SIGN_UP_LIMITS } from '../src/auth/throttle';
import { startTestServer } from './support/app';
import { createApiClient } from './support/client';
import { rejection } from './support/outcomes';
import { createTestUser } from './support/users';

describe.each(testDrivers)('auth over HTTP (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signs up, then signs in with a hashed, HttpOnly, SameSite=Lax session cookie', async () => {
    const client = createApiClient(server.url);
    await expect(
      client.trpc.auth.signUp.mutate({
        fullName: 'Layla Hassan',
        email: 'Layla@Example.com',
        password: 'a-long-password',
      }),
    ).resolves.toEqual({ ok: true });
    expect(await client.trpc.auth.session.query()).toBeNull();

    const signedIn = await client.trpc.auth.signIn.mutate({
      email: 'layla@example.com',
      password: 'a-long-password',
      staySignedIn: true,
    });
    expect(signedIn).toEqual({
      user: { id: expect.any(String), email: 'layla@example.com', fullName: 'Layla Hassan' },
      // Signing up never makes an owner.
      owner: false,
      role: null,
      capabilities: ['myReservations.view'],
      // A new account works at no property yet.
      property: null,
      properties: [],
      // Nor is it any landlord's.
      landlordAt: [],
    });
    const cookie = client.setCookies.at(-1) ?? '';
    expect(cookie).toMatch(/^session=[a-z2-7]{32};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Expires=/i);

    const token = client.cookies.get('session') ?? '';
    const stored = await server.db.select({ id: sessions.id }).from(sessions);
    expect(stored.map((row) => row.id)).toContain(sessionIdFromToken(token));
    expect(stored.map((row) => row.id)).not.toContain(token);

    expect(await client.trpc.auth.session.query()).toEqual(signedIn);
  });

  it('gives a browser-session cookie without "Stay signed in"', async () => {
    const user = await createTestUser(server.db, 'front_desk');
    const client = createApiClient(server.url);
    await client.trpc.auth.signIn.mutate({
      email: user.email,
      password: user.password,
      staySignedIn: false,
    });
    const cookie = client.setCookies.at(-1) ?? '';
    expect(cookie).toMatch(/^session=/);
    expect(cookie).not.toMatch(/Expires=|Max-Age=/i);
    expect(await client.trpc.auth.session.query()).toMatchObject({ role: 'front_desk' });
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const user = await createTestUser(server.db, 'manager');
    const error = await rejection(
      createApiClient(server.url).trpc.auth.signUp.mutate({
        fullName: 'Someone Else',
        email: user.email.toUpperCase(),
        password: 'another-password',
      }),
    );
    expect(error.data?.code).toBe('CONFLICT');
    expect(error.data?.appCode).toBe('EMAIL_TAKEN');
    expect(error.message).toBe('This email is already registered');
  });

  it('says "Invalid email or password" for a wrong password and for an unknown e-mail', async () => {
    const user = await createTestUser(server.db, 'admin');
    const client = createApiClient(server.url);
    for (const attempt of [
      { email: user.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: user.password },
    ]) {
      const error = await rejection(
        client.trpc.auth.signIn.mutate({ ...attempt, staySignedIn: true }),
      );
      expect(error.data?.code).toBe('UNAUTHORIZED');
      expect(error.message).toBe('Invalid email or password');
    }
    expect(client.cookies.has('session')).toBe(false);
  });

  it('rejects malformed input with the field messages and creates nothing', async () => {
    const client = createApiClient(server.url);
    const error = await rejection(
      client.trpc.auth.signUp.mutate({ fullName: ' ', email: 'not-an-email', password: 'short' }),
    );
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.data?.appCode).toBeNull();
    expect(error.data?.fieldErrors).toMatchObject({
      fullName: 'Full name is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters long.',
    });
  });

  it('signs out: the session row is deleted and the cookie cleared', async () => {
    const user = await createTestUser(server.db, 'housekeeping');
    const client = createApiClient(server.url);
    await client.trpc.auth.signIn.mutate({
      email: user.email,
      password: user.password,
      staySignedIn: true,
    });
    const token = client.cookies.get('session') ?? '';
    await client.trpc.auth.signOut.mutate();
    expect(client.cookies.has('session')).toBe(false);
    const remaining = await server.db.select({ id: sessions.id }).from(sessions);
    expect(remaining.map((row) => row.id)).not.toContain(sessionIdFromToken(token));

    // The old token no longer works even if a client kept it.
    const replay = createApiClient(server.url);
    replay.cookies.set('session', token);
    expect(await replay.trpc.auth.session.query()).toBeNull();
  });

  it('throttles repeated sign-in attempts for one e-mail with 429', async () => {
    const user = await createTestUser(server.db, 'manager');
    const client = createApiClient(server.url);
    for (let attempt = 0; attempt < 10; attempt++) {
      await rejection(
        client.trpc.auth.signIn.mutate({
          email: user.email,
          password: 'nope-nope',
          staySignedIn: true,
        }),
      );
    }
    const error = await rejection(
      client.trpc.auth.signIn.mutate({
        email: user.email,
        password: user.password,
        staySignedIn: true,
      }),
    );
    expect(error.data?.httpStatus).toBe(429);
    expect(error.message).toMatch(
      /^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('never counts successful sign-ins: a shift behind one address all get in', async () => {
    await server.db.delete(rateLimits);
    const staff = await createTestUser(server.db, 'front_desk');
    const client = createApiClient(server.url);
    for (let shift = 0; shift <= SIGN_IN_LIMITS.perAddress.max; shift++) {
      const signedIn = await client.trpc.auth.signIn.mutate({
        email: staff.email,
        password: staff.password,
        staySignedIn: false,
      });
      expect(signedIn.role).toBe('front_desk');
    }
  });

  it('throttles failed sign-ins per IP across many e-mails, a right password included', async () => {
    await server.db.delete(rateLimits);
    const user = await createTestUser(server.db, 'manager');
    const client = createApiClient(server.url);
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAddress.max; attempt++) {
      await rejection(
        client.trpc.auth.signIn.mutate({
          email: `guess-${attempt % 5}@example.com`,
          password: 'guessing-away',
          staySignedIn: true,
        }),
      );
    }
    const error = await rejection(
      client.trpc.auth.signIn.mutate({
        email: user.email,
        password: user.password,
        staySignedIn: true,
      }),
    );
    expect(error.data?.httpStatus).toBe(429);
    await server.db.delete(rateLimits);
  });

  it('throttles sign-up per e-mail with 429, so "already registered" cannot be farmed', async () => {
    await server.db.delete(rateLimits);
    const client = createApiClient(server.url);
    const attempt = () =>
      client.trpc.auth.signUp.mutate({
        fullName: 'Curious Visitor',
        email: 'farmed@example.com',
        password: 'a-long-password',
      });
    await attempt();
    for (let repeat = 1; repeat < SIGN_UP_LIMITS.perEmail; repeat++) {
      expect((await rejection(attempt())).message).toBe('This email is already registered');
    }
    const error = await rejection(attempt());
    expect(error.data?.httpStatus).toBe(429);
    expect(error.message).toMatch(
      /^Too many sign-up attempts\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('throttles sign-up per IP with 429 across many e-mails', async () => {
    await server.db.delete(rateLimits);
    const client = createApiClient(server.url);
    const signUp = (email: string) =>
      client.trpc.auth.signUp.mutate({ fullName: 'Bulk', email, password: 'a-long-password' });
    // Four e-mails five times each: within each e-mail's limit, at the IP's.
    for (let attempt = 0; attempt < SIGN_UP_LIMITS.perIp; attempt++) {
      await signUp(`bulk${attempt % 4}@example.com`).catch(() => undefined);
    }
    const error = await rejection(signUp('one-more@example.com'));
    expect(error.data?.httpStatus).toBe(429);
    expect(error.message).toMatch(
      /^Too many sign-up attempts\. Please try again in \d+ minutes?\.$/,
    );
    const created = await server.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.email, 'one-more@example.com'));
    expect(created).toEqual([]);
    await server.db.delete(rateLimits);
  });

  it('refuses a mutation from a foreign Origin', async () => {
    const response = await fetch(`${server.url}/trpc/auth.signOut`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
  });

  it('answers health and readiness', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: true, live: true, jobs: true });
  });
});
