import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('OpenAPI at /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('/api/docs/json documents every API route with its request schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    interface Operation {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
      responses: Record<string, unknown>;
      security?: unknown;
    }
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/personal/me',
      '/api/verification/email',
      '/api/verification/email/confirm',
      '/healthz',
      '/readyz',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const register = doc.paths['/api/auth/register']?.post;
    expect(register?.requestBody.content['application/json']?.schema.required).toEqual(['email', 'password']);
    expect(Object.keys(register?.responses ?? {})).toEqual(expect.arrayContaining(['201', '422', '429']));
    expect(doc.paths['/api/personal/me']?.get?.security).toEqual([{ bearer: [] }, { sessionCookie: [] }]);
    // Page and dev routes stay out of the public document.
    expect(Object.keys(doc.paths)).not.toContain('/*');
  });

  it('/api/docs serves the UI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    // Plain-http deployment (tests): upgrading asset requests to https would break the page.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
