// Test helpers: orders are created by features/orders; these tests insert the rows they need
// directly, and build multipart bodies by hand (light-my-request has no form-data encoder).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { orderItems, orders } from '../../db/schema/index.js';

export async function userIdOf(app: FastifyInstance, token: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/personal/me',
    headers: { authorization: `Bearer ${token}` },
  });
  return (res.json() as { id: string }).id;
}

export async function insertOrder(
  db: Database,
  userId: string,
  countryCode = 'US',
  items: { quantity: number; amount: string; currency: string }[] = [
    { quantity: 1, amount: '50.00', currency: 'USD' },
  ],
): Promise<string> {
  const [order] = await db.insert(orders).values({ userId, countryCode }).returning({ id: orders.id });
  await db.insert(orderItems).values(
    items.map((item, position) => ({
      orderId: order!.id,
      position,
      name: `Item ${position + 1}`,
      quantity: item.quantity,
      unitPriceAmount: item.amount,
      unitPriceCurrency: item.currency,
    })),
  );
  return order!.id;
}

export type Part =
  { name: string; value: string } | { name: string; filename: string; contentType?: string; data: Buffer };

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----posylka${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(
      Buffer.from(head, 'utf8'),
      'value' in part ? Buffer.from(part.value, 'utf8') : part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
export const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n', 'latin1');
