import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';

/** Over the customs limit (domain buyoutNeedsDocuments) the recipient's documents are asked for. */
export function DocumentsPrompt({ passportPath }: { passportPath: string }) {
  const { t } = useTranslation('buyoutShow');
  return (
    <div className="bo-show-notice" role="region" aria-labelledby="bo-show-docs-title">
      <div className="bo-show-notice__text">
        <h2 id="bo-show-docs-title" className="bo-show-notice__title">
          {t('documents.title')}
        </h2>
        <p>{t('documents.text')}</p>
      </div>
      <Link to={passportPath} className={buttonClass('primary', 'md')}>
        {t('documents.add')}
      </Link>
    </div>
  );
}
