// The overview's dead letters (issue 16 item 1): the count of customer messages that never went
// through, with a link to them, shown first and only while there are any.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../test-harness.js';
import type { DashboardData } from './dashboard-load.js';
import { DashboardPage } from './dashboard-page.js';

describe('the overview', () => {
  const overview = (deadLetters: number | null): DashboardData => ({
    counts: {} as DashboardData['counts'],
    buyouts: null,
    deadLetters,
  });

  it('shows the dead letters with a link only while there are any', async () => {
    const { unmount } = renderAdmin(<DashboardPage data={overview(4)} />, { path: '/admin' });
    const tile = await screen.findByRole('link', { name: /Недоставлені повідомлення/ });
    expect(tile.getAttribute('href')).toBe('/admin/notifications?status=dead');
    expect(tile.textContent).toBe('4Недоставлені повідомлення');
    unmount();
    renderAdmin(<DashboardPage data={overview(0)} />, { path: '/admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Огляд' })).toBeTruthy();
    expect(screen.queryByText('Недоставлені повідомлення')).toBeNull();
  });
});
