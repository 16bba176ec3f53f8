// The notifications outbox on /metrics (decision 015): how many messages wait or are dead per channel,
// and how late the oldest due one is. Dead letters need an operator; a growing lag means no instance
// delivers (the worker stopped, or a provider is down and everything is being retried).
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import { notificationDeliveries } from '../db/schema/index.js';

export function registerOutboxGauges(app: FastifyInstance, register: Registry): void {
  const d = notificationDeliveries;
  new Gauge({
    name: 'posylka_notifications',
    help: 'Customer messages in the outbox that are not sent yet, by status (pending, dead) and channel',
    labelNames: ['status', 'channel'],
    registers: [register],
    async collect() {
      this.reset();
      try {
        const rows = await app.db
          .select({ status: d.status, channel: d.channel, n: sql<number>`count(*)::int` })
          .from(d)
          .where(sql`${d.status} <> 'sent'`)
          .groupBy(d.status, d.channel);
        for (const row of rows) this.set({ status: row.status, channel: row.channel }, Number(row.n));
      } catch (err) {
        app.log.debug({ err }, 'outbox metric unavailable');
      }
    },
  });
  new Gauge({
    name: 'posylka_notifications_lag_seconds',
    help: 'Seconds the oldest due customer message has waited past its attempt time (0 when none)',
    registers: [register],
    async collect() {
      try {
        const [row] = await app.db
          .select({ oldest: sql<string | null>`min(${d.nextAttemptAt})` })
          .from(d)
          .where(sql`${d.status} = 'pending' and ${d.nextAttemptAt} <= now()`);
        const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
        this.set(oldest === null ? 0 : Math.max(0, (Date.now() - oldest) / 1000));
      } catch (err) {
        app.log.debug({ err }, 'outbox lag metric unavailable');
      }
    },
  });
}
