import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip.js';

describe('Tooltip', () => {
  it('describes its trigger and opens on focus and hover, closes on Escape and blur', () => {
    render(<Tooltip content="Номер телефону не підтверджено">•</Tooltip>);
    const tip = screen.getByRole('tooltip', { hidden: true });
    const trigger = screen.getByText('•');
    expect(trigger.getAttribute('aria-describedby')).toBe(tip.id);
    expect(tip.hasAttribute('data-open')).toBe(false);
    fireEvent.focus(trigger);
    expect(tip.hasAttribute('data-open')).toBe(true);
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(tip.hasAttribute('data-open')).toBe(false);
    fireEvent.mouseEnter(trigger.parentElement!);
    expect(tip.hasAttribute('data-open')).toBe(true);
    fireEvent.mouseLeave(trigger.parentElement!);
    expect(tip.hasAttribute('data-open')).toBe(false);
  });
});
