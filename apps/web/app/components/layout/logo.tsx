/** The word mark with a parcel glyph; decorative, the link around it carries the name. */
export function Logo() {
  return (
    <span className="logo" aria-hidden="true">
      <svg viewBox="0 0 32 32" width="32" height="32" className="logo__mark">
        <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
        <path
          d="M9 12l7-4 7 4v8l-7 4-7-4zM9 12l7 4 7-4M16 16v8"
          fill="none"
          stroke="var(--color-accent)"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo__text">Posylka</span>
    </span>
  );
}
