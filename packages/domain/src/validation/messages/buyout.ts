import type { LocalizedMessage } from './types.js';

/** Buy-out messages (SPEC §5 "Buy-out"; §8 product keys link, linkOneShop, linkTheSame, linkBlocked, name, ...). */
export const BUYOUT_MESSAGES = {
  'buyout.link': {
    uk: 'Вставте посилання на товар, що починається з http:// або https://',
    ru: 'Вставьте ссылку на товар, начинающуюся с http:// или https://',
    en: 'Paste a product link starting with http:// or https://',
    ro: 'Inserați un link către produs care începe cu http:// sau https://',
    eng: 'Paste a product link starting with http:// or https://',
  },
  'buyout.linkOneShop': {
    uk: 'Усі товари в замовленні мають бути з одного магазину ({host})',
    ru: 'Все товары в заказе должны быть из одного магазина ({host})',
    en: 'All products in one order must come from one shop ({host})',
    ro: 'Toate produsele din comandă trebuie să fie din același magazin ({host})',
    eng: 'All products in one order must come from one shop ({host})',
  },
  'buyout.linkTheSame': {
    uk: 'Це посилання вже є в замовленні. Змініть кількість у наявному рядку',
    ru: 'Эта ссылка уже есть в заказе. Измените количество в существующей строке',
    en: 'This link is already in the order. Change the quantity in that line instead',
    ro: 'Acest link există deja în comandă. Modificați cantitatea pe rândul existent',
    eng: 'This link is already in the order. Change the quantity in that line instead',
  },
  'buyout.linkBlocked': {
    uk: 'На жаль, ми не викуповуємо товари з цього магазину',
    ru: 'К сожалению, мы не выкупаем товары из этого магазина',
    en: 'Sorry, we do not buy goods from this shop',
    ro: 'Ne pare rău, nu cumpărăm produse din acest magazin',
    eng: 'Sorry, we do not buy goods from this shop',
  },
  'buyout.name': {
    uk: 'Вкажіть назву товару латиницею, як у магазині',
    ru: 'Укажите название товара латиницей, как в магазине',
    en: 'Enter the product name in Latin letters, as in the shop',
    ro: 'Introduceți denumirea produsului cu litere latine, ca în magazin',
    eng: 'Enter the product name in Latin letters, as in the shop',
  },
  'buyout.nameSymbols': {
    uk: 'Назва містить недопустимі символи: {chars}',
    ru: 'Название содержит недопустимые символы: {chars}',
    en: 'The name contains characters that are not allowed: {chars}',
    ro: 'Denumirea conține caractere nepermise: {chars}',
    eng: 'The name contains characters that are not allowed: {chars}',
  },
  'buyout.quantity': {
    uk: 'Під час редагування кількість не можна змінити: {original}',
    ru: 'При редактировании количество изменить нельзя: {original}',
    en: 'The quantity cannot be changed when editing: {original}',
    ro: 'Cantitatea nu poate fi modificată la editare: {original}',
    eng: 'The quantity cannot be changed when editing: {original}',
  },
  'buyout.price': {
    uk: 'Під час редагування ціна не може бути вищою за {max}',
    ru: 'При редактировании цена не может быть выше {max}',
    en: 'When editing, the price cannot be higher than {max}',
    ro: 'La editare, prețul nu poate depăși {max}',
    eng: 'When editing, the price cannot be higher than {max}',
  },
  'buyout.noPricedProduct': {
    uk: 'Додайте хоча б один товар із ціною більше нуля',
    ru: 'Добавьте хотя бы один товар с ценой больше нуля',
    en: 'Add at least one product with a price above zero',
    ro: 'Adăugați cel puțin un produs cu prețul mai mare decât zero',
    eng: 'Add at least one product with a price above zero',
  },
  'recipient.name': {
    uk: 'Вкажіть українською з великої літери, наприклад Олена або Анна-Марія',
    ru: 'Укажите на украинском с заглавной буквы, например Олена или Анна-Марія',
    en: 'Enter it in Ukrainian Cyrillic with a capital letter, e.g. Олена or Анна-Марія',
    ro: 'Introduceți în chirilică ucraineană, cu majusculă, de ex. Олена sau Анна-Марія',
    eng: 'Enter it in Ukrainian Cyrillic with a capital letter, e.g. Олена or Анна-Марія',
  },
} satisfies Record<string, LocalizedMessage>;
