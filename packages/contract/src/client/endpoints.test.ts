import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as routes from '../routes/index.js';
import { endpointsSource } from './endpoints-source.js';
import { endpoints } from './endpoints.js';

describe('endpoints.ts', () => {
  it('is up to date with the route table (else: npm run endpoints -w @posylka/contract)', () => {
    const written = readFileSync(new URL('./endpoints.ts', import.meta.url), 'utf8');
    expect(written).toBe(endpointsSource(routes));
  });

  it('names every route once, with its method and path', () => {
    expect(endpoints.getOrder).toEqual({ method: 'GET', path: '/orders/:id' });
    expect(Object.keys(endpoints).length).toBeGreaterThanOrEqual(140);
  });
});
