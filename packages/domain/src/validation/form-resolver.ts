import type { z } from 'zod';
import type { Locale } from '../i18n/locales.js';
import { toFieldErrors } from './violations.js';

/** The error object react-hook-form reads (`errors.items[0].name.message`). */
export type FormFieldError = { type: 'validation'; message: string };
export type NestedFormErrors = {
  [key: string]: FormFieldError | NestedFormErrors | (NestedFormErrors | undefined)[];
};

/**
 * Turns flat dotted errors (`items.0.name`) into react-hook-form's nested shape, with arrays for
 * numeric segments so field arrays find their rows.
 */
export function nestFieldErrors(flat: Record<string, string>): NestedFormErrors {
  const root: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const keys = path.split('.');
    let node: Record<string, unknown> = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) {
        node[key] = { type: 'validation', message };
        return;
      }
      const nextIsIndex = /^\d+$/.test(keys[i + 1]!);
      node[key] ??= nextIsIndex ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return root as NestedFormErrors;
}

/**
 * A react-hook-form resolver built on our catalogue, so form messages carry their params (min
 * lengths, offending characters) in the page language. Framework-free: it matches RHF's resolver
 * call shape `(values) => Promise<{ values, errors }>`; the web app passes it as `resolver`.
 */
export function createFormResolver<S extends z.ZodType>(schema: S, locale: Locale | (() => Locale)) {
  return async (values: unknown) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as z.output<S>, errors: {} };
    const lang = typeof locale === 'function' ? locale() : locale;
    return { values: {}, errors: nestFieldErrors(toFieldErrors(result.error.issues, lang)) };
  };
}
