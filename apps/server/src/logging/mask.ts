/**
 * Personal data masking for free text that reaches the logs (error messages, stacks, database
 * details). Issue 15: the old e-mail regex `[\w.+-]+@...` backtracked quadratically, so one request
 * carrying a 200,000-character field froze the event loop for a minute. Here the work is linear and
 * bounded twice: text is cut to MASK_INPUT_MAX first, then scanned once without backtracking.
 */

/** A log line needs the start of a message, not a customer's 1 MB field echoed back by the database. */
export const MASK_INPUT_MAX = 4096;

// Ukrainian numbers written as 380XXXXXXXXX or +380..., also with spaces/dashes. The quantifier is
// bounded, so each start position costs at most ~16 steps: linear overall.
const PHONE = /\+?\b380[\d\s-]{9,14}\d\b/g;

function isWord(code: number): boolean {
  return (
    (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95
  );
}

/** `[\w.+-]`: the characters of an e-mail's local part. */
function isLocal(code: number): boolean {
  return isWord(code) || code === 46 || code === 43 || code === 45;
}

/** `[\w-]`: the characters of one domain label. */
function isLabel(code: number): boolean {
  return isWord(code) || code === 45;
}

/**
 * Where the domain after the '@' at `at` ends (exclusive), or -1 when there is no `label(.label)+`.
 * Stops at the first character that is not part of the domain, so it never scans past the next '@'.
 */
function domainEnd(text: string, at: number): number {
  let i = at + 1;
  if (i >= text.length || !isLabel(text.charCodeAt(i))) return -1;
  while (i < text.length && isLabel(text.charCodeAt(i))) i++;
  let dots = 0;
  while (i + 1 < text.length && text.charCodeAt(i) === 46 && isLabel(text.charCodeAt(i + 1))) {
    i += 2;
    while (i < text.length && isLabel(text.charCodeAt(i))) i++;
    dots++;
  }
  return dots > 0 ? i : -1;
}

/**
 * Replaces e-mail addresses with `[email]` in one pass. Each '@' looks left over the local part and
 * right over the domain; both walks stop at the neighbouring '@' at the latest, so every character
 * is read a bounded number of times whatever the input.
 */
function maskEmails(text: string): string {
  let out = '';
  let copied = 0; // text[0..copied) is already in out
  let at = text.indexOf('@');
  while (at !== -1) {
    let start = at;
    while (start > copied && isLocal(text.charCodeAt(start - 1))) start--;
    const end = start < at ? domainEnd(text, at) : -1;
    if (end !== -1) {
      out += text.slice(copied, start) + '[email]';
      copied = end;
    }
    at = text.indexOf('@', Math.max(at + 1, copied));
  }
  return copied === 0 ? text : out + text.slice(copied);
}

// The longest e-mail address (RFC 5321): masking looks this far past the cut, so an address that
// straddles it is masked whole instead of leaving its first half readable.
const EMAIL_MAX = 320;

/**
 * Masks e-mails and phone numbers inside free-text log messages (e.g. error messages). Text longer
 * than MASK_INPUT_MAX is cut, saying how long it was; a word cut in half is dropped (up to an
 * e-mail's length) so no half-address or half-number is left behind.
 */
export function maskPersonalData(text: string): string {
  if (text.length <= MASK_INPUT_MAX) return maskEmails(text).replace(PHONE, '[phone]');
  const masked = maskEmails(text.slice(0, MASK_INPUT_MAX + EMAIL_MAX)).replace(PHONE, '[phone]');
  let cut = Math.min(masked.length, MASK_INPUT_MAX);
  const floor = Math.max(0, cut - EMAIL_MAX);
  while (cut > floor && (isLocal(masked.charCodeAt(cut - 1)) || masked.charCodeAt(cut - 1) === 64)) cut--;
  return `${masked.slice(0, cut)}…[cut, ${text.length} characters in all]`;
}
