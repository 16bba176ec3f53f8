/**
 * Flag images of the countries the site shows (flag-icons, MIT; docs/decisions/016-country-flags.md).
 * One import per country, not the package's CSS or a glob: only these files reach the bundle. A new
 * country in packages/domain needs its line here (the Record type makes the typecheck say so).
 * `?no-inline`: each flag is its own hashed, cached file. Inlined as data URIs (they are under Vite's
 * 4 KB limit) they were 3.4 KB gzipped of every page's first-load JavaScript and again in its HTML.
 */
import type { CountryCode } from '@posylka/domain';
import us from 'flag-icons/flags/4x3/us.svg?no-inline';
import cn from 'flag-icons/flags/4x3/cn.svg?no-inline';
import gb from 'flag-icons/flags/4x3/gb.svg?no-inline';
import de from 'flag-icons/flags/4x3/de.svg?no-inline';
import it from 'flag-icons/flags/4x3/it.svg?no-inline';
import pl from 'flag-icons/flags/4x3/pl.svg?no-inline';
import fr from 'flag-icons/flags/4x3/fr.svg?no-inline';
import es from 'flag-icons/flags/4x3/es.svg?no-inline';
import cz from 'flag-icons/flags/4x3/cz.svg?no-inline';
import tr from 'flag-icons/flags/4x3/tr.svg?no-inline';
import ca from 'flag-icons/flags/4x3/ca.svg?no-inline';
import lv from 'flag-icons/flags/4x3/lv.svg?no-inline';
import lt from 'flag-icons/flags/4x3/lt.svg?no-inline';
import hu from 'flag-icons/flags/4x3/hu.svg?no-inline';
import sk from 'flag-icons/flags/4x3/sk.svg?no-inline';
import ro from 'flag-icons/flags/4x3/ro.svg?no-inline';
import ee from 'flag-icons/flags/4x3/ee.svg?no-inline';
import jp from 'flag-icons/flags/4x3/jp.svg?no-inline';
import kr from 'flag-icons/flags/4x3/kr.svg?no-inline';
import au from 'flag-icons/flags/4x3/au.svg?no-inline';

/** Image URL by ISO 3166-1 alpha-2 code (upper case, as the API sends it). */
export const FLAG_URLS: Readonly<Record<CountryCode, string>> = {
  US: us,
  CN: cn,
  GB: gb,
  DE: de,
  IT: it,
  PL: pl,
  FR: fr,
  ES: es,
  CZ: cz,
  TR: tr,
  CA: ca,
  LV: lv,
  LT: lt,
  HU: hu,
  SK: sk,
  RO: ro,
  EE: ee,
  JP: jp,
  KR: kr,
  AU: au,
};
