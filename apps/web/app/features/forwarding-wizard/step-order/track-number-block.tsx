import { useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.js';
import { Checkbox } from '../../../components/ui/checkbox.js';
import { Input } from '../../../components/ui/input.js';
import { useLocalizedPath } from '../../../i18n/use-locale.js';
import { InfoModal } from '../modals/index.js';
import type { OrderFormValues } from './order-form-values.js';

/**
 * SPEC §2 track number block: "asks whether a track number was received. Yes shows an input plus a
 * 'no number' checkbox. No shows a notice and a button to go back. An info modal gives a short and a
 * detailed description." `locked`: SPEC §6, editing blocked for service or warehouse orders.
 */
export function TrackNumberBlock({
  form,
  locked,
}: {
  form: UseFormReturn<OrderFormValues>;
  locked: boolean;
}) {
  const { t } = useTranslation('forwarding');
  const to = useLocalizedPath();
  const name = useId();
  const [info, setInfo] = useState(false);
  const [details, setDetails] = useState(false);
  const received = form.watch('receivedTrackNumber');
  const noNumber = form.watch('noTrackNumber');
  const error = form.formState.errors.number?.message;

  const answer = (value: boolean) => {
    form.setValue('receivedTrackNumber', value, { shouldDirty: true });
    if (!value) form.setValue('noTrackNumber', false);
    form.clearErrors('number');
  };

  return (
    <fieldset className="fw-track" disabled={locked}>
      <legend className="fw-track__legend">
        {t('track.question')}
        <button type="button" className="link-button fw-track__info" onClick={() => setInfo(true)}>
          {t('track.whatIsIt')}
        </button>
      </legend>
      <div className="fw-track__answers" role="radiogroup" aria-label={t('track.question')}>
        <label className="fw-radio">
          <input type="radio" name={name} checked={received === true} onChange={() => answer(true)} />
          {t('track.yes')}
        </label>
        <label className="fw-radio">
          <input type="radio" name={name} checked={received === false} onChange={() => answer(false)} />
          {t('track.no')}
        </label>
      </div>
      {received === null && error && (
        <p className="field__error" role="alert">
          {t('track.answerFirst')}
        </p>
      )}
      {received === true && (
        <div className="fw-track__number">
          <Input
            label={t('track.number')}
            required={!noNumber}
            autoComplete="off"
            spellCheck={false}
            disabled={noNumber || locked}
            hint={locked ? t('track.locked') : t('track.hint')}
            error={error}
            {...form.register('number', { setValueAs: (v: string) => v.trim() })}
          />
          <Checkbox
            label={t('track.noNumber')}
            {...form.register('noTrackNumber', {
              onChange: () => {
                form.setValue('number', '');
                form.clearErrors('number');
              },
            })}
          />
        </div>
      )}
      {received === false && (
        <div className="notice fw-notice fw-track__notice" role="status">
          <p>{t('track.notReceived')}</p>
          <Link to={to('/orders')} className={buttonClass('secondary', 'sm')}>
            {t('track.back')}
          </Link>
        </div>
      )}
      <InfoModal open={info} title={t('track.infoTitle')} onClose={() => setInfo(false)}>
        <p>{t('track.infoShort')}</p>
        {details ? (
          <p>{t('track.infoDetailed')}</p>
        ) : (
          <Button type="button" variant="ghost" size="sm" onClick={() => setDetails(true)}>
            {t('track.more')}
          </Button>
        )}
      </InfoModal>
    </fieldset>
  );
}
