import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { lazyChildLogger } from './lazy-child.js';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const parent = pino({ level }, stream) as unknown as FastifyBaseLogger;
  return { parent, lines };
}

describe('lazy request logger', () => {
  it('builds no child while nothing is logged at an enabled level', () => {
    const { parent } = capture('warn');
    const child = vi.spyOn(parent, 'child');
    const log = lazyChildLogger(parent, { reqId: 'req-12345678' }, {});
    log.info('not written');
    log.debug('not written');
    expect(child).not.toHaveBeenCalled();
  });

  it('writes the same line with the request binding as an eager child', async () => {
    const { parent, lines } = capture('info');
    const log = lazyChildLogger(parent, { reqId: 'req-12345678' }, {});
    log.info({ statusCode: 200 }, 'request completed');
    log.warn('second');
    await new Promise((r) => setImmediate(r));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ reqId: 'req-12345678', statusCode: 200, msg: 'request completed' });
    expect(lines[1]).toMatchObject({ reqId: 'req-12345678', msg: 'second' });
    expect(log.level).toBe('info');
  });

  it('passes route options (level, serializers) to an eager child', () => {
    const { parent } = capture('info');
    const child = vi.spyOn(parent, 'child');
    lazyChildLogger(parent, { reqId: 'x' }, { level: 'debug' });
    expect(child).toHaveBeenCalledWith({ reqId: 'x' }, { level: 'debug' });
  });
});
