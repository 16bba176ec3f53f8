import { isSiteUrl } from '../accounts/index.js';
import { shopDomainOf } from '../fees/index.js';

/**
 * A link the pages may make clickable (issue 15 "Links"): http(s) only. Anything else (data:,
 * javascript:, file:) is shown as text, whatever the database holds.
 */
export function isHttpLink(link: string): boolean {
  return /^https?:\/\/\S+$/i.test(link.trim());
}

/**
 * A draft's link may be half typed ("amazon.com/dp"), but never another scheme: a ':' before the
 * first '/', '?' or '#' of a link that is not http(s) is one (data:, javascript:, also hidden by
 * case or tabs, which browsers strip), so such a draft link is refused as "buyout.link".
 */
export function hasForeignScheme(link: string): boolean {
  const text = link.trim();
  if (/^https?:\/\//i.test(text)) return false;
  const end = text.search(/[/?#]/);
  return (end === -1 ? text : text.slice(0, end)).includes(':');
}

/** A shop domain as listed in storeBanList: lower-case, no scheme, no "www.", no path. */
function bareDomain(entry: string): string {
  const host = shopDomainOf(/^https?:\/\//i.test(entry) ? entry : `https://${entry.trim()}`);
  return host ?? entry.trim().toLowerCase();
}

/** "linkBlocked (shop on storeBanList)": the link's shop or any of its subdomains is on the list. */
export function isBlockedShop(link: string, storeBanList: readonly string[]): boolean {
  const host = shopDomainOf(link);
  if (!host) return false;
  return storeBanList.some((entry) => {
    const banned = bareDomain(entry);
    return banned !== '' && (host === banned || host.endsWith(`.${banned}`));
  });
}

/**
 * Key under which two links count as "the same" (linkTheSame): host lower-cased without "www.",
 * path and query as typed, no fragment, no trailing slash.
 */
export function linkIdentity(link: string): string | null {
  const host = shopDomainOf(link);
  if (!host) return null;
  const rest = link
    .trim()
    .replace(/^https?:\/\/[^/?#]*/i, '')
    .replace(/#.*$/, '')
    .replace(/\/+(?=\?|$)/, '');
  return `${host}${rest}`;
}

export type LinkProblem =
  'required' | 'buyout.link' | 'buyout.linkBlocked' | 'buyout.linkOneShop' | 'buyout.linkTheSame';

/**
 * The link rules of SPEC §5 "Buy-out" for every line, in line order: required, link format, shop on
 * storeBanList, all lines from the shop of the first valid link ("compared by host"), no repeats.
 * `null` for a good link or a line that is not validated.
 */
export function checkLinks(
  links: readonly (string | null)[],
  storeBanList: readonly string[],
): { problem: LinkProblem | null; shop: string | null }[] {
  let firstShop: string | null = null;
  const seen = new Set<string>();
  return links.map((raw) => {
    if (raw === null) return { problem: null, shop: firstShop };
    const link = raw.trim();
    if (link === '') return { problem: 'required', shop: firstShop };
    const host = shopDomainOf(link);
    if (!isSiteUrl(link) || !host) return { problem: 'buyout.link', shop: firstShop };
    if (isBlockedShop(link, storeBanList)) return { problem: 'buyout.linkBlocked', shop: firstShop };
    firstShop ??= host;
    if (host !== firstShop) return { problem: 'buyout.linkOneShop', shop: firstShop };
    const identity = linkIdentity(link) ?? link;
    if (seen.has(identity)) return { problem: 'buyout.linkTheSame', shop: firstShop };
    seen.add(identity);
    return { problem: null, shop: firstShop };
  });
}
