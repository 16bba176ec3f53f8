import { DEFAULT_LOCALE, type Locale } from '@posylka/domain';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useRootData } from '../root-data.js';
import { localeFromPath, localizePath } from './locale-path.js';

/** The page language: from the root loader, or from the URL when the root loader has no data. */
export function useLocale(): Locale {
  const data = useRootData();
  const { pathname } = useLocation();
  return data?.locale ?? localeFromPath(pathname) ?? DEFAULT_LOCALE;
}

/** `to('/orders')` gives `/en/orders` on an English page. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
