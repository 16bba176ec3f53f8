// @vitest-environment node
// Issue 18: "'Drag files here' is the text on a phone". The drop zone carries both texts; the
// stylesheet shows the drag text only with a fine pointer on a wide screen, the tap text elsewhere.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const css = readFileSync(fileURLToPath(new URL('./forwarding-documents.css', import.meta.url)), 'utf8');

it('shows the drag text only with a mouse on a wide screen, the tap text otherwise', () => {
  expect(css).toMatch(/\.drop-zone__title--drag \{\s*display: none;\s*\}/);
  expect(css).toMatch(
    /@media \(hover: hover\) and \(pointer: fine\) and \(min-width: 600px\) \{\s*\.drop-zone__title--drag \{\s*display: inline;\s*\}\s*\.drop-zone__title--tap \{\s*display: none;/,
  );
});
