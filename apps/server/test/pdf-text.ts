// The text of a PDF that pdfkit wrote, for tests: pdfkit draws embedded fonts by glyph number, so the
// words are read back through each font's ToUnicode map (streams inflated, fonts followed per Tf).
// Enough for our own receipts; not a general PDF reader.
import { inflateSync } from 'node:zlib';

type PdfObject = { dict: string; stream: Buffer | null };

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(raw))) {
    const start = match.index + match[0].length;
    const streamAt = raw.indexOf('stream', start);
    const endAt = raw.indexOf('endobj', start);
    if (streamAt !== -1 && streamAt < endAt) {
      const dict = raw.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
      const dataStart = streamAt + 'stream'.length + (raw[streamAt + 6] === '\r' ? 2 : 1);
      let data = pdf.subarray(dataStart, dataStart + length);
      if (dict.includes('/FlateDecode')) data = inflateSync(data);
      objects.set(Number(match[1]), { dict, stream: data });
      header.lastIndex = raw.indexOf('endobj', dataStart + length);
    } else {
      objects.set(Number(match[1]), { dict: raw.slice(start, endAt), stream: null });
      header.lastIndex = endAt;
    }
  }
  return objects;
}

const utf16 = (spaced: string) => {
  const hex = spaced.replace(/\s+/g, '');
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4)
    out += String.fromCharCode(Number.parseInt(hex.slice(i, i + 4), 16));
  return out;
};

function parseCmap(text: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, src, dst] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
      map.set(Number.parseInt(src!, 16), utf16(dst!));
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, rest] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const from = Number.parseInt(lo!, 16);
      const to = Number.parseInt(hi!, 16);
      if (rest!.startsWith('[')) {
        // A ligature maps one glyph to several characters: <0066 0066> is "ff".
        const targets = [...rest!.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((m) => utf16(m[1]!));
        targets.forEach((target, i) => map.set(from + i, target));
      } else {
        const first = Number.parseInt(rest!.slice(1, -1), 16);
        for (let code = from; code <= to; code += 1) map.set(code, String.fromCharCode(first + code - from));
      }
    }
  }
  return map;
}

/** The PDF's text, one line per text operation in drawing order; a wrapped line (ending in a space) goes on. */
export function pdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const raw = pdf.toString('latin1');
  const cmaps = new Map<string, Map<number, string>>();
  for (const [, name, ref] of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const font = objects.get(Number(ref));
    const unicode = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict)?.[1];
    const stream = unicode ? objects.get(Number(unicode))?.stream : null;
    if (stream) cmaps.set(name!, parseCmap(stream.toString('latin1')));
  }
  const lines: string[] = [];
  for (const object of objects.values()) {
    const content = object.stream?.toString('latin1') ?? '';
    if (!content.includes(' Tf')) continue;
    let cmap = new Map<number, string>();
    const ops = /\/(F\d+) [\d.]+ Tf|\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    for (const [, font, array, single] of content.matchAll(ops)) {
      if (font) {
        cmap = cmaps.get(font) ?? new Map();
        continue;
      }
      const hexes =
        array !== undefined ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [single!];
      let line = '';
      for (const hex of hexes)
        for (let i = 0; i + 4 <= hex.length; i += 4)
          line += cmap.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? '';
      lines.push(line);
    }
  }
  return lines.join('\n').replace(/ \n/g, ' ');
}
