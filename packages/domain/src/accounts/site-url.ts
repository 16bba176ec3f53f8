import { z } from 'zod';

/**
 * "Site URL: requires http(s) and a dotted host" (SPEC §5). Checked by pattern because the domain
 * package has no DOM or Node typings for URL; hosts may be internationalised (лавка.укр).
 */
const SITE_URL =
  /^https?:\/\/(?:[^\s/?#@]+@)?([\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)\.?(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

export function isSiteUrl(text: string): boolean {
  return SITE_URL.test(text.trim());
}

/** Site URL input: trimmed, required, http(s) with a dotted host. */
export const siteUrlSchema = z
  .string()
  .trim()
  .superRefine((url, ctx) => {
    if (url === '') ctx.addIssue({ code: 'custom', message: 'required' });
    else if (!isSiteUrl(url)) ctx.addIssue({ code: 'custom', message: 'url.invalid' });
  });
