import type { ReactNode } from 'react';

/** One line of a calculator result: what, and how much (optionally with a second currency). */
export function ResultRow({
  label,
  value,
  secondary,
  strong,
}: {
  label: ReactNode;
  value: string;
  secondary?: string | undefined;
  strong?: boolean;
}) {
  return (
    <div className={strong ? 'calc-result__row calc-result__row--total' : 'calc-result__row'}>
      <dt>{label}</dt>
      <dd>
        <span>{value}</span>
        {secondary && <span className="calc-result__secondary">{secondary}</span>}
      </dd>
    </div>
  );
}
