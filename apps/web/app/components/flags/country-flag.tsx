import { isCountryCode } from '@posylka/domain';
import { FLAG_URLS } from './flag-urls.js';

/**
 * A country's flag as an SVG image (emoji flags are empty boxes in Chromium on Linux and bare
 * letters on Windows). Shown next to the country's name, so by default it is decorative: alt="" and
 * hidden from screen readers; pass `label` where the flag stands alone. An unknown code shows
 * nothing rather than a broken image.
 */
export function CountryFlag({
  code,
  size = 20,
  label,
  className,
}: {
  code: string;
  /** Width in CSS pixels; the height follows the 4:3 image. */
  size?: number;
  /** The country's name, only where no visible name sits next to the flag. */
  label?: string;
  className?: string;
}) {
  const upper = code.toUpperCase();
  if (!isCountryCode(upper)) return null;
  const src = FLAG_URLS[upper];
  const height = Math.round((size * 3) / 4);
  return (
    <img
      className={className ? `country-flag ${className}` : 'country-flag'}
      src={src}
      width={size}
      height={height}
      alt={label ?? ''}
      aria-hidden={label ? undefined : true}
      decoding="async"
      // Lazy also keeps React from putting a preload of every flag in the page's head, ahead of the
      // stylesheet and scripts (a list of 19 countries made 19 preloads).
      loading="lazy"
      draggable={false}
    />
  );
}
