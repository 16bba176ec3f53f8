import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

const PRELOAD = /<link rel="modulepreload"[^>]*>/y;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>/y;
const HREF = /\bhref="([^"]*)"/;
const NONCE = /\bnonce="([^"]*)"/;
const SCRIPT_END = '</script>';

/**
 * The page's HTML with its scripts asked for after the first frame.
 *
 * The page arrives server-rendered: what a customer sees first needs the stylesheet, the fonts and
 * the pictures, not the scripts, which only make it interactive. React Router's <Scripts> preloads
 * every module of the page from the head and starts them from an inline module script, so 25–40
 * scripts (130–235 KB) are asked for while the page is still being read: over HTTP/1.1 they hold
 * the browser's six connections, and the tariffs page's flags waited behind them; the first frame
 * came only after the last script had arrived (decision 029).
 *
 * Here every `<link rel="modulepreload">` is taken out of the head and the inline module script is
 * replaced, in place, by a classic script that, once the first frame has been drawn, adds the same
 * preloads and the same module script. The server's HTML is whole and readable meanwhile; forms
 * are held by the head's submit guard and typed text is kept (components/hydration). A hidden tab
 * has no frames, so there the scripts load at once. (React Router has no option for any of it, so
 * the stream is edited on the way out. React hydrates the replacement: a script with no `src` in
 * the body matches whatever script it finds there.)
 *
 * Works on text decoded across chunk borders (a Cyrillic letter may be cut in two); a tag cut by a
 * chunk border waits for the rest, and so does the module script until its end. `onEnd` runs when
 * the page has been written whole.
 */
export function scriptsAfterPaint(onEnd?: () => void): Transform {
  const decoder = new StringDecoder('utf8');
  const preloads: string[] = [];
  let pending = '';
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      pending += typeof chunk === 'string' ? chunk : decoder.write(chunk);
      const { out, rest } = rewrite(pending, preloads, false);
      pending = rest;
      callback(null, out);
    },
    flush(callback) {
      pending += decoder.end();
      const { out } = rewrite(pending, preloads, true);
      onEnd?.();
      callback(null, out);
    },
  });
}

/** Rewrites what is complete in `text`; `rest` is the start of a tag (or module script) cut off. */
function rewrite(text: string, preloads: string[], atEnd: boolean): { out: string; rest: string } {
  let out = '';
  let from = 0;
  for (let at = text.indexOf('<', from); at >= 0; at = text.indexOf('<', from)) {
    const close = text.indexOf('>', at);
    if (close < 0) {
      if (atEnd) break;
      return { out: out + text.slice(from, at), rest: text.slice(at) };
    }
    PRELOAD.lastIndex = at;
    MODULE_SCRIPT.lastIndex = at;
    const preload = PRELOAD.exec(text);
    const module = preload ? null : MODULE_SCRIPT.exec(text);
    if (preload) {
      const href = HREF.exec(preload[0])?.[1];
      if (href) preloads.push(href);
      out += text.slice(from, at);
      from = at + preload[0].length;
    } else if (module) {
      const bodyStart = at + module[0].length;
      const end = text.indexOf(SCRIPT_END, bodyStart);
      if (end < 0) {
        if (atEnd) break;
        return { out: out + text.slice(from, at), rest: text.slice(at) };
      }
      const nonce = NONCE.exec(module[0])?.[1];
      out += text.slice(from, at) + afterPaintLoader(text.slice(bodyStart, end), preloads, nonce);
      from = end + SCRIPT_END.length;
    } else {
      out += text.slice(from, close + 1);
      from = close + 1;
    }
  }
  return { out: out + text.slice(from), rest: '' };
}

/** A JS string literal safe inside an HTML <script>: no `<` can close it or open a comment. */
function literal(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The classic script standing in for the module script; `nonce` lets the policy run the one it adds. */
export function afterPaintLoader(moduleSource: string, preloads: readonly string[], nonce?: string): string {
  const attribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  const code =
    `(function(p,m,n){function go(){p.forEach(function(h){var l=document.createElement('link');` +
    `l.rel='modulepreload';l.href=h;document.head.appendChild(l)});var s=document.createElement('script');` +
    `s.type='module';if(n)s.nonce=n;s.textContent=m;document.body.appendChild(s)}` +
    `if(document.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})` +
    `(${literal(preloads)},${literal(moduleSource)},${literal(nonce ?? '')})`;
  return `<script${attribute}>${code}</script>`;
}
