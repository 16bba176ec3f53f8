import { afterEach, describe, expect, it, vi } from 'vitest';

describe('Zod runs jitless in the browser (no `new Function` probe against the CSP)', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it("Zod's core adopts the configuration the root module leaves on globalThis", async () => {
    vi.resetModules();
    delete globalThis.__zod_globalConfig;
    await import('./zod-jitless.js');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });

  it('an object schema still parses and refuses without the compiled path', async () => {
    vi.resetModules();
    delete globalThis.__zod_globalConfig;
    await import('./zod-jitless.js');
    const { z } = await import('zod');
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.parse({ name: 'Olena' })).toEqual({ name: 'Olena' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
  });
});
