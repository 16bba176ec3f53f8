// Header and cookie names shared by server and client, without zod (errors.ts re-exports them):
// the browser client imports them from here so zod stays out of the first load (issue #7).

/** Header the web app sets from the page language; the server answers errors in that language. */
export const LOCALE_HEADER = 'x-locale';
/** Double-submit CSRF: cookie-authenticated writes must echo the csrf cookie in this header. */
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = 'csrf_token';
export const SESSION_COOKIE = 'session';
