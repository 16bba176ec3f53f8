import { isApiError, type NotificationSettings } from '@posylka/contract';
import type { NotificationChannel, NotificationGroup } from '@posylka/domain';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useApi } from '../../api/api-provider.js';

type Groups = NotificationSettings['groups'];
export type SaveStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

function withSwitch(
  groups: Groups,
  group: NotificationGroup,
  channel: NotificationChannel,
  enabled: boolean,
) {
  return groups.map((g) =>
    g.group !== group
      ? g
      : { ...g, channels: g.channels.map((c) => (c.channel === channel ? { ...c, enabled } : c)) },
  );
}

/**
 * The switches, each saved on its own the moment it changes: shown at once (optimistic), put back
 * with the server's reason when the PUT fails. Only the switch that failed is put back, so quick
 * changes of other switches are not undone by a slower answer.
 */
export function useSwitches(initial: Groups) {
  const { t } = useTranslation('notificationSettings');
  const api = useApi();
  const [groups, setGroups] = useState(initial);
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const pending = useRef(0);

  async function toggle(group: NotificationGroup, channel: NotificationChannel, enabled: boolean) {
    setGroups((now) => withSwitch(now, group, channel, enabled));
    pending.current += 1;
    setStatus({ kind: 'saving' });
    try {
      await api.notificationSettings.update({ [group]: { [channel]: enabled } }, { noErrorToast: true });
      pending.current -= 1;
      if (pending.current === 0) setStatus({ kind: 'saved' });
    } catch (error) {
      pending.current -= 1;
      setGroups((now) => withSwitch(now, group, channel, !enabled));
      const reason = isApiError(error) ? (error.violations[0]?.message ?? error.errorDescription) : null;
      setStatus({ kind: 'failed', message: reason ? `${t('status.failed')} ${reason}` : t('status.failed') });
    }
  }

  return { groups, status, toggle };
}
