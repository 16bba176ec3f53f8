import type { Locale } from '@posylka/domain';

export type NotificationParams = Record<string, string | number | null>;

/** One message worded in one language; the layout turns it into an e-mail, a bot message or an SMS. */
export interface Worded {
  subject: string;
  /** Paragraphs of the body, plain text (the layout escapes them for HTML). */
  lines: string[];
  /** The button's words when the message points to a page. */
  action?: string;
  /** The SMS: short, one line, no greeting (the link is added when there is one). */
  sms?: string;
}

/** One event's template: every language from the same parameters. */
export type EventTemplate = (params: NotificationParams, locale: Locale) => Worded;

/** A parameter as text ('' when absent): templates never print "undefined". */
export const p = (params: NotificationParams, name: string): string => {
  const v = params[name];
  return v === null || v === undefined ? '' : String(v);
};
