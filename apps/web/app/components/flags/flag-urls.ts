/**
 * Flag images of the countries the site shows (flag-icons, MIT; docs/decisions/016-country-flags.md).
 * One import per country, not the package's CSS or a glob: only these files reach the bundle. A new
 * country in packages/domain needs its line here (the Record type makes the typecheck say so).
 */
import type { CountryCode } from '@posylka/domain';
import us from 'flag-icons/flags/4x3/us.svg';
import cn from 'flag-icons/flags/4x3/cn.svg';
import gb from 'flag-icons/flags/4x3/gb.svg';
import de from 'flag-icons/flags/4x3/de.svg';
import it from 'flag-icons/flags/4x3/it.svg';
import pl from 'flag-icons/flags/4x3/pl.svg';
import fr from 'flag-icons/flags/4x3/fr.svg';
import es from 'flag-icons/flags/4x3/es.svg';
import cz from 'flag-icons/flags/4x3/cz.svg';
import tr from 'flag-icons/flags/4x3/tr.svg';
import ca from 'flag-icons/flags/4x3/ca.svg';
import lv from 'flag-icons/flags/4x3/lv.svg';
import lt from 'flag-icons/flags/4x3/lt.svg';
import hu from 'flag-icons/flags/4x3/hu.svg';
import sk from 'flag-icons/flags/4x3/sk.svg';
import ro from 'flag-icons/flags/4x3/ro.svg';
import ee from 'flag-icons/flags/4x3/ee.svg';
import jp from 'flag-icons/flags/4x3/jp.svg';
import kr from 'flag-icons/flags/4x3/kr.svg';
import au from 'flag-icons/flags/4x3/au.svg';

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
