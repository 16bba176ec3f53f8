import { checkDroppedFiles, translateMessage } from '@posylka/domain';
import { useRef, useState, type ReactNode } from 'react';
import { useLocale } from '../../i18n/use-locale.js';
import type { OrderFile } from './order-types.js';

export type ReplaceOne = (target: OrderFile, file: File) => Promise<OrderFile>;

/**
 * Replacing a document an operator marked incorrect (POST /upload/invoice/{fileId}: same id and
 * type, new bytes). The picked file passes the same client checks as a drop; the result or the
 * failure reason goes back to the zone.
 */
export function useReplaceFile(options: {
  replace: ReplaceOne | undefined;
  onReplaced: (file: OrderFile) => void;
  onProblem: (text: string) => void;
  onFailure: (file: File, error: unknown) => void;
}): { busy: ReadonlySet<string>; start: ((file: OrderFile) => void) | undefined; input: ReactNode } {
  const locale = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const target = useRef<OrderFile | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const { replace } = options;

  const run = async (old: OrderFile, file: File) => {
    if (!replace) return;
    const { errors } = checkDroppedFiles([{ name: file.name, size: file.size, type: file.type }], {
      maxFiles: 1,
    });
    if (errors[0]) return options.onProblem(translateMessage(errors[0].message, errors[0].params, locale));
    setBusy((set) => new Set(set).add(old.id));
    try {
      options.onReplaced(await replace(old, file));
    } catch (error) {
      options.onFailure(file, error);
    } finally {
      setBusy((set) => {
        const next = new Set(set);
        next.delete(old.id);
        return next;
      });
    }
  };

  const input = replace ? (
    <input
      ref={inputRef}
      type="file"
      hidden
      tabIndex={-1}
      accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf"
      data-testid="replace-input"
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file && target.current) void run(target.current, file);
      }}
    />
  ) : null;

  const start = replace
    ? (file: OrderFile) => {
        target.current = file;
        inputRef.current?.click();
      }
    : undefined;

  return { busy, start, input };
}
