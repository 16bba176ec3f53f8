// The adapters one delivery may go through; each has a sandbox that writes to the dev outbox.
import type { MailProvider } from '../providers/mail/index.js';
import type { SmsProvider } from '../providers/sms/index.js';
import type { TelegramProvider } from '../providers/telegram/index.js';

export interface NotificationChannels {
  email: MailProvider;
  telegram: TelegramProvider;
  sms: SmsProvider;
}
