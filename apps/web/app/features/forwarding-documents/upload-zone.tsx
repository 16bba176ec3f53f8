import { isApiError } from '@posylka/contract';
import {
  MAX_FILES_PER_DROP_ZONE,
  TEMP_FILE_ID_PREFIX,
  checkDroppedFiles,
  translateMessage,
  type Locale,
} from '@posylka/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useToasts } from '../../components/toasts/toast-context.js';
import { useLocale } from '../../i18n/use-locale.js';
import { DropZone, hasFileApi } from './drop-zone.js';
import { FileList, type ListedFile } from './file-list.js';
import { useReplaceFile, type ReplaceOne } from './use-replace-file.js';
import type { OrderFile } from './order-types.js';

export type UploadOne = (file: File, onProgress: (fraction: number) => void) => Promise<OrderFile>;

export interface UploadZoneProps {
  /** Heading of the block and accessible name of its drop zone. */
  title: string;
  description?: string;
  files: readonly OrderFile[];
  upload: UploadOne;
  remove: (file: OrderFile) => Promise<void>;
  onUploaded: (file: OrderFile) => void;
  onRemoved: (file: OrderFile) => void;
  /** Replaces a file an operator marked incorrect; absent when the block cannot replace. */
  replace?: ReplaceOne;
  onReplaced?: (file: OrderFile) => void;
  /** SPEC §5: "default max 10 files" per drop zone; "up to ten other documents". */
  maxFiles?: number;
  /** A step-level error for this block (e.g. "upload a file"). */
  error?: string | undefined;
  /** id of the block, so the step can scroll to it. */
  id?: string;
}

type TempItem = { id: string; originalFilename: string; size: number; progress: number };

let tempCounter = 0;
function tempId(): string {
  tempCounter += 1;
  return `${TEMP_FILE_ID_PREFIX}${Date.now().toString(36)}-${tempCounter}`;
}

/** The picked files the domain check accepted: `accepted` keeps drop order, so one forward scan matches them. */
function acceptedFiles(picked: readonly File[], accepted: readonly { name: string; size: number }[]): File[] {
  const out: File[] = [];
  let from = 0;
  for (const candidate of accepted) {
    const index = picked.findIndex(
      (f, i) => i >= from && f.name === candidate.name && f.size === candidate.size,
    );
    if (index === -1) continue;
    out.push(picked[index]!);
    from = index + 1;
  }
  return out;
}

/** Why an upload failed, in the page language: the 422's messages, else the server's description. */
function failureReason(error: unknown, locale: Locale): string {
  if (isApiError(error)) {
    const messages = error.violations.map((v) => v.message);
    return messages.length > 0 ? messages.join(' ') : error.errorDescription;
  }
  return translateMessage('invalid', {}, locale);
}

/**
 * One files block of the documents step: drop zone, client checks (domain checkDroppedFiles: type
 * by name/MIME, 5 MB, max files), one request per file so each shows its own progress, a temp-
 * item while it uploads (SPEC §3 "temporary ones prefixed temp-") replaced by the server's file on
 * success and removed on failure with the error toast (SPEC §8), and delete by click.
 */
export function UploadZone({
  title,
  description,
  files,
  upload,
  remove,
  onUploaded,
  onRemoved,
  replace,
  onReplaced,
  maxFiles = MAX_FILES_PER_DROP_ZONE,
  error,
  id,
}: UploadZoneProps) {
  const { t } = useTranslation('forwardingDocuments');
  const locale = useLocale();
  const toasts = useToasts();
  const [temps, setTemps] = useState<TempItem[]>([]);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [problems, setProblems] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const problemsId = useId();
  // Counted synchronously: two quick drops must not both pass the "max files" check.
  const inFlight = useRef(0);

  const accept = (picked: File[]) => {
    if (!hasFileApi()) {
      setProblems([t('dropZone.noFileApi')]);
      return;
    }
    const { accepted, errors } = checkDroppedFiles(
      picked.map((file) => ({ name: file.name, size: file.size, type: file.type })),
      { maxFiles, existing: files.length + inFlight.current },
    );
    setProblems(errors.map((e) => translateMessage(e.message, e.params, locale)));
    for (const file of acceptedFiles(picked, accepted)) void send(file);
  };

  const send = async (file: File) => {
    const id = tempId();
    inFlight.current += 1;
    setTemps((list) => [...list, { id, originalFilename: file.name, size: file.size, progress: 0 }]);
    setAnnouncement(t('dropZone.uploading', { name: file.name }));
    try {
      const saved = await upload(file, (fraction) =>
        setTemps((list) => list.map((item) => (item.id === id ? { ...item, progress: fraction } : item))),
      );
      onUploaded(saved);
      setAnnouncement(t('dropZone.uploaded', { name: file.name }));
    } catch (failure) {
      showFailure(file, failure);
    } finally {
      inFlight.current -= 1;
      setTemps((list) => list.filter((item) => item.id !== id));
    }
  };

  const showFailure = (file: File, failure: unknown) => {
    const text = t('errors.uploadedFiles', { name: file.name, reason: failureReason(failure, locale) });
    toasts.show({ kind: 'error', text });
    setAnnouncement(text);
  };
  const replacing = useReplaceFile({
    replace,
    onReplaced: (file) => {
      onReplaced?.(file);
      setAnnouncement(t('dropZone.uploaded', { name: file.originalFilename }));
    },
    onProblem: (text) => setProblems([text]),
    onFailure: showFailure,
  });

  const onRemove = async (file: OrderFile) => {
    setRemoving((set) => new Set(set).add(file.id));
    try {
      await remove(file);
      onRemoved(file);
      setAnnouncement(t('files.removed', { name: file.originalFilename }));
    } catch {
      // The API client already showed the error toast (SPEC §8); the file stays listed.
    } finally {
      setRemoving((set) => {
        const next = new Set(set);
        next.delete(file.id);
        return next;
      });
    }
  };

  const listed: ListedFile[] = [
    ...files.map((file) => ({
      kind: 'saved' as const,
      file,
      busy: removing.has(file.id) || replacing.busy.has(file.id),
    })),
    ...temps.map((temp) => ({ kind: 'temp' as const, ...temp })),
  ];
  const full = files.length + temps.length >= maxFiles;

  return (
    <section className="upload-zone" id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <h3 className="upload-zone__title" id={id ? `${id}-title` : undefined}>
        {title}
      </h3>
      {description && <p className="upload-zone__description">{description}</p>}
      <DropZone
        label={t('dropZone.add', { title })}
        onFiles={accept}
        disabled={full}
        describedBy={problems.length > 0 || error ? problemsId : undefined}
      />
      <FileList items={listed} onRemove={(file) => void onRemove(file)} onReplace={replacing.start} />
      {replacing.input}
      {full && <p className="upload-zone__note">{t('dropZone.full', { count: maxFiles })}</p>}
      <div id={problemsId} role="alert" className="upload-zone__problems">
        {error && <p className="field__error">{error}</p>}
        {problems.map((text) => (
          <p key={text} className="upload-zone__problem">
            {text}
          </p>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
