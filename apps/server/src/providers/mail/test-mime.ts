/**
 * Just enough of a MIME reader for the SMTP tests (no mail parser is installed): unfolded headers
 * with RFC 2047 encoded words decoded, and the decoded text of each leaf part by its content type.
 */
export interface ParsedMime {
  header(name: string): string | undefined;
  /** The decoded body of the first leaf part of this content type (e.g. text/plain). */
  part(contentType: string): string | undefined;
}

interface Entity {
  headers: Map<string, string>;
  body: string;
}

export function parseMime(raw: string): ParsedMime {
  const root = entity(raw);
  const leaves = leafParts(root);
  return {
    header: (name) => {
      const value = root.headers.get(name.toLowerCase());
      return value === undefined ? undefined : decodeWords(value);
    },
    part: (contentType) => {
      const leaf = leaves.find((e) =>
        (e.headers.get('content-type') ?? 'text/plain').startsWith(contentType),
      );
      return leaf && decodeBody(leaf);
    },
  };
}

function entity(raw: string): Entity {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function leafParts(e: Entity): Entity[] {
  const type = e.headers.get('content-type') ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.startsWith('multipart/') || !boundary) return [e];
  const sections = e.body.split(`--${boundary}`).slice(1); // before the first boundary: preamble
  return sections
    .filter((s) => !s.startsWith('--'))
    .flatMap((s) => leafParts(entity(s.replace(/^\r\n/, '').replace(/\r\n$/, ''))));
}

function decodeBody(e: Entity): string {
  const encoding = (e.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(e.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return quotedPrintable(e.body.replace(/=\r\n/g, ''));
  return e.body;
}

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  // Whitespace between two adjacent encoded words is not part of the text (RFC 2047 §6.2).
  const joined = value.replace(/(\?=)\s+(=\?)/g, '$1$2');
  return joined.replace(
    /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
    (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')),
  );
}
