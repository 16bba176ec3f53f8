import { localizedText as t } from '../reference/localized.js';
import type { LocalizedText } from '../reference/types.js';

/** The prohibited goods SPEC §9 names, in its order. */
export const FORBIDDEN_ITEM_KINDS = [
  'batteries',
  'power_banks',
  'hoverboards',
  'aerosols',
  'weapons',
  'alcohol',
  'tobacco',
  'drones',
  'liquids',
  'medicines',
  'food',
] as const;
export type ForbiddenItemKind = (typeof FORBIDDEN_ITEM_KINDS)[number];

export type ForbiddenItem = { kind: ForbiddenItemKind; name: LocalizedText; note: LocalizedText };

/** Name and a one-line reason per kind, so the guide tells the customer why, not only what. */
export const FORBIDDEN_ITEMS: Readonly<Record<ForbiddenItemKind, ForbiddenItem>> = {
  batteries: {
    kind: 'batteries',
    name: t(
      'Літієві акумулятори та батареї',
      'Литиевые аккумуляторы и батареи',
      'Lithium batteries',
      'Baterii cu litiu',
    ),
    note: t(
      'Окремо від пристрою або з пошкодженим корпусом: ризик займання в літаку.',
      'Отдельно от устройства или с повреждённым корпусом: риск возгорания в самолёте.',
      'Loose or with a damaged case: a fire risk on board an aircraft.',
      'Separat de dispozitiv sau cu carcasa deteriorată: risc de incendiu în avion.',
    ),
  },
  power_banks: {
    kind: 'power_banks',
    name: t('Павербанки', 'Павербанки', 'Power banks', 'Baterii externe (power bank)'),
    note: t(
      'Авіаперевізники не беруть їх у вантажний відсік.',
      'Авиаперевозчики не принимают их в грузовой отсек.',
      'Airlines do not carry them in the cargo hold.',
      'Companiile aeriene nu le transportă în cala de marfă.',
    ),
  },
  hoverboards: {
    kind: 'hoverboards',
    name: t(
      'Гіроборди та електросамокати',
      'Гироскутеры и электросамокаты',
      'Hoverboards and e-scooters',
      'Hoverboard-uri și trotinete electrice',
    ),
    note: t(
      'Великі літієві батареї, які не можна перевозити.',
      'Большие литиевые батареи, которые нельзя перевозить.',
      'Large lithium batteries that cannot be shipped.',
      'Baterii mari cu litiu care nu pot fi expediate.',
    ),
  },
  aerosols: {
    kind: 'aerosols',
    name: t(
      'Аерозолі та балончики під тиском',
      'Аэрозоли и баллончики под давлением',
      'Aerosols and pressurised cans',
      'Aerosoli și recipiente sub presiune',
    ),
    note: t(
      'Лаки, дезодоранти-спреї, фарби: займисті й можуть вибухнути.',
      'Лаки, дезодоранты-спреи, краски: легко воспламеняются и могут взорваться.',
      'Hairspray, spray deodorants, paints: flammable and may burst.',
      'Fixative, deodorante spray, vopsele: inflamabile și pot exploda.',
    ),
  },
  weapons: {
    kind: 'weapons',
    name: t(
      'Зброя, боєприпаси та їхні частини',
      'Оружие, боеприпасы и их части',
      'Weapons, ammunition and their parts',
      'Arme, muniție și piese ale acestora',
    ),
    note: t(
      'Включно з пневматикою, електрошокерами та перцевими балончиками.',
      'Включая пневматику, электрошокеры и перцовые баллончики.',
      'Including air guns, stun guns and pepper sprays.',
      'Inclusiv arme cu aer comprimat, electroșocuri și spray-uri cu piper.',
    ),
  },
  alcohol: {
    kind: 'alcohol',
    name: t('Алкогольні напої', 'Алкогольные напитки', 'Alcoholic drinks', 'Băuturi alcoolice'),
    note: t(
      'Потребують акцизних марок і ліцензії.',
      'Требуют акцизных марок и лицензии.',
      'They require excise stamps and a licence.',
      'Necesită timbre de acciză și licență.',
    ),
  },
  tobacco: {
    kind: 'tobacco',
    name: t(
      'Тютюн, сигарети та рідини для вейпів',
      'Табак, сигареты и жидкости для вейпов',
      'Tobacco, cigarettes and vape liquids',
      'Tutun, țigări și lichide pentru vape',
    ),
    note: t(
      'Підакцизні товари, митниця їх не пропускає в посилках.',
      'Подакцизные товары, таможня не пропускает их в посылках.',
      'Excise goods that customs does not clear in parcels.',
      'Bunuri accizabile pe care vama nu le acceptă în colete.',
    ),
  },
  drones: {
    kind: 'drones',
    name: t(
      'Дрони та квадрокоптери',
      'Дроны и квадрокоптеры',
      'Drones and quadcopters',
      'Drone și quadcoptere',
    ),
    note: t(
      'Товари подвійного призначення з літієвими батареями.',
      'Товары двойного назначения с литиевыми батареями.',
      'Dual-use goods with lithium batteries.',
      'Bunuri cu dublă utilizare, cu baterii cu litiu.',
    ),
  },
  liquids: {
    kind: 'liquids',
    name: t(
      'Рідини, парфуми та лаки для нігтів',
      'Жидкости, духи и лаки для ногтей',
      'Liquids, perfumes and nail polish',
      'Lichide, parfumuri și lacuri de unghii',
    ),
    note: t(
      'Легкозаймисті рідини заборонені в авіапосилках.',
      'Легковоспламеняющиеся жидкости запрещены в авиапосылках.',
      'Flammable liquids are banned from air parcels.',
      'Lichidele inflamabile sunt interzise în coletele aeriene.',
    ),
  },
  medicines: {
    kind: 'medicines',
    name: t(
      'Ліки та рецептурні препарати',
      'Лекарства и рецептурные препараты',
      'Medicines and prescription drugs',
      'Medicamente și produse pe bază de rețetă',
    ),
    note: t(
      'Ввезення ліків поштою в Україну обмежене законом.',
      'Ввоз лекарств почтой в Украину ограничен законом.',
      'Importing medicines into Ukraine by post is restricted by law.',
      'Importul de medicamente prin poștă în Ucraina este restricționat prin lege.',
    ),
  },
  food: {
    kind: 'food',
    name: t('Продукти харчування', 'Продукты питания', 'Food', 'Alimente'),
    note: t(
      'Швидкопсувні продукти та продукти без заводського пакування.',
      'Скоропортящиеся продукты и продукты без заводской упаковки.',
      'Perishable food and food without factory packaging.',
      'Alimente perisabile și alimente fără ambalaj original.',
    ),
  },
};
