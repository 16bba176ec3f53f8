// The SVG logos are not a JSON route of the contract (the browser only shows them), so their path
// is named here once for the server that writes it into the catalogue's answers. Every JSON route
// is named by its definition (client/endpoints.ts, decision 018).

/** The logo we draw for a shop (image/svg+xml), relative to API_BASE. */
export function catalogLogoApiPath(slug: string): string {
  return `/catalog/logos/${encodeURIComponent(slug)}.svg`;
}
