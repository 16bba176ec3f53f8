import { Transform } from 'node:stream';

const TAG = Buffer.from('<link rel="modulepreload"');
const LOWERED = Buffer.from('<link rel="modulepreload" fetchpriority="low"');

/**
 * The page's HTML with its script preloads asked for at low priority.
 *
 * The page arrives server-rendered: what a customer sees first needs the stylesheet, the fonts and
 * the hero picture, not the scripts, which only make it interactive. React Router's <Scripts>
 * preloads every module of the page at the browser's high priority, so on a slow line ~120 KB of
 * scripts compete with the stylesheet and the hero picture for the first second. At low priority
 * they still load in parallel and in time to hydrate, after what paints. (React Router has no option
 * for it: its links take no attributes, so the stream is edited on the way out.)
 *
 * Works on bytes: a chunk may end inside the tag (or inside a multi-byte letter, which the tag's
 * ASCII never matches), so the bytes that could start the tag wait for the next chunk. `onEnd` runs
 * when the page has been written whole.
 */
export function lowPriorityScriptPreloads(onEnd?: () => void): Transform {
  let pending = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const bytes = Buffer.concat([pending, typeof chunk === 'string' ? Buffer.from(chunk) : chunk]);
      const parts: Buffer[] = [];
      let from = 0;
      for (let at = bytes.indexOf(TAG, from); at >= 0; at = bytes.indexOf(TAG, from)) {
        parts.push(bytes.subarray(from, at), LOWERED);
        from = at + TAG.length;
      }
      const keep = partialTagAtEnd(bytes, from);
      parts.push(bytes.subarray(from, bytes.length - keep));
      pending = Buffer.from(bytes.subarray(bytes.length - keep));
      callback(null, Buffer.concat(parts));
    },
    flush(callback) {
      onEnd?.();
      callback(null, pending);
    },
  });
}

/** How many bytes at the end of `bytes` (after `from`) are the start of the tag. */
function partialTagAtEnd(bytes: Buffer, from: number): number {
  for (let length = Math.min(TAG.length - 1, bytes.length - from); length > 0; length--) {
    if (bytes.subarray(bytes.length - length).equals(TAG.subarray(0, length))) return length;
  }
  return 0;
}
