import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPERATOR, renderAdmin } from './test-harness.js';

function Page() {
  return <p>сторінка консолі</p>;
}

describe('console frame (issue 5: "Operators sign in to /admin ... in Ukrainian and English")', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'admin_locale=; Max-Age=0; Path=/';
  });

  it('a signed-in customer sees "no access" instead of the page, without the sections', () => {
    renderAdmin(<Page />, { me: null });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Немає доступу до консолі');
    expect(screen.queryByText('сторінка консолі')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('button', { name: 'Увійти іншим обліковим записом' })).toBeTruthy();
  });

  it('an operator gets the page and the sections, without the admin-only audit log', () => {
    renderAdmin(<Page />);
    expect(screen.getByText('сторінка консолі')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Розділи консолі' });
    const links = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(links).toEqual([
      'Огляд',
      'Приймання',
      'Посилки',
      'Відправлення',
      'Викуп',
      'Платежі',
      'Повідомлення',
    ]);
    expect(screen.getByText(/operator@posylka\.test · оператор/)).toBeTruthy();
  });

  it('an admin also gets the audit log', () => {
    renderAdmin(<Page />, { me: { ...OPERATOR, role: 'admin' } });
    const nav = screen.getByRole('navigation', { name: 'Розділи консолі' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toContain('Журнал');
  });

  it('English console: texts, the lang attribute, and the language choice kept in a cookie', async () => {
    renderAdmin(<Page />, { locale: 'en' });
    expect(screen.getByRole('navigation', { name: 'Console sections' })).toBeTruthy();
    expect(document.querySelector('.admin')?.getAttribute('lang')).toBe('en');
    const uk = screen.getByRole('button', { name: 'Українська' });
    expect(uk.getAttribute('aria-pressed')).toBe('false');
    await act(async () => {
      fireEvent.click(uk);
    });
    expect(document.cookie).toContain('admin_locale=uk');
  });
});
