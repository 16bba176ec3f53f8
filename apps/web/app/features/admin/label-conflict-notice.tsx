import type { AdminLabelConflict } from '@posylka/contract';
import { Link } from 'react-router';
import { useAdminT } from './admin-i18n.js';

/**
 * "Label code X, declared by customer Y" (issue 13): the label named another customer than the
 * declaration of the same track number, and the label won. Shown on both parcels (the receive
 * answer and either parcel page), each linking to the other.
 */
export function LabelConflictNotice({ conflict }: { conflict: AdminLabelConflict }) {
  const t = useAdminT();
  const codes = { label: conflict.labelCustomerCode, declared: conflict.declaredCustomerCode };
  const other = conflict.role === 'label' ? conflict.declaredOrder : conflict.receivedOrder;
  return (
    <p className="admin-notice admin-notice--warning" role="status">
      <strong>{t('conflict.title', codes)}</strong>{' '}
      {conflict.role === 'label'
        ? t('conflict.asLabel', { ...codes, number: other.number })
        : t('conflict.asDeclared', { ...codes, number: other.number, track: conflict.trackNo })}{' '}
      <Link to={`/admin/parcels/${other.id}`}>{other.number}</Link>
    </p>
  );
}
