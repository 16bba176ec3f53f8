import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.js';

function Harness() {
  const [value, setValue] = useState('department');
  return (
    <Tabs
      label="Тип доставки"
      value={value}
      onChange={setValue}
      items={[
        { id: 'department', label: 'Відділення', content: 'Оберіть відділення' },
        { id: 'box', label: 'Поштомат', content: 'Оберіть поштомат' },
        { id: 'address', label: 'Адреса', content: 'Вкажіть адресу' },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('has one tab stop and shows the selected panel', () => {
    render(<Harness />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(screen.getByRole('tabpanel').textContent).toBe('Оберіть відділення');
  });

  it('arrow keys move and select, wrapping at the ends; Home/End jump', () => {
    render(<Harness />);
    const first = screen.getByRole('tab', { name: 'Відділення' });
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    const last = screen.getByRole('tab', { name: 'Адреса' });
    expect(last.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Відділення' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(first, { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Вкажіть адресу');
    fireEvent.keyDown(last, { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Оберіть відділення');
  });
});
