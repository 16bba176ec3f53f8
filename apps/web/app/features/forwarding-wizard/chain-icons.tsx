// Line icons of the logistics chain (SPEC §2), drawn here so they look the same on every system
// (emoji fonts are missing on many Linux and older Windows machines).
const common = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export function PlaneIcon() {
  return (
    <svg {...common}>
      <path
        d="M10.5 21l1.5-1.5V15l8 3v-2l-8-5V4.5a1.5 1.5 0 0 0-3 0V11l-8 5v2l8-3v4.5L10.5 21z"
        transform="translate(1.5 0)"
      />
    </svg>
  );
}

export function TruckIcon() {
  return (
    <svg {...common}>
      <path d="M3 6h11v10H3zM14 9h4l3 3v4h-7" />
      <circle cx="7" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </svg>
  );
}

export function ShopIcon() {
  return (
    <svg {...common}>
      <path d="M5 8h14l-1 12H6L5 8z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </svg>
  );
}

export function WarehouseIcon() {
  return (
    <svg {...common}>
      <path d="M3 10l9-5 9 5v10H3V10z" />
      <path d="M7 20v-6h10v6M7 17h10" />
    </svg>
  );
}

export function HomeIcon() {
  return (
    <svg {...common}>
      <path d="M4 11l8-6 8 6v9H4v-9z" />
      <path d="M10 20v-5h4v5" />
    </svg>
  );
}
