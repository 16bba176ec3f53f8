// What the webhook does with a Bot API update: /start <token> links the chat, /stop and blocking the
// bot unlink it; anything else is ignored. Only the parts read here are validated, so an update of a
// kind we do not use (or a newer Bot API field) is never an error.
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import type { TelegramProvider } from '../../providers/telegram/index.js';
import { dropTelegramLink, linkChat } from './links.js';
import { botReply, localeOfTelegram, type BotReply } from './messages.js';

const chatSchema = z.object({
  id: z.union([z.number().int(), z.string().regex(/^-?\d+$/)]),
  type: z.string(),
});
const fromSchema = z.object({
  username: z.string().max(64).optional(),
  language_code: z.string().max(35).optional(),
});

const messageUpdateSchema = z.object({
  message: z.object({ chat: chatSchema, from: fromSchema.optional(), text: z.string().max(4096) }),
});
const memberUpdateSchema = z.object({
  my_chat_member: z.object({ chat: chatSchema, new_chat_member: z.object({ status: z.string() }) }),
});

/** "/start abc", "/start@PosylkaBot abc", "/stop": the command and its one argument. */
const COMMAND = /^\/([a-z]+)(?:@\w+)?(?:\s+(\S+))?\s*$/i;

export interface UpdateDeps {
  db: Database;
  telegram: TelegramProvider;
  log: FastifyBaseLogger;
}

export type UpdateOutcome = 'linked' | 'expired' | 'unlinked' | 'help' | 'ignored';

/** Answers in the chat; a failed reply is logged, never thrown (the update itself was handled). */
async function reply(deps: UpdateDeps, chatId: string, what: BotReply, locale: Locale): Promise<void> {
  try {
    await deps.telegram.send({ chatId, text: botReply(what, locale), meta: { kind: `telegram.${what}` } });
  } catch (err) {
    deps.log.warn({ err, chatId, reply: what }, 'telegram reply failed');
  }
}

export async function handleUpdate(deps: UpdateDeps, body: unknown): Promise<UpdateOutcome> {
  const member = memberUpdateSchema.safeParse(body);
  if (member.success) {
    const { chat, new_chat_member } = member.data.my_chat_member;
    // The customer blocked (stopped) the bot: writing there fails from now on, so the link goes.
    if (new_chat_member.status === 'kicked' || new_chat_member.status === 'left') {
      return (await dropTelegramLink(deps.db, String(chat.id))) ? 'unlinked' : 'ignored';
    }
    return 'ignored';
  }
  const parsed = messageUpdateSchema.safeParse(body);
  if (!parsed.success) return 'ignored';
  const { chat, from, text } = parsed.data.message;
  // Notifications are personal: only a private chat with the customer is ever linked.
  if (chat.type !== 'private') return 'ignored';
  const command = COMMAND.exec(text.trim());
  if (!command) return 'ignored';
  const chatId = String(chat.id);
  const name = command[1]!.toLowerCase();
  const argument = command[2];
  const appLocale = localeOfTelegram(from?.language_code);
  if (name === 'start' && argument) {
    const outcome = await linkChat(deps.db, { token: argument, chatId, username: from?.username ?? null });
    if (!outcome.linked) {
      await reply(deps, chatId, 'expired', appLocale);
      return 'expired';
    }
    deps.log.info({ userId: outcome.userId }, 'telegram chat linked');
    await reply(deps, chatId, 'linked', outcome.locale);
    return 'linked';
  }
  if (name === 'stop') {
    const dropped = await dropTelegramLink(deps.db, chatId);
    await reply(deps, chatId, 'stopped', dropped?.locale ?? appLocale);
    return 'unlinked';
  }
  if (name === 'start' || name === 'help') {
    await reply(deps, chatId, 'help', appLocale);
    return 'help';
  }
  return 'ignored';
}
