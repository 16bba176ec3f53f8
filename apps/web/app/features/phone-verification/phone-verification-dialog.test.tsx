import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { PhoneVerificationDialog } from './phone-verification-dialog.js';

type Answer = { status: number; body: unknown };
const json = ({ status, body }: Answer) => new Response(JSON.stringify(body), { status });

/** Answers API calls in order per path; records the request bodies. */
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
const initiated = (type: 'call' | 'sms', attempts: number): Answer => ({
  status: 200,
  // retryIn 0: the timer has ended, so switching and resending are allowed at once.
  body: { phone: PHONE, type, attempts, maxAttempts: 3, retryIn: 0, error: null },
});

function open(onVerified = vi.fn()) {
  renderPage(
    () => (
      <PhoneVerificationDialog
        phone="+38 (067) 123 00 11"
        open
        onVerified={onVerified}
        onClose={() => undefined}
      />
    ),
    { path: '/orders' },
  );
  return onVerified;
}

const typeCode = (code: string) => {
  const boxes = screen.getAllByRole('textbox');
  code.split('').forEach((digit, i) => fireEvent.change(boxes[i]!, { target: { value: digit } }));
};

describe('PhoneVerificationDialog (SPEC §4)', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', undefined));
  afterEach(() => vi.unstubAllGlobals());

  it('calls at once, switches to SMS (re-requesting), marks a wrong code, then verifies', async () => {
    const calls = mockApi({
      '/api/verification/phone/initiate': [initiated('call', 1), initiated('sms', 2)],
      '/api/verification/phone/complete': [
        {
          status: 400,
          body: { error: 'wrong_code', errorDescription: 'x', inputAttempts: 1, maxInputAttempts: 5 },
        },
        { status: 200, body: { phone: PHONE, verified: true } },
      ],
    });
    const onVerified = open();
    expect(await screen.findByText('Вам телефонує Posylka')).toBeTruthy();
    expect(calls[0]).toEqual({
      path: '/api/verification/phone/initiate',
      body: { phone: PHONE, type: 'call' },
    });
    expect(screen.getByText('Залишилося 2 запити.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Отримати код в SMS' }));
    expect(await screen.findByText('Введіть код із SMS')).toBeTruthy();
    expect(calls[1]?.body).toEqual({ phone: PHONE, type: 'sms' });

    typeCode('1111');
    expect(await screen.findByText('Неправильний код. Залишилося 4 спроби.')).toBeTruthy();
    expect(screen.getAllByRole('textbox').every((b) => b.getAttribute('aria-invalid') === 'true')).toBe(true);

    typeCode('4207');
    expect(await screen.findByText('Перевірка успішна!')).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      path: '/api/verification/phone/complete',
      body: { phone: PHONE, code: '4207' },
    });
    expect(onVerified).toHaveBeenCalledWith(PHONE);
  });

  it('shows "check your number" when the code inputs are used up', async () => {
    mockApi({
      '/api/verification/phone/initiate': [initiated('call', 1), initiated('sms', 2)],
      '/api/verification/phone/complete': [
        {
          status: 400,
          body: { error: 'wrong_code', errorDescription: 'x', inputAttempts: 5, maxInputAttempts: 5 },
        },
      ],
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Отримати код в SMS' }));
    await screen.findByText('Введіть код із SMS');
    typeCode('1111');
    expect(
      await screen.findByText('Перевірте свій номер телефону: код введено неправильно 5 разів.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Надіслати код ще раз' })).toHaveProperty('disabled', false);
  });

  it('with no requests left says to try again in 1 hour or change the number', async () => {
    mockApi({
      '/api/verification/phone/initiate': [
        {
          status: 429,
          body: {
            error: 'max_attempts_error',
            errorDescription: 'x',
            attempts: 3,
            maxAttempts: 3,
            retryIn: 3000,
          },
        },
      ],
    });
    open();
    expect(
      await screen.findByText('Ви вичерпали спроби запиту. Спробуйте через 1 годину або змініть номер.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Змінити номер' })).toBeTruthy();
  });

  it('keeps switching to SMS disabled while the 60 s timer runs: the gap holds across channels', async () => {
    mockApi({
      '/api/verification/phone/initiate': [
        {
          status: 200,
          body: { phone: PHONE, type: 'call', attempts: 1, maxAttempts: 3, retryIn: 60, error: null },
        },
      ],
    });
    open();
    expect(await screen.findByText('Повторний запит можливий через 1:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отримати код в SMS' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Зателефонувати ще раз' })).toHaveProperty('disabled', true);
  });

  it('on delay_error stays with the call already placed and shows the remaining wait', async () => {
    const delay = {
      error: 'delay_error',
      limit: 'gap',
      errorDescription: 'x',
      attempts: 1,
      maxAttempts: 3,
      retryIn: 45,
    };
    mockApi({
      '/api/verification/phone/initiate': [initiated('call', 1), { status: 429, body: delay }],
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Отримати код в SMS' }));
    expect(await screen.findByText('Повторний запит можливий через 0:45')).toBeTruthy();
    expect(screen.getByText('Вам телефонує Posylka')).toBeTruthy();
    expect(screen.queryByText('Введіть код із SMS')).toBeNull();
  });

  it("shows the server's text for the account's daily limit of numbers", async () => {
    const text =
      'Ви вичерпали добовий ліміт номерів для підтвердження (5). Новий номер можна буде підтвердити через 4 год.';
    mockApi({
      '/api/verification/phone/initiate': [
        {
          status: 429,
          body: {
            error: 'max_attempts_error',
            limit: 'account',
            errorDescription: text,
            attempts: 0,
            maxAttempts: 3,
          },
        },
      ],
    });
    open();
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('says the number cannot be added when it is verified on another account', async () => {
    mockApi({
      '/api/verification/phone/initiate': [
        { status: 409, body: { error: 'already_used', errorDescription: 'x' } },
      ],
    });
    open();
    expect(
      await screen.findByText(
        'Цей номер не можна додати! Його вже зареєстровано в іншому обліковому записі.',
      ),
    ).toBeTruthy();
  });

  it('shows the general error for anything else, with a retry', async () => {
    mockApi({
      '/api/verification/phone/initiate': [
        { status: 503, body: { errorDescription: 'x' } },
        initiated('call', 1),
      ],
    });
    open();
    expect(
      await screen.findByText('Неможливо завершити перевірку телефону, спробуйте пізніше.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByText('Вам телефонує Posylka')).toBeTruthy();
  });
});
