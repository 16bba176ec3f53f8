// Goods categories customers declare for a parcel (SPEC §3 Order item categoryId). Ids are fixed:
// order items keep them. Each carries the HS heading customs uses and the two flags of SPEC §9:
// dangerousGoods (lithium cells, flammable liquids travel under separate rules) and isTaxFree
// (duty and VAT are cancelled for generators, charging stations, power banks, satellite terminals).
import type { LocalizedText } from '@posylka/domain';

export interface GoodsCategorySeed {
  id: number;
  slug: string;
  hsCode: string;
  dangerousGoods: boolean;
  isTaxFree: boolean;
  names: LocalizedText;
}

type Flags = '' | 'dg' | 'free' | 'dg+free';
type Row = [
  id: number,
  slug: string,
  hsCode: string,
  flags: Flags,
  uk: string,
  ru: string,
  en: string,
  ro: string,
];

// One row per line: [id, slug, HS heading, flags, uk, ru, en, ro].
// prettier-ignore
const ROWS: Row[] = [
  [1, 't-shirts-tops', '6109', '', 'Футболки та топи', 'Футболки и топы', 'T-shirts and tops', 'Tricouri și topuri'],
  [2, 'jackets-coats', '6201', '', 'Куртки та пальта', 'Куртки и пальто', 'Jackets and coats', 'Geci și paltoane'],
  [3, 'dresses-skirts', '6204', '', 'Сукні та спідниці', 'Платья и юбки', 'Dresses and skirts', 'Rochii și fuste'],
  [4, 'trousers-jeans', '6203', '', 'Штани та джинси', 'Брюки и джинсы', 'Trousers and jeans', 'Pantaloni și blugi'],
  [5, 'sweaters-hoodies', '6110', '', 'Светри та худі', 'Свитера и худи', 'Sweaters and hoodies', 'Pulovere și hanorace'],
  [6, 'underwear-socks', '6108', '', 'Білизна та шкарпетки', 'Бельё и носки', 'Underwear and socks', 'Lenjerie și șosete'],
  [7, 'sportswear', '6112', '', 'Спортивний одяг', 'Спортивная одежда', 'Sportswear', 'Îmbrăcăminte sport'],
  [8, 'baby-clothes', '6111', '', 'Дитячий одяг', 'Детская одежда', "Children's clothes", 'Haine pentru copii'],
  [9, 'sneakers', '6404', '', 'Кросівки та кеди', 'Кроссовки и кеды', 'Sneakers', 'Adidași și teniși'],
  [10, 'leather-shoes', '6403', '', 'Шкіряне взуття', 'Кожаная обувь', 'Leather shoes and boots', 'Încălțăminte din piele'],
  [11, 'bags-backpacks', '4202', '', 'Сумки та рюкзаки', 'Сумки и рюкзаки', 'Bags and backpacks', 'Genți și rucsacuri'],
  [12, 'hats-caps', '6505', '', 'Головні убори', 'Головные уборы', 'Hats and caps', 'Pălării și șepci'],
  [13, 'sunglasses', '9004', '', 'Сонцезахисні окуляри', 'Солнцезащитные очки', 'Sunglasses', 'Ochelari de soare'],
  [14, 'watches', '9102', '', 'Наручні годинники', 'Наручные часы', 'Wrist watches', 'Ceasuri de mână'],
  [15, 'jewellery', '7117', '', 'Біжутерія', 'Бижутерия', 'Fashion jewellery', 'Bijuterii fantezie'],
  [16, 'makeup-skincare', '3304', '', 'Косметика та догляд за шкірою', 'Косметика и уход за кожей', 'Makeup and skincare', 'Machiaj și îngrijirea pielii'],
  [17, 'hair-care', '3305', '', 'Засоби для волосся', 'Средства для волос', 'Hair care', 'Îngrijirea părului'],
  // Alcohol-based perfume is a flammable liquid for air transport.
  [18, 'perfume', '3303', 'dg', 'Парфуми', 'Парфюмерия', 'Perfume', 'Parfumuri'],
  [19, 'vitamins-supplements', '2106', '', 'Вітаміни та харчові добавки', 'Витамины и пищевые добавки', 'Vitamins and supplements', 'Vitamine și suplimente'],
  [20, 'sports-nutrition', '2106', '', 'Спортивне харчування', 'Спортивное питание', 'Sports nutrition', 'Nutriție sportivă'],
  [21, 'coffee-tea', '0901', '', 'Кава та чай', 'Кофе и чай', 'Coffee and tea', 'Cafea și ceai'],
  [22, 'sweets-chocolate', '1806', '', 'Солодощі та шоколад', 'Сладости и шоколад', 'Sweets and chocolate', 'Dulciuri și ciocolată'],
  // Phones, laptops, tablets and smartwatches hold lithium batteries: carried as dangerous goods.
  [23, 'mobile-phones', '8517', 'dg', 'Мобільні телефони', 'Мобильные телефоны', 'Mobile phones', 'Telefoane mobile'],
  [24, 'laptops', '8471', 'dg', 'Ноутбуки', 'Ноутбуки', 'Laptops', 'Laptopuri'],
  [25, 'tablets', '8471', 'dg', 'Планшети', 'Планшеты', 'Tablets', 'Tablete'],
  [26, 'headphones', '8518', '', 'Навушники та колонки', 'Наушники и колонки', 'Headphones and speakers', 'Căști și boxe'],
  [27, 'smart-watches', '8517', 'dg', 'Смарт-годинники та фітнес-браслети', 'Смарт-часы и фитнес-браслеты', 'Smartwatches and fitness trackers', 'Ceasuri inteligente și brățări fitness'],
  [28, 'cameras', '8525', '', 'Фото- та відеокамери', 'Фото- и видеокамеры', 'Cameras', 'Camere foto și video'],
  [29, 'game-consoles', '9504', '', 'Ігрові консолі та аксесуари', 'Игровые консоли и аксессуары', 'Game consoles and accessories', 'Console de jocuri și accesorii'],
  [30, 'computer-parts', '8473', '', "Комплектуючі для комп'ютерів", 'Комплектующие для компьютеров', 'Computer parts', 'Componente de calculator'],
  [31, 'monitors-tv', '8528', '', 'Монітори та телевізори', 'Мониторы и телевизоры', 'Monitors and TVs', 'Monitoare și televizoare'],
  [32, 'chargers-cables', '8504', '', 'Зарядні пристрої та кабелі', 'Зарядные устройства и кабели', 'Chargers and cables', 'Încărcătoare și cabluri'],
  [33, 'home-appliances', '8509', '', 'Дрібна побутова техніка', 'Мелкая бытовая техника', 'Small home appliances', 'Electrocasnice mici'],
  // Lithium cells: dangerous goods; duty and VAT are cancelled for power banks (SPEC §9).
  [34, 'power-banks', '8507', 'dg+free', 'Павербанки', 'Пауэрбанки', 'Power banks', 'Baterii externe'],
  [35, 'generators', '8502', 'free', 'Генератори', 'Генераторы', 'Generators', 'Generatoare'],
  // Portable charging (power) stations are large lithium batteries.
  [36, 'charging-stations', '8507', 'dg+free', 'Зарядні станції', 'Зарядные станции', 'Charging stations', 'Stații de încărcare'],
  [37, 'satellite-terminals', '8517', 'free', 'Супутникові термінали', 'Спутниковые терминалы', 'Satellite terminals', 'Terminale prin satelit'],
  [38, 'books-magazines', '4901', '', 'Книги та журнали', 'Книги и журналы', 'Books and magazines', 'Cărți și reviste'],
  [39, 'toys', '9503', '', 'Іграшки', 'Игрушки', 'Toys', 'Jucării'],
  [40, 'board-games', '9504', '', 'Настільні ігри та пазли', 'Настольные игры и пазлы', 'Board games and puzzles', 'Jocuri de societate și puzzle-uri'],
  [41, 'sports-equipment', '9506', '', 'Спортивний інвентар', 'Спортивный инвентарь', 'Sports equipment', 'Echipament sportiv'],
  [42, 'camping-gear', '6306', '', 'Туристичне спорядження', 'Туристическое снаряжение', 'Camping gear', 'Echipament de camping'],
  [43, 'bicycle-parts', '8714', '', 'Велозапчастини та аксесуари', 'Велозапчасти и аксессуары', 'Bicycle parts and accessories', 'Piese și accesorii pentru biciclete'],
  [44, 'car-parts', '8708', '', 'Автозапчастини', 'Автозапчасти', 'Car parts', 'Piese auto'],
  [45, 'tools', '8467', '', 'Інструменти', 'Инструменты', 'Tools', 'Scule'],
  [46, 'kitchenware', '7323', '', 'Посуд і кухонне приладдя', 'Посуда и кухонные принадлежности', 'Kitchenware', 'Vase și ustensile de bucătărie'],
  [47, 'home-textiles', '6302', '', 'Домашній текстиль', 'Домашний текстиль', 'Home textiles', 'Textile de casă'],
  [48, 'baby-care', '9619', '', 'Підгузки та догляд за дитиною', 'Подгузники и уход за ребёнком', 'Diapers and baby care', 'Scutece și îngrijirea copilului'],
  [49, 'pet-supplies', '4201', '', 'Товари для тварин', 'Товары для животных', 'Pet supplies', 'Articole pentru animale'],
  [50, 'musical-instruments', '9202', '', 'Музичні інструменти', 'Музыкальные инструменты', 'Musical instruments', 'Instrumente muzicale'],
];

// `eng` is the English interface for Romania, so it shares the English wording.
export const GOODS_CATEGORIES: readonly GoodsCategorySeed[] = ROWS.map(
  ([id, slug, hsCode, flags, uk, ru, en, ro]) => ({
    id,
    slug,
    hsCode,
    dangerousGoods: flags === 'dg' || flags === 'dg+free',
    isTaxFree: flags === 'free' || flags === 'dg+free',
    names: { uk, ru, en, ro, eng: en },
  }),
);
