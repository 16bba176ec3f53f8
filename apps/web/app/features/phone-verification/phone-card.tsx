import type { MeResponse } from '@posylka/contract';
import { formatPhoneMask, normalizePhone, phoneSchema } from '@posylka/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import { z } from 'zod';
import { domainResolver } from '../../forms/domain-resolver.js';
import { useLocale } from '../../i18n/use-locale.js';
import { PhoneField } from './phone-field.js';

// The domain's phone rule (mask complete, operator allowed), checked as the customer types.
const cardSchema = z.object({ phone: phoneSchema });

/** "Your phone" card of the cabinet: the customer's number with verification (SPEC §4). */
export function PhoneCard({ me }: { me: Pick<MeResponse, 'phoneNumber'> }) {
  const { t } = useTranslation('phone');
  const locale = useLocale();
  const saved = me.phoneNumber;
  const form = useForm<{ phone: string }>({
    resolver: domainResolver(cardSchema, locale),
    mode: 'onTouched',
    defaultValues: { phone: saved ? formatPhoneMask(saved.number) : '' },
  });
  const [verifiedNow, setVerifiedNow] = useState<string | null>(null);
  const current = normalizePhone(form.watch('phone'));
  const verified =
    current !== '' && ((saved?.verified && saved.number === current) || verifiedNow === current);
  return (
    <section className="card phone-card" aria-labelledby="phone-card-title">
      <h2 id="phone-card-title">{t('card.title')}</h2>
      {!verified && <p className="phone-card__text">{t('card.text')}</p>}
      <Controller
        control={form.control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneField
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            verified={verified}
            onVerified={setVerifiedNow}
          />
        )}
      />
    </section>
  );
}
