import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { internationalCompaniesRoute, internationalCompanyRoute } from '@posylka/contract';
import { findCountry, type CountryCode, type Locale } from '@posylka/domain';
import { notFound } from '../../http/errors.js';
import { serve } from '../../http/route.js';
import { cacheCatalog, findShop, listCountryShops, toCatalogShop } from '../catalog/index.js';

function countryOf(code: CountryCode, locale: Locale) {
  return { code, name: findCountry(code)?.name[locale] ?? code };
}

/** SPEC §7: the international (per-country) pages read the catalogue's shops of one country. */
export const countryShopsFeature: FastifyPluginAsyncZod = async (app) => {
  serve(app, internationalCompaniesRoute, {
    handler: async (request, reply) => {
      const { country } = request.params;
      const items = await listCountryShops(app.db, country, request.locale);
      cacheCatalog(reply);
      return { country: countryOf(country, request.locale), items };
    },
  });

  serve(app, internationalCompanyRoute, {
    handler: async (request, reply) => {
      const { country } = request.params;
      const row = await findShop(app.db, request.query.company);
      // A shop that does not ship from this country has no page for it.
      if (!row || !row.countries.includes(country)) throw notFound();
      cacheCatalog(reply);
      return { country: countryOf(country, request.locale), company: toCatalogShop(row, request.locale) };
    },
  });
};
