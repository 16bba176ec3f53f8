import type { LocalizedMessage } from './types.js';

/** Consolidation request messages (SPEC §8 "Consolidation"; issue 5 "the 'Yes' agreement"). */
export const LIFECYCLE_MESSAGES = {
  'consolidation.tooFew': {
    uk: 'Оберіть щонайменше дві посилки для об’єднання',
    ru: 'Выберите не менее двух посылок для объединения',
    en: 'Choose at least two parcels to consolidate',
    ro: 'Alegeți cel puțin două colete pentru consolidare',
    eng: 'Choose at least two parcels to consolidate',
  },
  'consolidation.mixedCountries': {
    uk: 'Об’єднати можна лише посилки з однієї країни',
    ru: 'Объединить можно только посылки из одной страны',
    en: 'Only parcels from one country can be consolidated',
    ro: 'Pot fi consolidate doar coletele din aceeași țară',
    eng: 'Only parcels from one country can be consolidated',
  },
  'consolidation.notAtWarehouse': {
    uk: 'Ця посилка ще не на складі або вже готується до відправлення, її не можна об’єднати',
    ru: 'Эта посылка ещё не на складе или уже готовится к отправке, её нельзя объединить',
    en: 'This parcel is not at the warehouse or is already being prepared for dispatch, so it cannot be consolidated',
    ro: 'Acest colet nu este în depozit sau este deja pregătit pentru expediere, deci nu poate fi consolidat',
    eng: 'This parcel is not at the warehouse or is already being prepared for dispatch, so it cannot be consolidated',
  },
  'consolidation.agreement': {
    uk: 'Підтвердьте згоду з умовами об’єднання, натиснувши «Так»',
    ru: 'Подтвердите согласие с условиями объединения, нажав «Да»',
    en: 'Confirm that you agree to the consolidation terms by choosing “Yes”',
    ro: 'Confirmați că sunteți de acord cu condițiile consolidării alegând „Da”',
    eng: 'Confirm that you agree to the consolidation terms by choosing “Yes”',
  },
} satisfies Record<string, LocalizedMessage>;
