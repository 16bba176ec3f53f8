import type { UserAddress } from '@posylka/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link, useRevalidator } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { Button, buttonClass } from '../../components/ui/button.js';
import { Modal } from '../../components/ui/modal.js';
import { useToasts } from '../../components/toasts/toast-context.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { AddressCard } from './address-card.js';

/** The list page's body: cards, or the empty state; favourite toggle and removal with a confirmation. */
export function AddressBook({ addresses }: { addresses: readonly UserAddress[] }) {
  const { t } = useTranslation('addresses');
  const to = useLocalizedPath();
  const api = useApi();
  const toasts = useToasts();
  const revalidator = useRevalidator();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<UserAddress | null>(null);
  const [removePending, setRemovePending] = useState(false);

  const toggleFavorite = async (address: UserAddress) => {
    setBusyId(address.id);
    try {
      const saved = await api.addresses.toggleFavorite(address.id);
      toasts.show({ kind: 'success', text: saved.isFavorite ? t('favoriteOn') : t('favoriteOff') });
      await revalidator.revalidate();
    } catch {
      // The API client already showed the server's reason.
    } finally {
      setBusyId(null);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setRemovePending(true);
    try {
      await api.addresses.deactivate(removing.id);
      toasts.show({ kind: 'success', text: t('remove.done') });
      setRemoving(null);
      // The default may have moved to another address: read the list again.
      await revalidator.revalidate();
    } catch {
      // Toast shown by the API client; the dialog stays so the user can retry or cancel.
    } finally {
      setRemovePending(false);
    }
  };

  if (addresses.length === 0) {
    return (
      <div className="card addresses-empty">
        <svg className="empty-state__art" viewBox="0 0 120 100" aria-hidden="true" focusable="false">
          <path
            d="M60 92 C38 66 28 52 28 38 A32 32 0 0 1 92 38 C92 52 82 66 60 92 Z"
            fill="#e6eefc"
            stroke="#1f5fd6"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <circle cx="60" cy="38" r="11" fill="#fff" stroke="#1f5fd6" strokeWidth="3" />
        </svg>
        <h2>{t('empty.title')}</h2>
        <p>{t('empty.text')}</p>
        <div className="empty-state__actions">
          <Link to={to('/profile/addresses/new')} className={buttonClass('primary')}>
            {t('add')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <>
      <ul className="address-list">
        {addresses.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            busy={busyId === address.id}
            onToggleFavorite={() => void toggleFavorite(address)}
            onRemove={() => setRemoving(address)}
          />
        ))}
      </ul>
      <Modal
        open={removing !== null}
        title={t('remove.title')}
        onClose={() => setRemoving(null)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setRemoving(null)}>
              {t('remove.cancel')}
            </Button>
            <Button variant="danger" loading={removePending} onClick={() => void confirmRemove()}>
              {t('remove.confirm')}
            </Button>
          </>
        }
      >
        <p className="address-remove__address">{removing?.fullAddress}</p>
        <p>{t('remove.text')}</p>
      </Modal>
    </>
  );
}
