import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { renderWithI18n } from '../../test/render.js';
import { CodeInput } from './code-input.js';
import { PhoneVerificationDialog } from './phone-verification-dialog.js';
import { formatCountdown } from './use-countdown.js';

// Issue 18 item 4: Enter submits the code step, the timer reads m:ss, the number never wraps, and
// the success step says "Verification successful!" with the focus on its button.
type Answer = { status: number; body: unknown };
const json = ({ status, body }: Answer) => new Response(JSON.stringify(body), { status });

function mockApi(answers: Record<string, Answer[]>) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const next = answers[path]?.shift();
      return next ? json(next) : json({ status: 404, body: { errorDescription: 'no mock' } });
    }),
  );
  return calls;
}

const PHONE = '380671230011';
const initiated = (type: 'call' | 'sms', attempts: number, retryIn: number): Answer => ({
  status: 200,
  body: { phone: PHONE, type, attempts, maxAttempts: 3, retryIn, error: null },
});

function open(onClose = vi.fn()) {
  renderPage(
    () => <PhoneVerificationDialog phone="0671230011" open onVerified={() => undefined} onClose={onClose} />,
    { path: '/orders' },
  );
  return onClose;
}

describe('PhoneVerificationDialog steps (issue 18 item 4)', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', undefined));
  afterEach(() => vi.unstubAllGlobals());

  it('formatCountdown reads m:ss, and an hour as h:mm:ss', () => {
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(3599)).toBe('59:59');
    expect(formatCountdown(3600)).toBe('1:00:00');
  });

  it('the timer reads 0:59 in the call step and the number is one unbreakable piece', async () => {
    mockApi({ '/api/verification/phone/initiate': [initiated('call', 1, 59)] });
    open();
    expect(await screen.findByText('Повторний запит можливий через 0:59')).toBeTruthy();
    const text = screen.getByText(/Відповідайте на дзвінок|\+38/);
    expect(text.textContent).toContain('+38\u00a0(067)\u00a0123\u00a000\u00a011');
  });

  it('after the last request (SMS), the hour wait is said in words, never as a 59:59 timer', async () => {
    mockApi({
      '/api/verification/phone/initiate': [initiated('call', 2, 0), initiated('sms', 3, 3599)],
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Отримати код в SMS' }));
    expect(await screen.findByText('Введіть код із SMS')).toBeTruthy();
    expect(screen.queryByText(/59:59/)).toBeNull();
    expect(screen.getByText(/Спробуйте через 1 годину або змініть номер/)).toBeTruthy();
  });

  it('Enter in the code step goes to the first empty box; a full code is submitted by Enter', () => {
    const onComplete = vi.fn();
    renderWithI18n(
      <CodeInput digits={['4', '2', '', '']} onChange={() => undefined} onComplete={onComplete} />,
    );
    const boxes = screen.getAllByRole('textbox');
    fireEvent.keyDown(boxes[1]!, { key: 'Enter' });
    expect(document.activeElement).toBe(boxes[2]);
    expect(onComplete).not.toHaveBeenCalled();
    cleanup();
    renderWithI18n(
      <CodeInput digits={['4', '2', '0', '7']} onChange={() => undefined} onComplete={onComplete} />,
    );
    fireEvent.keyDown(screen.getAllByRole('textbox')[3]!, { key: 'Enter' });
    expect(onComplete).toHaveBeenCalledWith('4207');
  });

  it('the accepted code shows "Перевірка успішна!" with the focus on Done, which closes', async () => {
    mockApi({
      '/api/verification/phone/initiate': [initiated('call', 1, 0), initiated('sms', 2, 0)],
      '/api/verification/phone/complete': [{ status: 200, body: { phone: PHONE, verified: true } }],
    });
    const onClose = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Отримати код в SMS' }));
    await screen.findByText('Введіть код із SMS');
    const boxes = screen.getAllByRole('textbox');
    '4207'.split('').forEach((d, i) => fireEvent.change(boxes[i]!, { target: { value: d } }));
    expect(await screen.findByText('Перевірка успішна!')).toBeTruthy();
    const done = screen.getByRole('button', { name: 'Готово' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    fireEvent.click(done);
    expect(onClose).toHaveBeenCalled();
  });
});
