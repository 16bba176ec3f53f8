// A press made before the page hydrated is held by the head's guard and sent once the form's submit
// button hydrates (held-submit.ts). Only the `Button` component does that, so a raw submit button
// would drop the press: the customer, or the operator, pressed and nothing happened.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = resolve(import.meta.dirname, '../..');

const sources = readdirSync(APP, { withFileTypes: true, recursive: true })
  .filter((e) => e.isFile() && e.name.endsWith('.tsx') && !/\.test\.tsx$/.test(e.name))
  .map((e) => relative(APP, join(e.parentPath, e.name)));

/** Each raw `<button …>` or `<input type="submit">` that submits its form, as "file:line". */
function rawSubmits(file: string, source: string): string[] {
  const found: string[] = [];
  // The attributes run to the tag's `>`, skipping `=>` and `>` inside `{…}` expressions.
  const tag = /<(button|input)\b((?:[^>{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)>/g;
  for (const match of source.matchAll(tag)) {
    const [, name, attributes = ''] = match;
    const type = /\btype=(?:"([^"]*)"|\{'([^']*)'\})/.exec(attributes);
    const value = type?.[1] ?? type?.[2];
    // A button without a type submits its form, and one whose type is an expression may.
    const submits = name === 'button' ? value !== 'button' && value !== 'reset' : value === 'submit';
    if (submits) found.push(`${file}:${source.slice(0, match.index).split('\n').length}`);
  }
  return found;
}

describe('a submit pressed before hydration is never dropped', () => {
  it('finds a raw submit button (the check can fail)', () => {
    expect(rawSubmits('x.tsx', '<form>\n<button className="b">Go</button></form>')).toEqual(['x.tsx:2']);
    expect(rawSubmits('x.tsx', '<button type="submit" onClick={() => a > b}>Go</button>')).toEqual([
      'x.tsx:1',
    ]);
    expect(rawSubmits('x.tsx', '<input type="submit" value="Go" />')).toEqual(['x.tsx:1']);
    expect(rawSubmits('x.tsx', '<button ref={(el) => { refs.set(el); }} type="button">Tab</button>')).toEqual(
      [],
    );
  });

  it('every submit button of the site and the console is the Button component', () => {
    const offenders = sources
      .filter((file) => file !== 'components/ui/button.tsx')
      .flatMap((file) => rawSubmits(file, readFileSync(join(APP, file), 'utf8')));
    expect(sources.length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
