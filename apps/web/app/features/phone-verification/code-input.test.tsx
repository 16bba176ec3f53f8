import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render.js';
import { CodeInput } from './code-input.js';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [digits, setDigits] = useState(['', '', '', '']);
  return <CodeInput digits={digits} onChange={setDigits} onComplete={onComplete} />;
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('CodeInput: "one digit per box, focus moves forward, backspace or delete moves back" (SPEC §5)', () => {
  it('starts in the first box, moves forward on each digit and auto-submits on the fourth', () => {
    const onComplete = vi.fn();
    renderWithI18n(<Harness onComplete={onComplete} />);
    const [b1, b2, b3, b4] = boxes();
    expect(document.activeElement).toBe(b1);
    fireEvent.change(b1!, { target: { value: '4' } });
    expect(document.activeElement).toBe(b2);
    fireEvent.change(b2!, { target: { value: 'x' } });
    expect(b2!.value).toBe('');
    expect(document.activeElement).toBe(b2);
    fireEvent.change(b2!, { target: { value: '2' } });
    fireEvent.change(b3!, { target: { value: '0' } });
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(b4!, { target: { value: '7' } });
    expect(onComplete).toHaveBeenCalledWith('4207');
    expect(boxes().map((b) => b.value)).toEqual(['4', '2', '0', '7']);
  });

  it('backspace in an empty box clears the previous one and moves back; delete clears and moves back', () => {
    renderWithI18n(<Harness onComplete={() => undefined} />);
    const [b1, b2, b3] = boxes();
    fireEvent.change(b1!, { target: { value: '1' } });
    fireEvent.change(b2!, { target: { value: '2' } });
    expect(document.activeElement).toBe(b3);
    fireEvent.keyDown(b3!, { key: 'Backspace' });
    expect(document.activeElement).toBe(b2);
    expect(boxes().map((b) => b.value)).toEqual(['1', '', '', '']);
    fireEvent.keyDown(b2!, { key: 'Delete' });
    expect(document.activeElement).toBe(b1);
    fireEvent.keyDown(b1!, { key: 'Delete' });
    expect(boxes().map((b) => b.value)).toEqual(['', '', '', '']);
  });

  it('replaces a digit typed over an existing one', () => {
    renderWithI18n(<Harness onComplete={() => undefined} />);
    const [b1] = boxes();
    fireEvent.change(b1!, { target: { value: '1' } });
    fireEvent.change(b1!, { target: { value: '19' } });
    expect(boxes()[0]!.value).toBe('9');
  });

  it('fills every box from a pasted code and submits it', () => {
    const onComplete = vi.fn();
    renderWithI18n(<Harness onComplete={onComplete} />);
    fireEvent.paste(boxes()[2]!, { clipboardData: { getData: () => ' 98-76 ' } });
    expect(boxes().map((b) => b.value)).toEqual(['9', '8', '7', '6']);
    expect(onComplete).toHaveBeenCalledWith('9876');
  });

  it('names every box for screen readers', () => {
    renderWithI18n(<Harness onComplete={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Код із SMS' })).toBeTruthy();
    expect(screen.getByLabelText('Цифра 4 з 4')).toBeTruthy();
  });
});
