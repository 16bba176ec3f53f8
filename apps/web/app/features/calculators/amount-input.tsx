import { formatCalculatorPrice } from '@posylka/domain';
import { Input } from '../../components/ui/input.js';

/**
 * A number field with the SPEC §5 price-calculator input rule applied as the user types (digits and
 * one dot or comma; comma becomes dot; at most 2 decimals). The error is shown instantly.
 */
export function AmountInput({
  label,
  value,
  onChange,
  error,
  hint,
  suffix,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  hint?: string;
  suffix?: string;
}) {
  return (
    <div className="calc-amount">
      <Input
        label={label}
        value={value}
        inputMode="decimal"
        autoComplete="off"
        error={error ?? undefined}
        hint={hint}
        onChange={(e) => onChange(formatCalculatorPrice(e.target.value))}
      />
      {suffix && (
        <span className="calc-amount__suffix" aria-hidden="true">
          {suffix}
        </span>
      )}
    </div>
  );
}
