import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { outboxFor, registerUser } from '../../test/http.js';
import { openSocket } from './test-client.js';

describe('realtime: credentials, websocket channel authorisation, calls#{phone} events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const credentials = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/app-centrifugo/web-socket-credentials',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json() as { uid: string; token: string };

  it('gives web-socket credentials ({uid, token}) to a signed-in customer only', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/app-centrifugo/web-socket-credentials',
    });
    expect(anonymous.statusCode).toBe(401);
    const session = await registerUser(t.app, 'ws-creds@example.com');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/personal/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    const creds = await credentials(session.token);
    expect(creds.uid).toBe(me.json().id);
    expect(creds.token).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('refuses commands before connect and a bad token (then closes the socket)', async () => {
    const client = await openSocket(t.app);
    expect(await client.subscribe('calls#380671234567')).toMatchObject({ error: 'not_connected' });
    const closed = new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code)));
    expect(await client.connect('nope.nope')).toMatchObject({ error: 'unauthorized' });
    expect(await closed).toBe(4001);
  });

  it('lets a customer subscribe to own docs#{uid} only, and to calls#{phone} once verifying it', async () => {
    const session = await registerUser(t.app, 'ws-user@example.com');
    const other = await registerUser(t.app, 'ws-other@example.com');
    const { uid, token } = await credentials(session.token);
    const client = await openSocket(t.app);
    expect(await client.connect(token)).toMatchObject({ ok: true });
    expect(await client.subscribe(`docs#${uid}`)).toMatchObject({ ok: true });
    expect(await client.subscribe(`docs#${(await credentials(other.token)).uid}`)).toMatchObject({
      error: 'forbidden',
    });

    const phone = '380971112200';
    expect(await client.subscribe(`calls#${phone}`)).toMatchObject({ error: 'forbidden' });
    const initiate = await t.app.inject({
      method: 'POST',
      url: '/api/verification/phone/initiate',
      headers: { authorization: `Bearer ${session.token}` },
      payload: { phone, type: 'call' },
    });
    expect(initiate.statusCode).toBe(200);
    expect(await client.subscribe(`calls#${phone}`)).toMatchObject({ ok: true });

    // Answering the sandbox call verifies the phone and reports it on the channel.
    const [call] = await outboxFor(t.app, phone);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/dev/outbox/calls/${String(call?.meta.verificationId)}/answer`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ phone, verified: true });
    expect(await client.waitFor((m) => 'channel' in m)).toEqual({
      channel: `calls#${phone}`,
      data: { status: 'verified' },
    });
    client.close();
  });

  it('gives an anonymous token that may read only calls# of its phone; 422 for a bad phone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app-centrifugo/anonymous',
      payload: { phoneNumber: '+38 (050) 111 22 33' },
    });
    expect(res.statusCode).toBe(200);
    const client = await openSocket(t.app);
    expect(await client.connect(res.json().token)).toMatchObject({ ok: true });
    expect(await client.subscribe('calls#380501112233')).toMatchObject({ ok: true });
    expect(await client.subscribe('calls#380501112234')).toMatchObject({ error: 'forbidden' });
    await t.app.realtime.publish('calls#380501112233', { status: 'verified' });
    expect(await client.waitFor((m) => 'channel' in m)).toEqual({
      channel: 'calls#380501112233',
      data: { status: 'verified' },
    });
    client.close();

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/app-centrifugo/anonymous',
      payload: { phoneNumber: '123' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations[0].property).toBe('phoneNumber');
  });
});
