import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../validation/index.js';
import {
  channelsOfGroup,
  notificationSettingsMatrix,
  notificationSettingsPatchSchema,
  settingsOfPatch,
} from './settings-matrix.js';

describe('issue 16 notification settings matrix', () => {
  it('SMS is offered only where a message must not be missed (parcels: the waybill, a hold)', () => {
    expect(channelsOfGroup('parcels')).toEqual(['email', 'telegram', 'sms']);
    for (const group of ['account', 'money', 'buyout', 'reminders'] as const)
      expect(channelsOfGroup(group)).toEqual(['email', 'telegram']);
  });

  it('everything on by default; account and money e-mail locked', () => {
    const matrix = notificationSettingsMatrix([]);
    expect(matrix.map((g) => g.group)).toEqual(['account', 'money', 'parcels', 'buyout', 'reminders']);
    expect(matrix.flatMap((g) => g.channels).every((c) => c.enabled)).toBe(true);
    const locked = matrix.flatMap((g) =>
      g.channels.filter((c) => c.locked).map((c) => `${g.group}.${c.channel}`),
    );
    expect(locked).toEqual(['account.email', 'money.email']);
  });

  it('stored exceptions turn switches off; a stored "off" of a locked e-mail is ignored', () => {
    const matrix = notificationSettingsMatrix([
      { group: 'parcels', channel: 'email', enabled: false },
      { group: 'money', channel: 'telegram', enabled: false },
      { group: 'account', channel: 'email', enabled: false },
    ]);
    const cell = (group: string, channel: string) =>
      matrix.find((g) => g.group === group)!.channels.find((c) => c.channel === channel)!;
    expect(cell('parcels', 'email')).toEqual({ channel: 'email', enabled: false, locked: false });
    expect(cell('money', 'telegram').enabled).toBe(false);
    expect(cell('account', 'email')).toEqual({ channel: 'email', enabled: true, locked: true });
  });
});

describe('issue 16 PUT body: the switches to set', () => {
  it('takes some switches and leaves the rest', () => {
    const patch = notificationSettingsPatchSchema.parse({
      parcels: { email: false, sms: true },
      money: { telegram: false },
    });
    expect(settingsOfPatch(patch)).toEqual([
      { group: 'money', channel: 'telegram', enabled: false },
      { group: 'parcels', channel: 'email', enabled: false },
      { group: 'parcels', channel: 'sms', enabled: true },
    ]);
  });

  it('turning a locked e-mail off is a violation on that switch, in the language asked', () => {
    expect(fieldErrorsOf(notificationSettingsPatchSchema, { account: { email: false } })).toEqual({
      'account.email': 'Листи про акаунт і гроші не можна вимкнути: вони завжди приходять на пошту',
    });
    expect(fieldErrorsOf(notificationSettingsPatchSchema, { money: { email: false } }, 'en')).toEqual({
      'money.email': 'Account and money e-mails cannot be turned off: they always come by e-mail',
    });
    // Turning it "on" is harmless.
    expect(notificationSettingsPatchSchema.safeParse({ account: { email: true } }).success).toBe(true);
  });

  it('a channel the group never uses, an unknown group or channel, a non-boolean: violations', () => {
    expect(fieldErrorsOf(notificationSettingsPatchSchema, { buyout: { sms: false } }, 'en')).toEqual({
      'buyout.sms': 'These messages are not sent this way',
    });
    expect(notificationSettingsPatchSchema.safeParse({ news: { email: false } }).success).toBe(false);
    expect(notificationSettingsPatchSchema.safeParse({ parcels: { fax: false } }).success).toBe(false);
    expect(notificationSettingsPatchSchema.safeParse({ parcels: { email: 'no' } }).success).toBe(false);
  });
});
