import type { MeResponse } from '@posylka/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { summarizeDocument } from './load-profile.js';
import { ProfilePage } from './profile-page.js';

const ME: MeResponse = {
  id: '5a4d7f0e-3a5b-4c1e-9a39-0a4f1b7e2c11',
  email: 'olena.k@example.com',
  emailVerified: true,
  locale: 'uk',
  customerCode: 'UA100042',
  firstName: null,
  lastName: null,
  firstNameCyr: null,
  lastNameCyr: null,
  middleNameCyr: null,
  phoneNumber: null,
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function stubApi(answer: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/personal/me' && init.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push(body);
        return answer(body);
      }
      return json({ errorDescription: 'unexpected' }, 500);
    }),
  );
  return sent;
}

function show(me: MeResponse = ME) {
  renderPage(() => <ProfilePage me={me} document={null} documentFailed={false} />, {
    path: '/profile',
    user: me,
  });
}

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const LATIN_RULE =
  "Латиницею, як у закордонному паспорті: літери, пробіл, дефіс або апостроф, наприклад Olena чи O'Brien";

describe('profile page (issue 13 item 10)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the Latin name as it is typed with the domain rule, and previews the warehouse line', async () => {
    show();
    expect(
      await screen.findByText('Поки імені немає, в адресі складу стоїть «olena.k» з вашої пошти.'),
    ).toBeTruthy();
    fireEvent.change(input('Ім’я латиницею'), { target: { value: 'Олена' } });
    expect(await screen.findByText(LATIN_RULE)).toBeTruthy();
    expect(input('Ім’я латиницею').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input('Ім’я латиницею'), { target: { value: 'Olena' } });
    fireEvent.change(input('Прізвище латиницею'), { target: { value: "O'Brien" } });
    await waitFor(() => expect(screen.queryByText(LATIN_RULE)).toBeNull());
    expect(screen.getByText("В адресі складу: Olena O'Brien UA100042")).toBeTruthy();
  });

  it('saves all five names with PATCH /personal/me and says so', async () => {
    const sent = stubApi((body) => json({ ...ME, ...body, firstName: 'Olena', lastName: 'Kovalenko' }));
    show();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Ім’я латиницею' }), {
      target: { value: 'Olena' },
    });
    fireEvent.change(input('Прізвище латиницею'), { target: { value: 'Kovalenko' } });
    fireEvent.change(input('Ім’я'), { target: { value: 'Олена' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Профіль збережено')).toBeTruthy();
    expect(sent).toEqual([
      {
        firstName: 'Olena',
        lastName: 'Kovalenko',
        firstNameCyr: 'Олена',
        lastNameCyr: '',
        middleNameCyr: '',
      },
    ]);
  });

  it('puts the server’s 422 violations on their fields', async () => {
    stubApi(() =>
      json(
        {
          errorDescription: 'Перевірте дані',
          violations: [{ property: 'lastNameCyr', message: 'Прізвище відхилено сервером' }],
        },
        422,
      ),
    );
    show();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Прізвище' }), {
      target: { value: 'Коваленко' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Прізвище відхилено сервером')).toBeTruthy();
    expect(input('Прізвище').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the e-mail, the phone card, the masked document and the cabinet links', async () => {
    renderPage(
      () => (
        <ProfilePage
          me={{ ...ME, emailVerified: false }}
          document={summarizeDocument({
            id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
            documentType: 'passport',
            serialNumber: 'АА123456',
            identityCardNumber: '',
            issuedBy: 'x',
            date: '01.02.2010',
            lastName: 'Коваленко',
            firstName: 'Олена',
            middleName: 'Петрівна',
            birthDate: '09.03.1990',
            registration: 'x',
            taxNumber: '1234567890',
            updatedAt: '2026-11-01T10:00:00.000Z',
          })}
          documentFailed={false}
        />
      ),
      { path: '/en/profile', locale: 'en' },
    );
    expect(await screen.findByText('olena.k@example.com')).toBeTruthy();
    expect(screen.getByText('Not confirmed yet: open the e-mail with the link')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your phone' })).toBeTruthy();
    expect(screen.getByText('АА••••56')).toBeTruthy();
    expect(screen.queryByText('АА123456')).toBeNull();
    expect(screen.getByText('Коваленко Олена Петрівна')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Delivery addresses in Ukraine' }).getAttribute('href')).toBe(
      '/en/profile/addresses',
    );
    expect(screen.getByRole('link', { name: 'News and notices' }).getAttribute('href')).toBe(
      '/en/notifications',
    );
  });
});
