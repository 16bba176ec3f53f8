import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { Onboarding, onboardingHidden } from './onboarding.js';

afterEach(() => {
  document.cookie = 'onboardingCookie=; Max-Age=0; Path=/';
});

describe('onboarding slider on /orders (SPEC §2)', () => {
  it('walks through four steps, each linking to where it is done', async () => {
    renderPage(() => <Onboarding hidden={false} />, { path: '/orders' });
    const region = await screen.findByRole('region', { name: 'Як почати' });
    const links = within(region)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Переглянути адресу', '/profile/addresses/my-address'],
      ['Відкрити каталог', '/catalog'],
      ['Задекларувати', '/forwarding/declaration'],
      ['Мої адреси доставки', '/profile/addresses'],
    ]);
    // The row itself is focusable so the arrow keys can move it.
    expect(within(region).getByRole('list', { name: 'Як почати' }).tabIndex).toBe(0);
  });

  it('closes from the keyboard-reachable button and remembers it in a cookie for a year', async () => {
    renderPage(() => <Onboarding hidden={false} />, { path: '/orders' });
    const close = await screen.findByRole('button', { name: 'Сховати підказки' });
    expect(onboardingHidden(document.cookie)).toBe(false);
    fireEvent.click(close);
    expect(screen.queryByTestId('onboarding')).toBeNull();
    expect(onboardingHidden(document.cookie)).toBe(true);
  });

  it('stays away when the cookie says so, and reads only its own cookie value "1"', async () => {
    renderPage(() => <Onboarding hidden />, { path: '/orders' });
    await screen.findByText((_, el) => el?.tagName === 'BODY');
    expect(screen.queryByTestId('onboarding')).toBeNull();
    expect(onboardingHidden('a=1; onboardingCookie=1')).toBe(true);
    expect(onboardingHidden('onboardingCookie=0')).toBe(false);
    expect(onboardingHidden(null)).toBe(false);
  });
});
