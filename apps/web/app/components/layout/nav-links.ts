/**
 * Main sections (SPEC §2 routes). Pages that are not built yet are still the real addresses they
 * will live at, so links never change when they land.
 */
export const NAV_LINKS = [
  { key: 'forwarding', path: '/forwarding/declaration' },
  { key: 'buyout', path: '/buyout/checkout' },
  { key: 'tariffs', path: '/tariffs' },
  { key: 'catalog', path: '/catalog' },
  { key: 'howItWorks', path: '/instructions' },
] as const;
