import { ApiError, type OrderFile } from '@posylka/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { UploadZone, type UploadOne } from './upload-zone.js';

function file(name: string, type: string, bytes = 1024): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

function saved(name: string, id: string = crypto.randomUUID()): OrderFile {
  return {
    id,
    type: 'default_by_user',
    originalFilename: name,
    url: `/api/files/${id}`,
    size: 1024,
    mimeType: 'application/pdf',
    isIncorrectDocument: false,
    createdAt: '2026-11-21T10:00:00.000Z',
  };
}

function Harness({
  upload,
  remove,
  maxFiles,
}: {
  upload: UploadOne;
  remove?: () => Promise<void>;
  maxFiles?: number;
}) {
  const [files, setFiles] = useState<OrderFile[]>([]);
  return (
    <UploadZone
      title="Інвойс"
      files={files}
      upload={upload}
      remove={remove ?? (() => Promise.resolve())}
      onUploaded={(f) => setFiles((list) => [...list, f])}
      onRemoved={(f) => setFiles((list) => list.filter((x) => x.id !== f.id))}
      {...(maxFiles === undefined ? {} : { maxFiles })}
    />
  );
}

async function renderZone(props: Parameters<typeof Harness>[0]) {
  renderPage(() => <Harness {...props} />, { path: '/documents' });
  return screen.findByRole('button', { name: 'Додати файли до блоку «Інвойс»' });
}

const drop = (zone: HTMLElement, files: File[]) => fireEvent.drop(zone, { dataTransfer: { files } });

describe('drop zone (SPEC §5 "Files", §8 drop zone)', () => {
  it('is a keyboard-usable button: Enter opens the file picker', async () => {
    const zone = await renderZone({ upload: vi.fn() });
    const input = screen.getByTestId('drop-zone-input') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    zone.focus();
    fireEvent.keyDown(zone, { key: 'Enter' });
    fireEvent.keyDown(zone, { key: ' ' });
    expect(click).toHaveBeenCalledTimes(2);
    expect(zone.getAttribute('tabindex')).toBe('0');
  });

  it('tells a phone to tap and a desktop to drag (issue 18: "Drag files here" was the text on a phone)', async () => {
    const zone = await renderZone({ upload: vi.fn() });
    expect(zone.querySelector('.drop-zone__title--tap')?.textContent).toBe(
      'Натисніть, щоб вибрати файли або сфотографувати документ',
    );
    expect(zone.querySelector('.drop-zone__title--drag')?.textContent).toBe(
      'Перетягніть файли сюди або натисніть, щоб вибрати',
    );
    // Which one shows is the stylesheet's (drop-zone-css.test.ts).
  });

  it('"Max 5 MB each (alert "file too large")": a 6 MB file is refused before any upload', async () => {
    const upload = vi.fn<UploadOne>();
    const zone = await renderZone({ upload });
    drop(zone, [file('big.pdf', 'application/pdf', 6 * 1024 * 1024)]);
    expect(await screen.findByText('Файл «big.pdf» завеликий: максимум 5 МБ')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('"only images or pdf (alert lists jpg, png, pdf)": a text file is refused', async () => {
    const upload = vi.fn<UploadOne>();
    const zone = await renderZone({ upload });
    drop(zone, [file('notes.txt', 'text/plain')]);
    expect(
      await screen.findByText('Файл «notes.txt» має непідтримуваний формат. Дозволені: jpg, png, pdf'),
    ).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('"several at once": every accepted file uploads on its own and is listed', async () => {
    const upload = vi.fn<UploadOne>(async (f) => saved(f.name));
    const zone = await renderZone({ upload });
    drop(zone, [file('a.pdf', 'application/pdf'), file('b.png', 'image/png'), file('c.txt', 'text/plain')]);
    expect(await screen.findByRole('link', { name: 'a.pdf' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'b.png' })).toBeTruthy();
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.getByText(/Файл «c\.txt» має непідтримуваний формат/)).toBeTruthy();
  });

  it('"default max 10 files": files beyond the zone capacity are refused', async () => {
    const upload = vi.fn<UploadOne>(async (f) => saved(f.name));
    const zone = await renderZone({ upload, maxFiles: 2 });
    drop(zone, [
      file('a.pdf', 'application/pdf'),
      file('b.pdf', 'application/pdf'),
      file('c.pdf', 'application/pdf'),
    ]);
    expect(await screen.findByText('Можна додати не більше 2 файлів')).toBeTruthy();
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('shows each upload’s progress on a temp- item, replaced by the server’s file on success', async () => {
    let progress: (fraction: number) => void = () => undefined;
    let finish: (file: OrderFile) => void = () => undefined;
    const upload = vi.fn<UploadOne>(
      (_f, onProgress) =>
        new Promise<OrderFile>((resolve) => {
          progress = onProgress;
          finish = resolve;
        }),
    );
    const zone = await renderZone({ upload });
    drop(zone, [file('invoice.pdf', 'application/pdf')]);
    const bar = (await screen.findByRole('progressbar', {
      name: 'Завантаження «invoice.pdf»',
    })) as HTMLProgressElement;
    expect(bar.closest('li')?.getAttribute('data-temp-id')).toMatch(/^temp-/);
    act(() => progress(0.42));
    expect(bar.value).toBe(42);
    await act(async () => finish(saved('invoice.pdf')));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('link', { name: 'invoice.pdf' }).getAttribute('href')).toMatch(/^\/api\/files\//);
  });

  it('"A failed upload removes its temporary file item" and shows the upload error toast', async () => {
    const upload = vi.fn<UploadOne>(() =>
      Promise.reject(
        new ApiError(422, 'Перевірте дані', [{ property: 'invoices', message: 'Файл пошкоджений' }]),
      ),
    );
    const zone = await renderZone({ upload });
    drop(zone, [file('broken.pdf', 'application/pdf')]);
    expect(
      await screen.findByText('Не вдалося завантажити «broken.pdf»: Файл пошкоджений', {
        selector: '.toast__text',
      }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.queryByText('broken.pdf')).toBeNull();
  });

  it('offers "replace" for a file an operator marked incorrect and swaps in the new upload', async () => {
    const incorrect = { ...saved('blurry.jpg', 'f-1'), isIncorrectDocument: true };
    const replace = vi.fn(async (_target: OrderFile, f: File) => ({ ...saved(f.name, 'f-1') }));
    function ReplaceHarness() {
      const [files, setFiles] = useState<OrderFile[]>([incorrect]);
      return (
        <UploadZone
          title="Інвойс"
          files={files}
          upload={vi.fn()}
          remove={() => Promise.resolve()}
          onUploaded={() => undefined}
          onRemoved={() => undefined}
          replace={replace}
          onReplaced={(f) => setFiles((list) => list.map((x) => (x.id === f.id ? f : x)))}
        />
      );
    }
    renderPage(ReplaceHarness, { path: '/documents' });
    expect(await screen.findByText('Документ не прийнято: завантажте інший')).toBeTruthy();
    const input = screen.getByTestId('replace-input') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Замінити «blurry.jpg»' }));
    expect(click).toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [file('sharp.pdf', 'application/pdf')] } });
    expect(await screen.findByRole('link', { name: 'sharp.pdf' })).toBeTruthy();
    expect(replace.mock.calls[0]?.[0].id).toBe('f-1');
    expect(screen.queryByText('Документ не прийнято: завантажте інший')).toBeNull();
  });

  it('deletes a file by click', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const upload = vi.fn<UploadOne>(async (f) => saved(f.name));
    const zone = await renderZone({ upload, remove });
    drop(zone, [file('a.pdf', 'application/pdf')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Видалити «a.pdf»' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'a.pdf' })).toBeNull());
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
