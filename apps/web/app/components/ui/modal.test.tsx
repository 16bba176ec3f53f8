import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render.js';
import { Modal } from './modal.js';

describe('Modal', () => {
  it('is a labelled dialog that takes focus and closes on Escape', () => {
    const onClose = vi.fn();
    renderWithI18n(
      <Modal open title="Поштомат недоступний" onClose={onClose}>
        <button type="button">Зрозуміло</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Поштомат недоступний' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Зрозуміло');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('with text only in the body, the footer action takes the focus, so Enter does it (issue 18 item 3)', () => {
    renderWithI18n(
      <Modal open title="Митний ліміт" onClose={() => {}} footer={<button type="button">Продовжити</button>}>
        <p>Пояснення</p>
      </Modal>,
    );
    // Not the × of the head: Enter there would close the dialog instead of going on.
    expect(document.activeElement?.textContent).toBe('Продовжити');
  });

  it('traps Tab inside: from the last element back to the first', () => {
    renderWithI18n(
      <Modal open title="Вихід" onClose={() => {}}>
        <button type="button">Зберегти</button>
      </Modal>,
    );
    const last = screen.getByRole('button', { name: 'Зберегти' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Закрити' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('a non-closable modal (blocked order, SPEC §8) ignores Escape and has no close button', () => {
    const onClose = vi.fn();
    renderWithI18n(
      <Modal open closable={false} title="Замовлення заблоковано" onClose={onClose}>
        <a href="/orders">До замовлення</a>
      </Modal>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Закрити' })).toBeNull();
  });

  it('a dialog that opened by itself hands the focus to the main content on closing, not to the page body (issue 18 item 7)', () => {
    // The wizard's phone dialog opens with the page: nothing had the focus to return it to.
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <main tabIndex={-1}>
          <Modal open={open} title="Підтвердьте телефон" onClose={() => setOpen(false)}>
            <input aria-label="Телефон" />
          </Modal>
        </main>
      );
    }
    renderWithI18n(<Page />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Телефон' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('an opener gone from the page while the dialog was open: the focus goes to the main content', () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <main tabIndex={-1}>
          {!open && (
            <button type="button" onClick={() => setOpen(true)}>
              Змінити
            </button>
          )}
          <Modal open={open} title="Вихід" onClose={() => setOpen(false)}>
            <button type="button">Зберегти</button>
          </Modal>
        </main>
      );
    }
    renderWithI18n(<Page />);
    const opener = screen.getByRole('button', { name: 'Змінити' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('renders nothing when closed', () => {
    renderWithI18n(
      <Modal open={false} title="x" onClose={() => {}}>
        y
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
