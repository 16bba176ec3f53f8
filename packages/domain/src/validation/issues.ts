import { isMessageCode, type MessageCode, type MessageParams } from './catalogue.js';

/**
 * What the bridge needs from an issue. Zod 4 issues fit this shape; the server may also build its own
 * (e.g. a duplicate track number found in the database) with a message code and params.
 */
export type ValidationIssue = {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
  readonly params?: Record<string, unknown> | undefined;
};

export type DescribedIssue = { code: MessageCode; params: MessageParams };

type Fields = Record<string, unknown>;

function toParam(value: unknown): string | number | undefined {
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'bigint') return Number(value);
  return undefined;
}

function paramsOf(issue: Fields): MessageParams {
  const params: MessageParams = {};
  const custom = issue.params;
  if (custom && typeof custom === 'object') {
    for (const [key, value] of Object.entries(custom)) {
      const param = toParam(value);
      if (param !== undefined) params[key] = param;
    }
  }
  const minimum = toParam(issue.minimum);
  const maximum = toParam(issue.maximum);
  if (minimum !== undefined) params.min ??= minimum;
  if (maximum !== undefined) params.max ??= maximum;
  if (issue.exact === true) params.length ??= minimum ?? maximum ?? '';
  return params;
}

/**
 * Zod 4 drops `input` from reported issues unless `reportInput` is on, so a missing value is
 * recognised either by the input or by zod's "received undefined/null" wording.
 */
function isMissing(issue: Fields): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null || issue.input === '';
  return typeof issue.message === 'string' && /received (undefined|null)/.test(issue.message);
}

function genericCode(issue: Fields): MessageCode {
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue)) return 'required';
      if (issue.expected === 'int') return 'number.integer';
      if (issue.expected === 'number' || issue.expected === 'nan') return 'number.invalid';
      return 'invalid';
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      if (issue.origin === 'string') {
        if (issue.exact === true) return 'string.exactLength';
        // `.min(1)` on a trimmed string is how a required text field says "empty".
        if (small && Number(issue.minimum) <= 1) return 'required';
        return small ? 'string.tooShort' : 'string.tooLong';
      }
      if (issue.origin === 'array' && small && Number(issue.minimum) <= 1) return 'required';
      return small ? 'number.tooSmall' : 'number.tooBig';
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'email.invalid';
      if (issue.format === 'url') return 'url.invalid';
      return 'invalid';
    case 'not_multiple_of':
      return 'number.decimal';
    case 'invalid_value':
      return isMissing(issue) ? 'required' : 'choice.invalid';
    case 'invalid_union':
      // A discriminated union whose tag matched no option: the user picked no valid type/tab.
      return typeof issue.discriminator === 'string' ? 'choice.invalid' : 'invalid';
    default:
      return 'invalid';
  }
}

/** A union whose every branch failed on a missing value is a missing value, not "invalid". */
function unwrapUnion(issue: Fields): Fields {
  if (issue.code !== 'invalid_union' || !Array.isArray(issue.errors)) return issue;
  const branches = issue.errors as Fields[][];
  const firsts = branches.map((branch) => branch[0]).filter((first): first is Fields => first !== undefined);
  const allMissing = firsts.length > 0 && firsts.every((first) => genericCode(first) === 'required');
  return allMissing ? { ...firsts[0], path: issue.path } : issue;
}

/** The message code and params of one issue: the code the schema put on it, else a generic one. */
export function describeIssue(issue: ValidationIssue): DescribedIssue {
  const fields = unwrapUnion(issue as unknown as Fields);
  const code = isMessageCode(issue.message) ? issue.message : genericCode(fields);
  return { code, params: paramsOf(fields) };
}
