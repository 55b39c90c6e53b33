import { beforeAll, describe, expect, it } from 'vitest';
import { api, db, gql, setupDatabase } from './harness.js';

beforeAll(setupDatabase);

describe('contact form', () => {
  it('stores a message sent over /api without signing in', async () => {
    const res = await api('POST', '/contact/submit', {
      body: { name: 'Jo Visitor', email: 'Jo@Example.com', subject: 'Office quote', message: 'Do you clean offices on weekends?' },
      ip: '203.0.113.7',
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const row = await db.contactMessage.findUniqueOrThrow({ where: { id: res.body.id as string } });
    expect(row).toMatchObject({ email: 'jo@example.com', subject: 'Office quote', status: 'new', userId: null, ip: '203.0.113.7' });
  });

  it('rejects a short message with the field named and writes nothing', async () => {
    const before = await db.contactMessage.count();
    const res = await api('POST', '/contact/submit', { body: { name: 'A', email: 'a@b.co', subject: 'Hi', message: 'short' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', field: 'message' });
    expect(await db.contactMessage.count()).toBe(before);
  });

  it('works over GraphQL and returns validation errors as data', async () => {
    const ok = await gql<{ submitContactMessage: { __typename: string } }>(
      `mutation($i: ContactMessageInput!) { submitContactMessage(input: $i) { __typename ... on Error { code } } }`,
      { i: { name: 'Sam', email: 'sam@example.com', subject: 'Hello', message: 'A question about memberships.' } },
    );
    expect(ok.data?.submitContactMessage.__typename).toBe('MutationSubmitContactMessageSuccess');
    const bad = await gql<{ submitContactMessage: { __typename: string; code: string } }>(
      `mutation($i: ContactMessageInput!) { submitContactMessage(input: $i) { __typename ... on Error { code } } }`,
      { i: { name: 'Sam', email: 'not-an-email', subject: 'Hello', message: 'A question about memberships.' } },
    );
    expect(bad.data?.submitContactMessage).toEqual({ __typename: 'ValidationError', code: 'VALIDATION_ERROR' });
  });
});
