import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lowPriorityScriptPreloads } from './script-priority.js';

async function through(chunks: Buffer[]): Promise<string> {
  let ended = 0;
  const out: Buffer[] = [];
  const stream = Readable.from(chunks).pipe(lowPriorityScriptPreloads(() => ended++));
  for await (const chunk of stream) out.push(chunk as Buffer);
  expect(ended).toBe(1);
  return Buffer.concat(out).toString('utf8');
}

const PAGE =
  '<!DOCTYPE html><html lang="uk-UA"><head><meta charSet="utf-8"/><title>Посилка: доставка з-за кордону</title>' +
  '<link rel="modulepreload" href="/assets/react-1.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js" nonce="n"/></head>' +
  '<body><h1>Купуйте в Німеччині</h1><p>link rel="modulepreload" as text stays</p></body></html>';
const EXPECTED = PAGE.replaceAll(
  '<link rel="modulepreload"',
  '<link rel="modulepreload" fetchpriority="low"',
);

describe("the page's script preloads at low priority", () => {
  it('marks every module preload and nothing else', async () => {
    expect(await through([Buffer.from(PAGE)])).toBe(EXPECTED);
    expect(EXPECTED.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it('finds the tag however the page is cut into chunks, inside a tag or inside a Cyrillic letter', async () => {
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(EXPECTED);
    }
    const singleBytes = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await through(singleBytes)).toBe(EXPECTED);
  });

  it('passes a page with no preloads, and one ending in what looks like the start of the tag, unchanged', async () => {
    expect(await through([Buffer.from('<p>Привіт</p>')])).toBe('<p>Привіт</p>');
    expect(await through([Buffer.from('<p>x</p><link rel="module')])).toBe('<p>x</p><link rel="module');
  });
});
