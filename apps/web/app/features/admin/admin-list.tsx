import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { Button, buttonClass, type ButtonVariant } from '../../components/ui/button.js';
import { useAdminT } from './admin-i18n.js';
import { AdminPagination } from './pagination.js';

/*
 * The pieces the console's list pages (parcels, dispatch, buy-outs, audit) share: the GET filter
 * form with its fields and buttons, and the results table with its total, empty state and pages.
 * Filters live in the address (GET form) so a list can be bookmarked and paged without losing them.
 */

/** The filter form frame: fields as children, then "Search" and, when `resetTo` is given, "Reset". */
export function AdminFilterForm({
  search = false,
  submitVariant = 'primary',
  resetTo,
  children,
}: {
  /** Marks the form as the page's search landmark (pages whose form is a search). */
  search?: boolean;
  submitVariant?: ButtonVariant;
  resetTo?: string;
  children: ReactNode;
}) {
  const t = useAdminT();
  return (
    <Form method="get" className="admin-filters" role={search ? 'search' : undefined}>
      {children}
      <div className="admin-filters__buttons">
        {/* A Button, so a press before the console has hydrated is sent once it has (held-submit.ts). */}
        <Button type="submit" variant={submitVariant}>
          {t('common.search')}
        </Button>
        {resetTo && (
          <Link to={resetTo} className={buttonClass('ghost')}>
            <span className="button__label">{t('common.reset')}</span>
          </Link>
        )}
      </div>
    </Form>
  );
}

export interface AdminOption {
  value: string;
  label: string;
}

/** A labelled select of the filter form; `anyLabel` adds the leading "any" option (value ""). */
export function AdminSelectFilter({
  id,
  name,
  label,
  defaultValue,
  anyLabel,
  options,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  anyLabel?: string;
  options: readonly AdminOption[];
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className="field__control" defaultValue={defaultValue}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The free-text field of the filter form (the wide one). */
export function AdminQueryFilter({
  id,
  name,
  label,
  defaultValue,
  type,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  type?: 'search';
}) {
  return (
    <div className="field admin-filters__query">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className="field__control"
        defaultValue={defaultValue}
        autoComplete="off"
      />
    </div>
  );
}

/** The results table: column heads (`scope="col"`), then the rows the page renders. */
export function AdminTable({
  columns,
  caption,
  children,
}: {
  columns: readonly ReactNode[];
  /** Read by screen readers only. */
  caption?: string;
  children: ReactNode;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, i) => (
              // Columns are fixed per page, so their position is a stable key.
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export interface AdminPage {
  items: readonly unknown[];
  total: number;
  page: number;
  countPerPage: number;
}

/** A paged list's results: the total, the table (or the empty notice), then the page links. */
export function AdminListResults({
  list,
  columns,
  caption,
  liveTotal = false,
  children,
}: {
  list: AdminPage;
  columns: readonly ReactNode[];
  caption?: string;
  /** Announce the total when it changes (the page whose filters are typed and re-run often). */
  liveTotal?: boolean;
  children: ReactNode;
}) {
  const t = useAdminT();
  return (
    <>
      <p className="admin-hint" aria-live={liveTotal ? 'polite' : undefined}>
        {t('common.total', { count: list.total })}
      </p>
      {list.items.length === 0 ? (
        <p className="admin-notice">{t('common.empty')}</p>
      ) : (
        <AdminTable columns={columns} caption={caption}>
          {children}
        </AdminTable>
      )}
      <AdminPagination page={list.page} total={list.total} countPerPage={list.countPerPage} />
    </>
  );
}
