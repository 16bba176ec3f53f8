export type StepIcon = 'user' | 'pin' | 'cart' | 'form' | 'truck' | 'link' | 'card' | 'box';

/** Line drawings on a 48×48 grid, stroked with the current colour (so they follow the theme). */
const PATHS: Record<StepIcon, string> = {
  user: 'M24 24a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM10 40c0-8 6-12 14-12s14 4 14 12',
  pin: 'M24 42s-12-12-12-22a12 12 0 0 1 24 0c0 10-12 22-12 22zM24 24a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  cart: 'M6 8h6l5 22h20l4-14H14M20 40a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM34 40a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  form: 'M12 6h18l8 8v28H12zM30 6v8h8M18 22h14M18 28h14M18 34h8',
  truck:
    'M4 12h24v20H4zM28 18h8l6 7v7H28M12 40a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM34 40a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  link: 'M20 28l8-8M18 22l-4 4a6 6 0 0 0 8 8l4-4M30 26l4-4a6 6 0 0 0-8-8l-4 4',
  card: 'M6 12h36v24H6zM6 19h36M12 30h8',
  box: 'M24 6l16 8v20l-16 8-16-8V14zM8 14l16 8 16-8M24 22v20',
};

/** The small picture of a step card: its drawing with the step number in a badge (decorative). */
export function StepPicture({ icon, number }: { icon: StepIcon; number: number }) {
  return (
    <div className="step-picture" aria-hidden="true">
      <svg viewBox="0 0 48 48" width="56" height="56" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d={PATHS[icon]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="step-picture__number">{number}</span>
    </div>
  );
}
