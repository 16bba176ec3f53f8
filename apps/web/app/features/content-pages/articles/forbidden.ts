import { FORBIDDEN_ITEMS_ARTICLE_ID, localizedText as t } from '@posylka/domain';
import type { FaqArticle } from './types.js';

/** SPEC §2: the forbidden-items guide links to this article; the lists themselves come from the domain. */
export const FORBIDDEN_ARTICLE: FaqArticle = {
  id: FORBIDDEN_ITEMS_ARTICLE_ID,
  title: t(
    'Які товари заборонено пересилати',
    'Какие товары запрещено пересылать',
    'Which goods cannot be shipped',
    'Ce bunuri nu pot fi expediate',
  ),
  summary: t(
    'Перелік заборонених товарів залежить від країни відправлення. Перевірте його до покупки.',
    'Список запрещённых товаров зависит от страны отправки. Проверьте его до покупки.',
    'The list of prohibited goods depends on the country the parcel comes from. Check it before you buy.',
    'Lista bunurilor interzise depinde de țara de expediere. Verificați-o înainte de cumpărare.',
  ),
  blocks: [
    {
      kind: 'p',
      text: t(
        'Ми перевозимо посилки літаком і автомобілем, тому діють правила авіаперевізників, митниці України та країни відправлення. Посилку із забороненим товаром склад не відправить: її доведеться повернути продавцю за ваш рахунок або утилізувати.',
        'Мы перевозим посылки самолётом и автомобилем, поэтому действуют правила авиаперевозчиков, таможни Украины и страны отправки. Посылку с запрещённым товаром склад не отправит: её придётся вернуть продавцу за ваш счёт или утилизировать.',
        'We carry parcels by air and by road, so the rules of the airlines, of Ukrainian customs and of the sending country all apply. A parcel with a prohibited item will not be dispatched: it has to be returned to the seller at your cost or disposed of.',
        'Transportăm coletele cu avionul și pe șosea, așa că se aplică regulile companiilor aeriene, ale vămii ucrainene și ale țării de expediere. Un colet cu un bun interzis nu va fi expediat: trebuie returnat vânzătorului pe cheltuiala dvs. sau eliminat.',
      ),
    },
    {
      kind: 'h2',
      text: t(
        'Чим відрізняються списки',
        'Чем отличаются списки',
        'How the lists differ',
        'Cum diferă listele',
      ),
    },
    {
      kind: 'ul',
      items: [
        t(
          'Канада, Південна Корея та Австралія мають спільний список: додатково заборонено акумулятори, павербанки, дрони та рідини.',
          'Канада, Южная Корея и Австралия имеют общий список: дополнительно запрещены аккумуляторы, павербанки, дроны и жидкости.',
          'Canada, South Korea and Australia share one list: batteries, power banks, drones and liquids are prohibited as well.',
          'Canada, Coreea de Sud și Australia au o listă comună: sunt interzise în plus bateriile, power bank-urile, dronele și lichidele.',
        ),
        t(
          'Японія та Китай мають власні списки; з обох країн не можна надсилати продукти харчування.',
          'Япония и Китай имеют собственные списки; из обеих стран нельзя отправлять продукты питания.',
          'Japan and China have their own lists; food cannot be sent from either.',
          'Japonia și China au liste proprii; din niciuna nu se pot trimite alimente.',
        ),
        t(
          'Для решти країн діє базовий, коротший список. Продукти харчування та добавки з цих країн можна надсилати до 10 кг.',
          'Для остальных стран действует базовый, более короткий список. Продукты питания и добавки из этих стран можно отправлять до 10 кг.',
          'All other countries use the basic, shorter list. Food and supplements from these countries may be sent up to 10 kg.',
          'Pentru celelalte țări se aplică lista de bază, mai scurtă. Alimentele și suplimentele din aceste țări pot fi trimise până la 10 kg.',
        ),
      ],
    },
  ],
  widget: 'forbidden-items',
};
