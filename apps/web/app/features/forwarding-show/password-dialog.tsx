import { isApiError, type ForwardingOrder } from '@posylka/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useApi } from '../../api/api-provider.js';
import { useToasts } from '../../components/toasts/toast-context.js';
import { Button } from '../../components/ui/button.js';
import { Input } from '../../components/ui/input.js';
import { Modal } from '../../components/ui/modal.js';
import { showApi } from './show-api.js';

/**
 * SPEC §2 "add or edit the password code": the pickup code a shop or carrier gives for the parcel
 * (PUT /orders/{id}/one-time-password). An empty field removes it. The server checks the value and
 * answers per field, shown under the input.
 */
export function PasswordDialog({
  order,
  open,
  onClose,
  onSaved,
}: {
  order: ForwardingOrder;
  open: boolean;
  onClose: () => void;
  onSaved: (order: ForwardingOrder) => void;
}) {
  const { t } = useTranslation('forwardingShow');
  const api = useApi();
  const toasts = useToasts();
  const [value, setValue] = useState(order.oneTimePassword ?? '');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) {
      setValue(order.oneTimePassword ?? '');
      setError(undefined);
    }
  }, [open, order.oneTimePassword]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(undefined);
    try {
      const saved = await showApi.setPassword(api, order.id, value.trim() === '' ? null : value.trim());
      onSaved(saved);
      toasts.show({
        kind: 'success',
        text: saved.oneTimePassword ? t('password.saved') : t('password.removed'),
      });
      onClose();
    } catch (caught) {
      if (isApiError(caught) && caught.status === 422) {
        setError(
          caught.violations.map((violation) => violation.message).join(' ') || caught.errorDescription,
        );
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={order.oneTimePassword ? t('password.editTitle') : t('password.addTitle')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('password.cancel')}
          </Button>
          <Button type="submit" form="fw-show-password-form" loading={saving}>
            {t('password.save')}
          </Button>
        </>
      }
    >
      <form method="post" id="fw-show-password-form" onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('password.text')}</p>
        <Input
          label={t('password.label')}
          name="oneTimePassword"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
          hint={t('password.hint')}
        />
      </form>
    </Modal>
  );
}
