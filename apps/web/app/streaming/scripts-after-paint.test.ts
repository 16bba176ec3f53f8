import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaintLoader, scriptsAfterPaint } from './scripts-after-paint.js';

async function through(chunks: Buffer[]): Promise<string> {
  let ended = 0;
  const out: string[] = [];
  const stream = Readable.from(chunks).pipe(scriptsAfterPaint(() => ended++));
  for await (const chunk of stream) out.push(Buffer.from(chunk as Buffer).toString('utf8'));
  expect(ended).toBe(1);
  return out.join('');
}

// What React Router's <Scripts> and React make of a page, cut down: preloads hoisted into the head,
// the context script, then the module script that starts the app (its manifest holds "</script"
// only escaped, but a text may hold "<" and Cyrillic letters).
const MODULE_SOURCE =
  'import * as route0 from "/assets/root-2.js";\nwindow.__reactRouterManifest = {"title":"Посилка <3"};\nimport("/assets/entry.client-1.js");';
const PAGE =
  '<!DOCTYPE html><html lang="uk-UA"><head><meta charSet="utf-8"/><title>Посилка: доставка з-за кордону</title>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-1.js" nonce="n0nce"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js" nonce="n0nce"/></head>' +
  '<body><h1>Купуйте в Німеччині</h1><p>link rel="modulepreload" as text stays; 1 < 2</p>' +
  '<script nonce="n0nce">window.__reactRouterContext = {"ssr":true};</script>' +
  `<script nonce="n0nce" type="module" async="">${MODULE_SOURCE}</script>` +
  '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>';
const LOADER = afterPaintLoader(MODULE_SOURCE, ['/assets/entry.client-1.js', '/assets/root-2.js'], 'n0nce');
const EXPECTED = PAGE.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(
  `<script nonce="n0nce" type="module" async="">${MODULE_SOURCE}</script>`,
  LOADER,
);

describe("the page's scripts, asked for after the first frame", () => {
  it('takes the preloads out of the head and puts the module script behind a loader, in its place', async () => {
    const out = await through([Buffer.from(PAGE)]);
    expect(out).toBe(EXPECTED);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toContain('type="module"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(out).toContain('link rel="modulepreload" as text stays; 1 < 2');
    // The loader's text can neither end its own script nor open a comment: no "<" inside it.
    expect(LOADER.slice(LOADER.indexOf('>') + 1, -'</script>'.length)).not.toContain('<');
  });

  it('gives the same page however it is cut into chunks, inside a tag, a script or a Cyrillic letter', async () => {
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(EXPECTED);
    }
    expect(await through([...bytes].map((byte) => Buffer.from([byte])))).toBe(EXPECTED);
  });

  it('passes a page with no scripts, and one that ends inside a tag, unchanged', async () => {
    expect(await through([Buffer.from('<p>Привіт</p>')])).toBe('<p>Привіт</p>');
    expect(await through([Buffer.from('<p>x</p><link rel="module')])).toBe('<p>x</p><link rel="module');
    expect(await through([Buffer.from('<p>x</p><script type="module">import "/a.js"')])).toBe(
      '<p>x</p><script type="module">import "/a.js"',
    );
  });
});

describe('the loader', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  function runLoader(): void {
    const holder = document.createElement('div');
    holder.innerHTML = LOADER;
    // A script set by innerHTML does not run; its text is what the browser would run.
    new Function(holder.querySelector('script')!.textContent!)();
  }

  it('waits for the next frame, then adds the preloads and the module script with the nonce', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.useFakeTimers();
    runLoader();
    expect(document.querySelectorAll('link, script')).toHaveLength(0);
    frames.forEach((frame) => frame(0));
    vi.runAllTimers();
    vi.useRealTimers();
    const preloads = [...document.head.querySelectorAll('link')];
    expect(preloads.map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['modulepreload', '/assets/entry.client-1.js'],
      ['modulepreload', '/assets/root-2.js'],
    ]);
    const script = document.body.querySelector('script')!;
    expect(script.type).toBe('module');
    expect(script.nonce).toBe('n0nce');
    expect(script.textContent).toBe(MODULE_SOURCE);
  });

  it('in a hidden tab, which draws no frames, adds them at once', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runLoader();
    expect(document.head.querySelectorAll('link')).toHaveLength(2);
    expect(document.body.querySelector('script')?.textContent).toBe(MODULE_SOURCE);
  });
});
