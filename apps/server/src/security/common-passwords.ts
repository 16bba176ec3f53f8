import { dictionary } from '@zxcvbn-ts/language-common';

// The zxcvbn-ts common-password dictionary (about 49,000 passwords most often seen in breaches),
// shipped in the npm package: no network call, nothing sent anywhere (decision 012). Loaded on first
// use, so a process that never registers anyone never holds the set.
let common: Set<string> | undefined;

/** Whether the password (compared case-insensitively, as leaked lists are) is a common one. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}
