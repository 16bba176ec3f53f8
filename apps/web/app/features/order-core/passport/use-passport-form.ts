import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { domainResolver } from '../../../forms/domain-resolver.js';
import { useRecheckErrorsOnChange } from '../../../forms/recheck-errors.js';
import { useLocale } from '../../../i18n/use-locale.js';

/**
 * The passport form's validation wiring, the same in both flows: the flow's domain schema (the
 * identity document alone, or forwarding's documents step around it) checks the values on touch, with
 * its messages in the page's language; a field showing an error is checked again as it is typed in.
 */
export function usePassportForm<V extends FieldValues>(
  schemaFor: (options: { today: Date }) => z.ZodType,
  defaultValues: DefaultValues<V>,
): UseFormReturn<V> {
  const locale = useLocale();
  // "today" fixed per mount: the issue date and the age of 14 are checked against the page's day.
  const [schema] = useState(() => schemaFor({ today: new Date() }) as unknown as z.ZodType<V>);
  const form = useForm<V>({ resolver: domainResolver(schema, locale), mode: 'onTouched', defaultValues });
  useRecheckErrorsOnChange(form);
  return form;
}
