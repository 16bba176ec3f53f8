import { isSiteUrl } from '../accounts/index.js';
import { shopDomainOf } from '../fees/index.js';

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
