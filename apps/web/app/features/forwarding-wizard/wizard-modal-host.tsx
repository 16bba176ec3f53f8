import type { ForwardingOrderSettings, MeResponse } from '@posylka/contract';
import { formatMoney, formatPercent } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { useLocale } from '../../i18n/use-locale.js';
import {
  BlockedOrderModal,
  DraftSavedModal,
  ExitConfirmModal,
  InfoModal,
  PhoneAddModal,
  PostBoxDisabledModal,
} from './modals/index.js';
import type { CustomsThreshold } from './results-panel/index.js';

export type ModalName = 'exit' | 'postBox' | 'draft' | 'customs' | 'phone';

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
  /** The country's customs limit and percents, so the over-limit notice names the figures charged. */
  settings?: ForwardingOrderSettings;
  /** The customs explanations due when "Next" leaves the products (SPEC §4 one-time modals). */
  customsNotices: readonly CustomsThreshold[];
  /** The customs explanation's "Continue": the products step is left. */
  onCustomsContinue: () => void;
}

/** Every modal of the wizard (SPEC §2 "Modals"), one open at a time. */
export function WizardModalHost(props: WizardModalHostProps) {
  const { t } = useTranslation('forwarding');
  const locale = useLocale();
  const { modal, close, settings } = props;
  const over150 = props.customsNotices.includes('over150');
  const over1000 = props.customsNotices.includes('over1000');
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
      <InfoModal
        open={modal === 'customs'}
        title={over150 ? t('modals.over150Title') : t('modals.over1000Title')}
        onClose={close}
        confirm={{ label: t('modals.continue'), onConfirm: props.onCustomsContinue }}
      >
        {over150 && (
          <p>
            {settings
              ? t('modals.over150Text', {
                  limit: formatMoney(settings.countryLimitPriceCustomsClearance, locale, {
                    wholeWithoutCents: true,
                  }),
                  duty: formatPercent(settings.percentCustomsClearance, locale),
                  vat: formatPercent(settings.percentValueAddedTax, locale),
                })
              : t('modals.over150TextPlain')}
          </p>
        )}
        {over150 && over1000 && <h3 className="fw-modal__subtitle">{t('modals.over1000Title')}</h3>}
        {over1000 && <p>{t('modals.over1000Text')}</p>}
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
