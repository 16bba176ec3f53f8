import { describe, expect, it } from 'vitest';
import { LOCALES } from '@posylka/domain';
import { verificationEmail } from './verification.js';

const link = 'http://localhost:3000/verify-email?token=abc&x=<b>';

describe('verification e-mail', () => {
  it('exists in all five locales with the link in text and (escaped) html', () => {
    const subjects = new Set<string>();
    for (const locale of LOCALES) {
      const mail = verificationEmail({ to: 'a@example.com', locale, link, validHours: 48 });
      subjects.add(mail.subject);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain('href="http://localhost:3000/verify-email?token=abc&amp;x=&lt;b&gt;"');
      expect(mail.meta).toEqual({ kind: 'email-verification', link });
    }
    expect(subjects.size).toBe(4); // en and eng share the English text
  });

  it('uses Ukrainian plural forms for the validity: 1 годину, 2 години, 5 годин, 21 годину, 48 годин', () => {
    const expiry = (h: number) =>
      verificationEmail({ to: 'a@example.com', locale: 'uk', link, validHours: h }).text;
    expect(expiry(1)).toContain('Посилання дійсне 1 годину.');
    expect(expiry(2)).toContain('Посилання дійсне 2 години.');
    expect(expiry(5)).toContain('Посилання дійсне 5 годин.');
    expect(expiry(12)).toContain('Посилання дійсне 12 годин.');
    expect(expiry(21)).toContain('Посилання дійсне 21 годину.');
    expect(expiry(48)).toContain('Посилання дійсне 48 годин.');
  });
});
