/** Reads one cookie from a `Cookie`-style string (document.cookie in the browser). */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export function browserCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}
