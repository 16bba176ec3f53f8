/** Origin of the map pages; the page CSP allows it in frame-src for the embedded map. */
export const MAP_ORIGIN = 'https://www.openstreetmap.org';

// About 500 m either side of the building at mid latitudes: the street and its turn-offs are visible.
const HALF_SPAN_LAT = 0.004;
const HALF_SPAN_LON = 0.006;

const fixed = (value: number) => value.toFixed(6);

/** OpenStreetMap page with a marker on the building (opens in a new window). */
export function locationUrl(latitude: string, longitude: string): string {
  return `${MAP_ORIGIN}/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

/** OpenStreetMap's embeddable map around the building, with a marker (for the page's iframe). */
export function mapEmbedUrl(latitude: string, longitude: string): string {
  const lat = Number(latitude);
  const lon = Number(longitude);
  const bbox = [lon - HALF_SPAN_LON, lat - HALF_SPAN_LAT, lon + HALF_SPAN_LON, lat + HALF_SPAN_LAT]
    .map(fixed)
    .join(',');
  return `${MAP_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
}
