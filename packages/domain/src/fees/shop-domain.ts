/**
 * Host of a product link, lower-cased and without a leading "www." ("https://www.Amazon.com/dp/1"
 * -> "amazon.com"); null when the text is not an http(s) link. Parsed by hand because the domain
 * package has no DOM or Node typings for URL.
 */
export function shopDomainOf(link: string): string | null {
  const match = /^\s*https?:\/\/(?:[^/?#@]*@)?([^/?#:\s]+)/i.exec(link);
  const host = match?.[1]?.toLowerCase().replace(/\.$/, '');
  if (!host || !host.includes('.')) return null;
  return host.startsWith('www.') ? host.slice(4) : host;
}
