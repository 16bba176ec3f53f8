import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test/render.js';
import { Preloader } from './preloader.js';

describe('Preloader', () => {
  it('announces loading in the page language', () => {
    renderWithI18n(<Preloader />, 'ro');
    expect(screen.getByRole('status').textContent).toBe('Se încarcă…');
  });
  it('takes a custom label and an overlay mode', () => {
    renderWithI18n(<Preloader overlay label="Завантажуємо курси валют" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Завантажуємо курси валют');
    expect(status.className).toContain('preloader--overlay');
  });
});
