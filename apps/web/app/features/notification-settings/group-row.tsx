import type { NotificationSettings } from '@posylka/contract';
import type { NotificationChannel, NotificationGroup } from '@posylka/domain';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';

type Group = NotificationSettings['groups'][number];

export interface GroupRowProps {
  group: Group;
  /** Channels that reach nobody now (no linked chat, no verified phone): the switch says so. */
  unreachable: ReadonlySet<NotificationChannel>;
  onToggle: (group: NotificationGroup, channel: NotificationChannel, enabled: boolean) => void;
}

/**
 * One group: its name, what it covers and a switch per channel. Real checkboxes (role="switch"),
 * so Tab and Space work; a locked one stays on and disabled, with the reason read with it.
 */
export function GroupRow({ group, unreachable, onToggle }: GroupRowProps) {
  const { t } = useTranslation('notificationSettings');
  const id = useId();
  const lockedId = `${id}-locked`;
  const anyLocked = group.channels.some((c) => c.locked);
  return (
    <fieldset className="ns-group" aria-describedby={`${id}-text`}>
      <legend className="ns-group__title">{t(`groups.${group.group}.title`)}</legend>
      <p className="ns-group__text" id={`${id}-text`}>
        {t(`groups.${group.group}.text`)}
      </p>
      <ul className="ns-group__switches">
        {group.channels.map((c) => {
          const inputId = `${id}-${c.channel}`;
          const away = !c.locked && unreachable.has(c.channel);
          const noteId = away ? `${inputId}-note` : undefined;
          return (
            <li key={c.channel} className="ns-switch">
              <input
                id={inputId}
                type="checkbox"
                role="switch"
                className="ns-switch__input"
                checked={c.enabled}
                disabled={c.locked}
                aria-describedby={c.locked ? lockedId : noteId}
                onChange={(event) => onToggle(group.group, c.channel, event.target.checked)}
              />
              <label htmlFor={inputId} className="ns-switch__label">
                {t(`channels.${c.channel}`)}
              </label>
              {away && (
                <span className="ns-switch__note" id={noteId}>
                  {t(`unreachable.${c.channel as 'telegram' | 'sms'}`)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {anyLocked && (
        <p className="ns-group__locked" id={lockedId}>
          {t('locked')}
        </p>
      )}
    </fieldset>
  );
}
