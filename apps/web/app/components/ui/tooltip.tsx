import { useId, useState, type ReactElement, type ReactNode } from 'react';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (or a span made focusable here) that the tooltip describes. */
  children: ReactElement | string;
  placement?: 'top' | 'bottom';
}

/**
 * Shown on hover and keyboard focus, hidden on Escape. SPEC §9: max width 320 px, 300 ms animation
 * (see tooltip.css).
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span
      className="tooltip"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <span className="tooltip__trigger" tabIndex={0} aria-describedby={id}>
        {children}
      </span>
      <span
        role="tooltip"
        id={id}
        className={`tooltip__bubble tooltip__bubble--${placement}`}
        data-open={open || undefined}
      >
        {content}
      </span>
    </span>
  );
}
