import { describe, expect, it } from 'vitest';
import { localeFromPath, localizePath, safeNextPath, stripLocale, switchLocale } from './locale-path.js';

describe('locale prefixes (SPEC §2: "The prefix ru, en, ro or eng is added when the page language is one of them")', () => {
  it.each([
    ['/', 'uk'],
    ['/orders', 'uk'],
    ['/ru', 'ru'],
    ['/eng/login', 'eng'],
    ['/ro/register', 'ro'],
    ['/uk/orders', 'uk'],
    ['/english', 'uk'],
  ])('%s is in %s', (path, locale) => expect(localeFromPath(path)).toBe(locale));

  it('strips and adds prefixes', () => {
    expect(stripLocale('/en/orders')).toBe('/orders');
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/orders')).toBe('/orders');
    expect(localizePath('/', 'eng')).toBe('/eng');
    expect(localizePath('/login', 'uk')).toBe('/login');
    expect(localizePath('/login', 'ru')).toBe('/ru/login');
  });

  it('the switcher keeps the page and the query', () => {
    expect(switchLocale('/ru/login', '?next=%2Fru%2Forders', 'uk')).toBe('/login?next=%2Fru%2Forders');
    expect(switchLocale('/', '', 'ro')).toBe('/ro');
    expect(switchLocale('/en/verify-email', '?token=abc', 'eng')).toBe('/eng/verify-email?token=abc');
  });

  it('?next= accepts only same-site paths', () => {
    expect(safeNextPath('/en/orders', '/orders')).toBe('/en/orders');
    expect(safeNextPath('//evil.example', '/orders')).toBe('/orders');
    expect(safeNextPath('https://evil.example', '/orders')).toBe('/orders');
    expect(safeNextPath(null, '/ro/orders')).toBe('/ro/orders');
  });
});
