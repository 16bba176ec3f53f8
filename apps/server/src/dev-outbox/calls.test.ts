import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { phoneVerifications } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { outboxFor, registerUser } from '../../test/http.js';

describe('dev outbox: sandbox SMS and calls, "answer the call"', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const initiate = (token: string, phone: string, type: 'sms' | 'call') =>
    t.app.inject({
      method: 'POST',
      url: '/api/verification/phone/initiate',
      headers: { authorization: `Bearer ${token}` },
      payload: { phone, type },
    });

  it('shows SMS texts and pending calls with an answer button; the form answers and returns to the page', async () => {
    const session = await registerUser(t.app, 'outbox-call@example.com');
    await initiate(session.token, '380731112233', 'call');
    const [call] = await outboxFor(t.app, '380731112233');
    const id = String(call?.meta.verificationId);

    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=380731112233' });
    expect(page.body).toContain(
      `<form method="post" action="/api/dev/outbox/calls/${id}/answer?to=380731112233">`,
    );
    expect(page.body).toContain('Відповісти на дзвінок');

    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/dev/outbox/calls/${id}/answer?to=380731112233`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(answered.statusCode).toBe(303);
    expect(answered.headers.location).toBe('/dev/outbox?to=380731112233');
    const [after] = await outboxFor(t.app, '380731112233');
    expect(after?.meta.callStatus).toBe('verified');
    const pageAfter = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(pageAfter.body).not.toContain(`/api/dev/outbox/calls/${id}/answer`);
    expect(pageAfter.body).toContain('прийнято, номер підтверджено');
  });

  it('answers 404 for an unknown call and 410 for a call replaced by a newer request', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/dev/outbox/calls/00000000-0000-4000-8000-000000000000/answer',
    });
    expect(unknown.statusCode).toBe(404);

    const session = await registerUser(t.app, 'outbox-old-call@example.com');
    await initiate(session.token, '380731112244', 'call');
    const [old] = await outboxFor(t.app, '380731112244');
    // Move the first call back 61 s so the second request passes the 60 s timer.
    await t.db
      .update(phoneVerifications)
      .set({ createdAt: sql`${phoneVerifications.createdAt} - interval '61 seconds'` })
      .where(eq(phoneVerifications.phone, '380731112244'));
    expect((await initiate(session.token, '380731112244', 'sms')).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/dev/outbox/calls/${String(old?.meta.verificationId)}/answer`,
    });
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toBe('code_expired');
  });
});
