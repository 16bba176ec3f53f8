import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { createRoutesStub, Link, Outlet, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFocusAfterNavigation } from './use-focus-after-navigation.js';

function Layout() {
  const main = useRef<HTMLElement>(null);
  useFocusAfterNavigation(main);
  return (
    <>
      <nav>
        <Link to="/orders">Мої замовлення</Link>
        <Link to="/orders?tab=archive">Архів</Link>
      </nav>
      <main ref={main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function Home() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Головна</h1>
      <button type="button" onClick={() => void navigate('/draft', { replace: true })}>
        Зберегти чернетку
      </button>
      <Link to="/search">Пошук</Link>
    </>
  );
}

function Search() {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <>
      <h1>Пошук</h1>
      <input ref={input} aria-label="Що шукаємо" />
    </>
  );
}

function renderApp() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: Layout,
      children: [
        { index: true, Component: Home },
        { path: 'orders', Component: () => <h1>Мої замовлення</h1> },
        { path: 'draft', Component: () => <h1>Чернетка</h1> },
        { path: 'search', Component: Search },
      ],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('focus after a client-side navigation (issue 18 "focus never jumps")', () => {
  it('the first page keeps the focus where the browser put it', async () => {
    renderApp();
    await screen.findByRole('heading', { name: 'Головна' });
    expect(document.activeElement).toBe(document.body);
  });

  it('a header link leads the keyboard to the new page heading, not back to the top of the document', async () => {
    renderApp();
    await screen.findByRole('heading', { name: 'Головна' });
    const link = screen.getAllByRole('link', { name: 'Мої замовлення' })[0]!;
    link.focus();
    await act(async () => fireEvent.click(link));
    const heading = await screen.findByRole('heading', { name: 'Мої замовлення' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    // Only the query changes: the customer stays on the tab they chose.
    const tab = screen.getByRole('link', { name: 'Архів' });
    tab.focus();
    await act(async () => fireEvent.click(tab));
    expect(document.activeElement).toBe(tab);
  });

  it('a replace (a draft getting its address) leaves the focus alone', async () => {
    renderApp();
    const save = await screen.findByRole('button', { name: 'Зберегти чернетку' });
    save.focus();
    await act(async () => fireEvent.click(save));
    await screen.findByRole('heading', { name: 'Чернетка' });
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { name: 'Чернетка' }));
  });

  it('a page that puts the focus in its own field keeps it there', async () => {
    renderApp();
    const link = await screen.findByRole('link', { name: 'Пошук' });
    link.focus();
    await act(async () => fireEvent.click(link));
    expect(document.activeElement).toBe(await screen.findByRole('textbox', { name: 'Що шукаємо' }));
  });
});
