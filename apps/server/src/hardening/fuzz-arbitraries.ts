import fc from 'fast-check';

/**
 * fast-check arbitraries for the schema fuzz test (issue 15 "Tests in CI"): values that fit an
 * OpenAPI 3.0 schema as the app documents it (zod through @fastify/type-provider-zod), mixed with the
 * hostile values of the issue. Test-only code.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  format?: string;
}

/** A body nested far deeper than any payload (zod's parse recurses: this used to overflow the stack). */
export const DEEP_JSON = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;

/** The hostile strings: NUL, lone surrogates, a 1 MB word, numbers too big for any column. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'Nike\u0000',
    'a\ud800b',
    '\udc00',
    '\ud83d',
    '99999999999999999999999.99',
    '-1e308',
    'NaN',
    '../../etc/passwd',
    'data:text/html,<script>alert(1)</script>',
    "' OR 1=1 --",
    '%00',
    '',
    ' ',
  ),
  fc.constantFrom(1_000, 20_001, 300_000, 1_000_000).map((n) => 'a'.repeat(n)),
  fc.constantFrom(15_500, 200_000).map((n) => `${'a.'.repeat(n / 2)}@`),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

export const hostileNumber: fc.Arbitrary<number> = fc.constantFrom(
  1e308,
  -1e308,
  // 99999999999999999999999.99 as JSON reads: the literal itself would lose precision here.
  1e23,
  2 ** 53 + 2,
  -(2 ** 31) - 1,
  2 ** 31,
  0,
  -1,
  0.001,
);

/** Anything a client could put where a value goes, hostile or not. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { '\u0000': 1 }),
  fc.jsonValue({ maxDepth: 3 }),
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 60, 300);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/),
  );
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e6;
  const max = schema.maximum ?? 1e6;
  const inRange = integer
    ? fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31)) })
    : fc.double({ min, max, noNaN: true });
  // Just past each bound: the schema must refuse it with 422, not pass it to the database.
  return fc.oneof(inRange, fc.constantFrom(min - 1, max + 1, min, max));
}

/** A value that fits `schema` four times in five, else a hostile one. */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return hostileValue;
  const valid = validFromSchema(schema, depth);
  return fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: hostileValue, weight: 1 });
}

function validFromSchema(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [];
  if (schema.enum) options.push(fc.constantFrom(...schema.enum));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    options.push(fromSchema(branch, depth + 1));
  if (schema.nullable) options.push(fc.constant(null));
  if (!schema.enum) {
    for (const type of typesOf(schema)) {
      if (type === 'string') options.push(stringFor(schema));
      else if (type === 'integer') options.push(numberFor(schema, true));
      else if (type === 'number') options.push(numberFor(schema, false));
      else if (type === 'boolean') options.push(fc.boolean());
      else if (type === 'null') options.push(fc.constant(null));
      else if (type === 'array') {
        options.push(
          fc.array(fromSchema(schema.items, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) }),
        );
      } else if (type === 'object') options.push(objectFor(schema, depth));
    }
  }
  return options.length > 0 ? fc.oneof(...options) : hostileValue;
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0) return fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 4 });
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of keys) record[key] = fromSchema(properties[key], depth + 1);
  return fc.record(record, { requiredKeys: schema.required?.filter((k) => keys.includes(k)) ?? [] });
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every leaf path of a seed payload, so a mutation can replace any one field. */
function leafPaths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, [...prefix, i]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
  }
  return [prefix];
}

function setAt(value: Json, path: (string | number)[], leaf: unknown): Json {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last === undefined) return leaf as Json;
  node[last] = leaf;
  return copy as Json;
}

/**
 * A good payload (one the route accepts) with one to three fields replaced by hostile values: this
 * reaches the domain rules and the database behind loose bodies the OpenAPI document cannot describe.
 */
export function mutated(seed: Json): fc.Arbitrary<Json> {
  const paths = leafPaths(seed);
  const change = fc.tuple(fc.constantFrom(...paths), hostileValue);
  return fc
    .array(change, { minLength: 1, maxLength: 3 })
    .map((changes) => changes.reduce<Json>((acc, [path, leaf]) => setAt(acc, path, leaf), seed));
}

/** Percent-encodes like encodeURIComponent, but a lone surrogate goes out as its raw 3 bytes. */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}
