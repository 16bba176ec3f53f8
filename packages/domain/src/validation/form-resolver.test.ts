import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFormResolver, nestFieldErrors } from './form-resolver.js';
import { requiredText } from './refine.js';

describe('form resolver for react-hook-form: errors keyed by field paths like items.0.name', () => {
  it('nests dotted paths, with arrays for row indexes', () => {
    expect(nestFieldErrors({ 'items.1.name': 'A', 'address.zip': 'B', root: 'C' })).toEqual({
      items: [undefined, { name: { type: 'validation', message: 'A' } }],
      address: { zip: { type: 'validation', message: 'B' } },
      root: { type: 'validation', message: 'C' },
    });
  });

  it('returns parsed values when valid and localized nested errors when not', async () => {
    const schema = z.object({ items: z.array(z.object({ name: requiredText({ min: 3 }) })) });
    const resolver = createFormResolver(schema, () => 'ru');
    expect(await resolver({ items: [{ name: ' Bag ' }] })).toEqual({
      values: { items: [{ name: 'Bag' }] },
      errors: {},
    });
    expect(await resolver({ items: [{ name: 'Bag' }, { name: 'TV' }] })).toEqual({
      values: {},
      errors: { items: [undefined, { name: { type: 'validation', message: 'Минимум 3 символа' } }] },
    });
  });
});
