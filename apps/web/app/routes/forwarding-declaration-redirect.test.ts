import { describe, expect, it } from 'vitest';
import { loader } from './forwarding-declaration-redirect.js';

type Args = Parameters<typeof loader>[0];
const call = (url: string, id: string) =>
  loader({ request: new Request(url), params: { id }, context: {} } as unknown as Args) as Response;

describe('SPEC §2 "/forwarding/declaration/{id} redirects to forwarding-edit"', () => {
  it('keeps the page language', () => {
    const uk = call('http://localhost/forwarding/declaration/abc', 'abc');
    expect(uk.status).toBe(301);
    expect(uk.headers.get('location')).toBe('/forwarding/edit/abc');
    expect(call('http://localhost/ru/forwarding/declaration/abc', 'abc').headers.get('location')).toBe(
      '/ru/forwarding/edit/abc',
    );
  });
});
