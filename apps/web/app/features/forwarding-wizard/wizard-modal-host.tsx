import type { MeResponse } from '@posylka/contract';
import { useTranslation } from 'react-i18next';
import {
  BlockedOrderModal,
  DraftSavedModal,
  ExitConfirmModal,
  InfoModal,
  PhoneAddModal,
  PostBoxDisabledModal,
} from './modals/index.js';

export type ModalName = 'exit' | 'postBox' | 'draft' | 'over150' | 'over1000' | 'phone';

export interface WizardModalHostProps {
  modal: ModalName | null;
  close: () => void;
  busy: boolean;
  /** The blocked-order modal is not one of the closable ones: it follows the order's state. */
  blocked: boolean;
  orderHref: string;
  me: MeResponse;
  onSaveAndExit: () => void;
  onExitWithoutSaving: () => void;
  onPhoneVerified: (phone: string) => void;
}

/** Every modal of the wizard (SPEC §2 "Modals"), one open at a time. */
export function WizardModalHost(props: WizardModalHostProps) {
  const { t } = useTranslation('forwarding');
  const { modal, close } = props;
  return (
    <>
      <ExitConfirmModal
        open={modal === 'exit'}
        saving={props.busy}
        onSaveAndExit={props.onSaveAndExit}
        onExitWithoutSaving={props.onExitWithoutSaving}
        onClose={close}
      />
      <BlockedOrderModal open={props.blocked} orderHref={props.orderHref} />
      <PostBoxDisabledModal open={modal === 'postBox'} onClose={close} />
      <DraftSavedModal open={modal === 'draft'} onClose={close} />
      <InfoModal open={modal === 'over150'} title={t('modals.over150Title')} onClose={close}>
        <p>{t('modals.over150Text')}</p>
      </InfoModal>
      <InfoModal open={modal === 'over1000'} title={t('modals.over1000Title')} onClose={close}>
        <p>{t('modals.over1000Text')}</p>
      </InfoModal>
      {modal === 'phone' && (
        <PhoneAddModal
          open
          initialPhone={props.me.phoneNumber?.number ?? ''}
          onVerified={(phone) => {
            props.onPhoneVerified(phone);
            close();
          }}
          onClose={close}
        />
      )}
    </>
  );
}
