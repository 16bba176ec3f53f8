import { describe, expect, it } from 'vitest';
import { hasCyrillic, transliterate } from './transliterate.js';

describe('transliterate: "names are transliterated to Latin on input" (KMU resolution No. 55, 2010)', () => {
  it.each([
    // Examples from the resolution's own table.
    ['Алушта', 'Alushta'],
    ['Борщагівка', 'Borshchahivka'],
    ['Згорани', 'Zghorany'],
    ['Розгон', 'Rozghon'],
    ['Гадяч', 'Hadiach'],
    ['Ґалаґан', 'Galagan'],
    ['Єнакієве', 'Yenakiieve'],
    ['Їжакевич', 'Yizhakevych'],
    ['Кадиївка', 'Kadyivka'],
    ['Йосипівка', 'Yosypivka'],
    ['Стрий', 'Stryi'],
    ['Юрій', 'Yurii'],
    ['Корюківка', 'Koriukivka'],
    ['Яготин', 'Yahotyn'],
    ['Костянтин', 'Kostiantyn'],
    ['Щербухи', 'Shcherbukhy'],
    ['Знам’янка', 'Znamianka'],
    ["Короп'є", 'Koropie'],
    ['Феодосія', 'Feodosiia'],
    ['Ужгород', 'Uzhhorod'],
    ['Харків', 'Kharkiv'],
    ['Ціпки', 'Tsipky'],
    ['Русь', 'Rus'],
  ])('%s -> %s', (cyrillic, latin) => {
    expect(transliterate(cyrillic)).toBe(latin);
  });

  it('writes Russian-only letters ё ы э ъ in the same style', () => {
    expect(transliterate('Ёлка')).toBe('Yolka');
    expect(transliterate('мёд')).toBe('miod');
    expect(transliterate('сыр')).toBe('syr');
    expect(transliterate('Этажерка')).toBe('Etazherka');
    expect(transliterate('объём')).toBe('obiom');
  });

  it('keeps Latin, digits and punctuation as typed and capitalises by word', () => {
    expect(transliterate('Кросівки Nike, розмір 42 (чорні)')).toBe('Krosivky Nike, rozmir 42 (chorni)');
    expect(transliterate('ЩУКА')).toBe('SHCHUKA');
    expect(transliterate('USB-ШНУР')).toBe('USB-SHNUR');
    expect(transliterate('Шапка')).toBe('Shapka');
  });

  it('drops an apostrophe only between Cyrillic letters, so quotes in names survive', () => {
    expect(transliterate("м'ята")).toBe('miata');
    expect(transliterate("'Сумка'")).toBe("'Sumka'");
  });

  it('detects Cyrillic text', () => {
    expect(hasCyrillic('Nike Air')).toBe(false);
    expect(hasCyrillic('Nike Аir')).toBe(true);
  });
});
