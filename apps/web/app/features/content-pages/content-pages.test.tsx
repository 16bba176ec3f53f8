import { FORBIDDEN_ITEMS_ARTICLE_ID, forbiddenItemsFor, LOCALES } from '@posylka/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { FAQ_ARTICLES, findArticle } from './articles/index.js';
import { ForbiddenItemsGuide } from './forbidden-items-guide.js';
import { HelpWidget } from './help-widget.js';

describe('forbidden-items guide (SPEC §2)', () => {
  it('shows the domain list of the country in the query and switches lists with the select', async () => {
    renderPage(() => <ForbiddenItemsGuide />, {
      path: '/forbidden-items?_country=JP',
      pattern: 'forbidden-items',
    });
    const list = await screen.findByTestId('forbidden-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(forbiddenItemsFor('JP').length);
    expect(within(list).getByText('Продукти харчування')).toBeTruthy();
    expect(screen.getByText(`${forbiddenItemsFor('JP').length} заборонених категорій`)).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Країна відправлення' }));
    fireEvent.click(screen.getByRole('option', { name: 'Німеччина' }));
    // The choice goes into the address (?_country=DE), and the list follows it.
    await waitFor(() =>
      expect(within(screen.getByTestId('forbidden-list')).getAllByRole('listitem')).toHaveLength(
        forbiddenItemsFor('DE').length,
      ),
    );
    const after = screen.getByTestId('forbidden-list');
    expect(within(after).queryByText('Продукти харчування')).toBeNull();
    expect(screen.getByRole('link', { name: 'Докладніше про заборонені товари' }).getAttribute('href')).toBe(
      `/faq/${FORBIDDEN_ITEMS_ARTICLE_ID}`,
    );
  });

  it('an unknown country in the address falls back to the default list', async () => {
    renderPage(() => <ForbiddenItemsGuide />, {
      path: '/forbidden-items?_country=ZZ',
      pattern: 'forbidden-items',
    });
    const list = await screen.findByTestId('forbidden-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(forbiddenItemsFor('US').length);
  });
});

describe('FAQ articles written by us', () => {
  it('include the forbidden-items article 360016350892 and have text in every language', () => {
    expect(findArticle('360016350892')?.widget).toBe('forbidden-items');
    expect(new Set(FAQ_ARTICLES.map((a) => a.id)).size).toBe(FAQ_ARTICLES.length);
    for (const article of FAQ_ARTICLES) {
      for (const locale of LOCALES) {
        expect(article.title[locale].length).toBeGreaterThan(5);
        expect(article.summary[locale].length).toBeGreaterThan(20);
      }
    }
  });
});

describe('help widget (SPEC §1)', () => {
  it('opens a panel with FAQ links and contacts, and Escape closes it', async () => {
    renderPage(() => <HelpWidget />, { path: '/en/calculators', pattern: 'en/calculators', locale: 'en' });
    const button = await screen.findByRole('button', { name: 'Help' });
    fireEvent.click(button);
    const panel = screen.getByRole('dialog', { name: 'How can we help?' });
    expect(
      (await within(panel).findByRole('link', { name: 'Which goods cannot be shipped' })).getAttribute(
        'href',
      ),
    ).toBe('/en/faq/360016350892');
    expect(within(panel).getByRole('link', { name: /support@/ })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
