// Where the customer returns after sharing: a path on our own site naming the request.

/**
 * Only a path on our own site may be returned to after sharing: an absolute URL of another origin
 * would make the page an open redirect.
 */
export function safeReturn(url: string, publicUrl: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(publicUrl).origin ? parsed.pathname + parsed.search + parsed.hash : null;
  } catch {
    return null;
  }
}

/**
 * The return link names the request (`diiaRequest=<id>`): a new tab or the phone that shared has no
 * sessionStorage of the tab that started, and reads the shared data by this id instead.
 */
export function withRequestId(returnUrl: string, requestId: string): string {
  const hashAt = returnUrl.indexOf('#');
  const base = hashAt === -1 ? returnUrl : returnUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : returnUrl.slice(hashAt);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}diiaRequest=${encodeURIComponent(requestId)}${hash}`;
}
