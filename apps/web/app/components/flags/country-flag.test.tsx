import { render } from '@testing-library/react';
import { COUNTRY_CODES } from '@posylka/domain';
import { describe, expect, it } from 'vitest';
import { CountryFlag } from './country-flag.js';
import { FLAG_URLS } from './flag-urls.js';

describe('CountryFlag', () => {
  it('is a decorative 4:3 SVG image next to a name: empty alt, hidden from screen readers', () => {
    const { container } = render(<CountryFlag code="PL" size={24} />);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    expect(img?.getAttribute('src')).toMatch(/svg/);
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('aria-hidden')).toBe('true');
    expect(img?.getAttribute('width')).toBe('24');
    expect(img?.getAttribute('height')).toBe('18');
    // Lazy: React preloads every eager <img> of a server-rendered page in its head.
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('standing alone it carries the country name as its alt text', () => {
    const { getByRole } = render(<CountryFlag code="de" label="Німеччина" />);
    expect(getByRole('img', { name: 'Німеччина' }).getAttribute('aria-hidden')).toBeNull();
  });

  it('an unknown code draws nothing, not a broken image', () => {
    const { container } = render(<CountryFlag code="ZZ" />);
    expect(container.innerHTML).toBe('');
  });

  it('every country of the domain has its flag file', () => {
    for (const code of COUNTRY_CODES) expect(FLAG_URLS[code], code).toMatch(/svg/);
  });
});
