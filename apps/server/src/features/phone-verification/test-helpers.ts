import type { FastifyInstance } from 'fastify';
import type { Session } from '../../../test/http.js';
import { outboxFor } from '../../../test/http.js';

export const PHONE = '380671230011';

/** The verification calls of one signed-in customer; `ip` is the client address (per-IP limit). */
export function phoneApi(app: FastifyInstance, session: Session, locale = 'en', ip = '127.0.0.1') {
  const headers = { authorization: `Bearer ${session.token}`, 'x-locale': locale };
  return {
    headers,
    initiate: (type: 'sms' | 'call', phone: string = PHONE) =>
      app.inject({
        method: 'POST',
        url: '/api/verification/phone/initiate',
        headers,
        payload: { phone, type },
        remoteAddress: ip,
      }),
    complete: (code: string, phone: string = PHONE) =>
      app.inject({
        method: 'POST',
        url: '/api/verification/phone/complete',
        headers,
        payload: { phone, code },
      }),
    phoneNumber: () => app.inject({ method: 'GET', url: '/api/personal/phone-number', headers }),
  };
}

/** The code of the newest sandbox SMS to `phone`. */
export async function latestSmsCode(app: FastifyInstance, phone: string = PHONE): Promise<string> {
  const sms = (await outboxFor(app, phone)).find((m) => m.meta.channel === 'sms');
  if (typeof sms?.meta.code !== 'string') throw new Error(`no SMS to ${phone}`);
  return sms.meta.code;
}

/** A 4-digit code that is not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
