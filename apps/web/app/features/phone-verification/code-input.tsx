import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';

export interface CodeInputProps {
  /** One entry per box: a digit or ''. */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Called once all boxes hold a digit (SPEC §4 "auto-submits on the fourth digit"). */
  onComplete: (code: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  /** Bumped by the parent to put the focus back into the first box (e.g. after a wrong code). */
  focusKey?: number;
  describedBy?: string;
}

/**
 * SPEC §5 "4-digit code input: one digit per box, focus moves forward, backspace or delete moves
 * back"; pasting the whole code fills every box.
 */
export function CodeInput({
  digits,
  onChange,
  onComplete,
  invalid = false,
  disabled = false,
  focusKey = 0,
  describedBy,
}: CodeInputProps) {
  const { t } = useTranslation('phone');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const count = digits.length;
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(count - 1, index))]?.focus();

  useEffect(() => {
    if (!disabled) boxes.current[0]?.focus();
  }, [focusKey, disabled]);

  const update = (next: string[]) => {
    onChange(next);
    if (next.every((d) => d !== '')) onComplete(next.join(''));
  };

  /** Puts `typed` digits from box `index` on (typing fast or an autofilled code may bring several). */
  const fill = (index: number, typed: string) => {
    const incoming = typed.replace(/\D/g, '').split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    let at = index;
    for (const d of incoming) {
      if (at >= count) break;
      next[at] = d;
      at += 1;
    }
    update(next);
    focusBox(at);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      const next = [...digits];
      if (next[index] !== '') {
        next[index] = '';
        onChange(next);
        if (event.key === 'Delete') focusBox(index - 1);
      } else if (index > 0) {
        next[index - 1] = '';
        onChange(next);
        focusBox(index - 1);
      }
    } else if (event.key === 'Enter') {
      // Enter submits the code step: a full code is checked again, otherwise the first empty box waits.
      event.preventDefault();
      const empty = digits.findIndex((d) => d === '');
      if (empty === -1) onComplete(digits.join(''));
      else focusBox(empty);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    // A whole code pasted into any box fills from the first one.
    fill(text.replace(/\D/g, '').length >= count ? 0 : index, text);
  };

  return (
    <div
      className={`code-input${invalid ? ' code-input--invalid' : ''}`}
      role="group"
      aria-label={t('dialog.codeLabel')}
    >
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder; the index is their identity.
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          className="code-input__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          value={digit}
          disabled={disabled}
          aria-label={t('dialog.digitLabel', { n: index + 1, count })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => {
            const value = e.currentTarget.value;
            // The box already held a digit: the newly typed one is the character that is not it. Longer
            // values are an autofilled or pasted code and fill the following boxes.
            const typed = digit !== '' && value.length === 2 ? value.replace(digit, '') : value;
            fill(index, typed);
          }}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={(e) => onPaste(index, e)}
        />
      ))}
    </div>
  );
}
