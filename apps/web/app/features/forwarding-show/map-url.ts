// OpenStreetMap links for the branch on the detail page. The page CSP allows this origin in
// frame-src (the server's stock-addresses builds the same kind of link for the warehouse map); the
// numbers are coordinates, not business rules, so the web builds its own.
const MAP_ORIGIN = 'https://www.openstreetmap.org';
// About 500 m either side of the branch at Ukrainian latitudes: the street and its turn-offs show.
const HALF_SPAN_LAT = 0.004;
const HALF_SPAN_LON = 0.006;

export function branchMapEmbedUrl(latitude: number, longitude: number): string {
  const bbox = [
    longitude - HALF_SPAN_LON,
    latitude - HALF_SPAN_LAT,
    longitude + HALF_SPAN_LON,
    latitude + HALF_SPAN_LAT,
  ]
    .map((n) => n.toFixed(6))
    .join(',');
  return `${MAP_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
}

export function branchMapLink(latitude: number, longitude: number): string {
  return `${MAP_ORIGIN}/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The day name in the page language from Nova Poshta's English one ("Monday"); unknown names stay as
 * they are. 1 January 2024 was a Monday.
 */
export function weekdayName(day: string, localeTag: string): string {
  const index = WEEK.indexOf(day);
  if (index < 0) return day;
  return new Intl.DateTimeFormat(localeTag, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + index)),
  );
}
