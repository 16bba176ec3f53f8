import type { MeResponse } from '@posylka/contract';
import type { Locale } from '@posylka/domain';
import type { AppLoadContext } from 'react-router';
import { serverApi } from './server-api.js';

/** The signed-in customer, or null for visitors (401) and when the API cannot answer. */
export async function loadUser(context: AppLoadContext, locale: Locale): Promise<MeResponse | null> {
  try {
    return await serverApi(context, locale).personal.me();
  } catch {
    return null;
  }
}
