import type { ConsoleLocale } from '@posylka/domain';
import enAdmin from '@posylka/texts/locales/en/admin';
import enCommon from '@posylka/texts/locales/en/common';
import ukAdmin from '@posylka/texts/locales/uk/admin';
import ukCommon from '@posylka/texts/locales/uk/common';
import type { AdminResources } from '../features/admin/index.js';

/**
 * The operator console's texts (uk + en, issue 5), read only by the console layout's loader: its
 * `admin` namespace plus `common` (shared UI pieces such as the modal and the spinner use it).
 * Public pages never load these; the site's five-language resources are in resources.server.ts.
 */
export const ADMIN_RESOURCES: Record<ConsoleLocale, AdminResources> = {
  uk: { admin: ukAdmin, common: ukCommon },
  en: { admin: enAdmin, common: enCommon },
};
