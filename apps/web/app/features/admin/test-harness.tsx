import type { AdminMe } from '@posylka/contract';
import type { ConsoleLocale } from '@posylka/domain';
import type { ReactElement } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '../../components/toasts/toast-context.js';
import { ToastRegion } from '../../components/toasts/toast-region.js';
import { ADMIN_RESOURCES } from '../../i18n/admin-resources.server.js';
import { renderWithI18n } from '../../test/render.js';
import { AdminShell } from './admin-shell.js';

export const OPERATOR: AdminMe = {
  id: '7c1e2a52-9a0e-4d43-8f5e-0e4f2a9d1b11',
  email: 'operator@posylka.test',
  role: 'operator',
};

/**
 * Renders a console page the way the admin layout does (texts, the console's API client, toasts),
 * inside a router so links, GET forms and revalidation work.
 */
export function renderAdmin(
  ui: ReactElement,
  options: { locale?: ConsoleLocale; me?: AdminMe | null; path?: string } = {},
) {
  const locale = options.locale ?? 'uk';
  const shell = {
    locale,
    resources: ADMIN_RESOURCES[locale],
    me: options.me === undefined ? OPERATOR : options.me,
  };
  const path = options.path ?? '/admin/test';
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <ToastProvider>
          <AdminShell data={shell}>
            <Outlet />
          </AdminShell>
          <ToastRegion />
        </ToastProvider>
      ),
      children: [{ path: path.split('?')[0]!.slice(1), Component: () => ui }],
    },
  ]);
  return renderWithI18n(<Stub initialEntries={[path]} />, locale);
}

export interface Call {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

/** Stubs fetch with answers by "METHOD /path"; records every call. */
export function stubApi(answers: Record<string, (call: Call) => { status: number; body?: unknown }>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call: Call = { method, url, body, headers: (init.headers ?? {}) as Record<string, string> };
    calls.push(call);
    const answer = answers[`${method} ${url.pathname}`]?.(call) ?? {
      status: 500,
      body: { errorDescription: 'unexpected' },
    };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
    });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}
