// Shop logos are drawn by us: the shop's name set on its colour. No shop artwork is copied, and an
// SVG of a few hundred bytes needs no raster or WebP twin (SPEC §3 image and imageWebp are the same).

const WIDTH = 240;
const HEIGHT = 120;

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Relative luminance (WCAG) of #rrggbb, to pick a readable ink. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White on dark colours, near-black on light ones (yellow JB Hi-Fi, mint Douglas). */
export function inkFor(color: string): string {
  return luminance(color) > 0.45 ? '#1a1a1a' : '#ffffff';
}

/**
 * A wordmark: the title centred, its size shrinking with its length so "Victoria's Secret" fits
 * like "6pm" does. Titles longer than the card fall back to their initials.
 */
export function shopLogoSvg(title: string, color: string): string {
  const words = title.split(/\s+/).filter(Boolean);
  const mark = title.length > 18 ? words.map((w) => w[0] ?? '').join('') : title;
  // Bold sans glyphs are about 0.62 em wide on average; keep 24 px of margin on each side.
  const size = Math.round(Math.min(48, (WIDTH - 48) / (mark.length * 0.62)));
  const ink = inkFor(color);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="16" fill="${color}"/>` +
    `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" fill="${ink}" ` +
    `font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${size}">${escapeXml(mark)}</text>` +
    `</svg>`
  );
}
