import type { CategoryItem } from '@posylka/contract';
import { UI_TIMINGS } from '@posylka/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api/api-provider.js';
import { wizardApi } from '../wizard-api.js';

export interface CategorySelectProps {
  label: string;
  value: { id: string; name: string } | null;
  onChange: (category: CategoryItem) => void;
  onBlur?: () => void;
  disabled?: boolean;
  error?: string | undefined;
}

type Page = { items: CategoryItem[]; total: number; page: number };

/**
 * Goods category select: searchable (debounced 600 ms like the other dictionary searches, SPEC §9)
 * with infinite scroll over GET /extra/categories pages (SPEC §7). ARIA combobox keyboard pattern.
 */
export function CategorySelect({ label, value, onChange, onBlur, disabled, error }: CategorySelectProps) {
  const { t } = useTranslation('forwarding');
  const { t: tc } = useTranslation('common');
  const api = useApi();
  const id = useId();
  const listId = `${id}-list`;
  const errorId = error ? `${id}-error` : undefined;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [data, setData] = useState<Page | null>(null);
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  const load = (search: string, page: number, signal?: AbortSignal) => {
    setLoading(true);
    return wizardApi(api)
      .categories(search, page)
      .then((answer) => {
        if (signal?.aborted) return;
        setData((prev) => ({
          items: page === 1 || !prev ? answer.items : [...prev.items, ...answer.items],
          total: answer.total,
          page,
        }));
      })
      .catch(() => undefined)
      .finally(() => {
        if (!signal?.aborted) setLoading(false);
      });
  };

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => void load(query.trim(), 1, controller.signal),
      query ? UI_TIMINGS.categorySearchDebounceMs : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load is recreated each render; query/open drive it
  }, [open, query]);

  const items = data?.items ?? [];
  const hasMore = data ? data.items.length < data.total : false;

  const onScroll = () => {
    const list = listRef.current;
    if (!list || loading || !hasMore || !data) return;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - 24) void load(query.trim(), data.page + 1);
  };

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const pick = (category: CategoryItem | undefined) => {
    if (!category) return;
    onChange(category);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(items.length - 1, 0)));
      if (active >= items.length - 2 && hasMore && !loading && data) void load(query.trim(), data.page + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      pick(items[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={['field', 'select', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="select__box">
        <input
          id={id}
          className="field__control select__input"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && items[active] ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          autoComplete="off"
          disabled={disabled}
          placeholder={value?.name || t('products.categoryPlaceholder')}
          value={open ? query : (value?.name ?? '')}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            close();
            onBlur?.();
          }}
        />
        <span className="select__chevron" aria-hidden="true" />
      </div>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={label}
        className="select__list"
        hidden={!open}
        onScroll={onScroll}
      >
        {items.map((category, index) => (
          <li
            key={category.id}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={String(category.id) === value?.id}
            className={['select__option', index === active ? 'select__option--active' : '']
              .filter(Boolean)
              .join(' ')}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(category);
            }}
            onMouseEnter={() => setActive(index)}
          >
            {category.name}
          </li>
        ))}
        {loading && (
          <li className="select__empty" aria-live="polite">
            {t('products.loading')}
          </li>
        )}
        {!loading && data && items.length === 0 && <li className="select__empty">{tc('ui.noResults')}</li>}
      </ul>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
