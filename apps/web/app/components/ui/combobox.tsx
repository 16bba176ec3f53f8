import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type UIEvent,
} from 'react';
import { useOwnRef } from './use-own-ref.js';

export interface ComboboxProps<T> {
  label: string;
  /** The options to offer now: filtered or found by the caller for the typed text. */
  items: readonly T[];
  itemToKey: (item: T) => string;
  /** The option's text: what the input shows once it is picked. */
  itemToString: (item: T) => string;
  /** The option's content in the list; its text by default. */
  renderItem?: (item: T) => ReactNode;
  isItemDisabled?: (item: T) => boolean;
  /** The key of the picked value (the form's value), null when nothing is picked. */
  selectedKey: string | null;
  /** What the closed input shows for the picked value; the value need not be among `items`. */
  selectedLabel: string;
  onSelect: (item: T) => void;
  /** The typed text, '' again whenever the list closes: the caller filters or searches with it. */
  onInputChange?: (text: string) => void;
  onOpenChange?: (open: boolean) => void;
  /** The user came near the end of the list (scrolling or with the arrows): time for the next page. */
  onNearEnd?: () => void;
  /** A line under the options: a hint, "searching…", "nothing found", an error with a retry button. */
  status?: ReactNode;
  placeholder?: string;
  /** Shown under the field while there is no error. */
  hint?: string | undefined;
  error?: string | undefined;
  disabled?: boolean | undefined;
  id?: string | undefined;
  /** Open the list as soon as the field gets the focus (searches that show a hint first). */
  openOnFocus?: boolean;
  /** The focus left the field (react-hook-form's field.onBlur). */
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

const NEAR_END_PX = 24;

/**
 * The one combobox of the design system (WAI-ARIA combobox with a listbox popup) on Downshift's
 * useCombobox: the input filters or searches, ArrowUp/Down (PageUp/Down, Home/End) move through the
 * options, Enter or a click/tap picks one, Escape and leaving the field close the list without
 * picking. The focus never leaves the input while the list is used; the closed input shows the
 * picked value, the open one the typed text (the picked value stays as its placeholder).
 */
export function Combobox<T>({
  label,
  items,
  itemToKey,
  itemToString,
  renderItem,
  isItemDisabled,
  selectedKey,
  selectedLabel,
  onSelect,
  onInputChange,
  onOpenChange,
  onNearEnd,
  status,
  placeholder,
  hint,
  error,
  disabled,
  id,
  openOnFocus = false,
  onBlur,
  ref,
}: ComboboxProps<T>) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const optionId = (index: number) => `${inputId}-option-${index}`;
  const options = items as T[];
  const selectedItem =
    selectedKey === null ? null : (options.find((item) => itemToKey(item) === selectedKey) ?? null);

  const [inputRef, setInput] = useOwnRef(ref);
  const popupRef = useRef<HTMLDivElement | null>(null);

  const stateReducer = (
    state: UseComboboxState<T>,
    { type, changes }: UseComboboxStateChangeOptions<T>,
  ): Partial<UseComboboxState<T>> => {
    const types = useCombobox.stateChangeTypes;
    let next = changes;
    switch (type) {
      // Leaving the field or Escape closes the list; neither picks the highlighted option nor
      // clears the value.
      case types.InputBlur:
      case types.InputKeyDownEscape:
        next = { ...changes, selectedItem: state.selectedItem };
        break;
      // Typing highlights the first match, so Enter takes it.
      case types.InputChange:
        next = { ...changes, highlightedIndex: 0 };
        break;
      // Enter with nothing to pick leaves the list as it is (it still says why: searching, nothing found).
      case types.InputKeyDownEnter:
        if (!options[state.highlightedIndex]) return state;
        break;
      // A click in a field that opened on focus keeps the list open (the focus just opened it).
      case types.InputClick:
        if (openOnFocus && state.isOpen) return state;
        break;
      // The picked value came from outside (the form): the typed text stays.
      case types.ControlledPropUpdatedSelectedItem:
        next = { ...changes, inputValue: state.inputValue };
        break;
    }
    // The typed text lives only while the list is open.
    return next.isOpen ? next : { ...next, inputValue: '' };
  };

  const {
    isOpen,
    highlightedIndex,
    inputValue,
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
    openMenu,
    closeMenu,
  } = useCombobox<T>({
    inputId,
    labelId: `${inputId}-label`,
    menuId: `${inputId}-list`,
    getItemId: optionId,
    items: options,
    selectedItem,
    itemToKey: (item) => (item === null ? null : itemToKey(item)),
    itemToString: (item) => (item === null ? '' : itemToString(item)),
    ...(isItemDisabled ? { isItemDisabled: (item: T) => isItemDisabled(item) } : {}),
    stateReducer,
    onSelectedItemChange: ({ selectedItem: picked }) => {
      if (picked != null) onSelect(picked);
    },
    onInputValueChange: ({ inputValue: text }) => onInputChange?.(text ?? ''),
    onIsOpenChange: ({ isOpen: open }) => onOpenChange?.(Boolean(open)),
    onHighlightedIndexChange: ({ highlightedIndex: index }) => {
      if (index !== undefined && index >= 0 && index >= options.length - 2) onNearEnd?.();
    },
  });

  // The pick shows at once: the form's value (selectedLabel) comes back a render later, since
  // Downshift reports the change after its own update; until then the field shows what was picked.
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => setPending(null), [selectedKey, selectedLabel]);
  useEffect(() => {
    if (isOpen) setPending(null);
  }, [isOpen]);
  const shownLabel = pending ?? selectedLabel;

  const active = isOpen && highlightedIndex >= 0 && highlightedIndex < options.length;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  const hasStatus = status !== undefined && status !== null && status !== false && status !== '';
  const { ref: menuRef, ...menuProps } = getMenuProps({ ref: popupRef });

  // Focus that moves between the input and the popup's own controls (a retry button) stays in the field.
  const withinField = (node: EventTarget | null) =>
    node instanceof Node && (node === inputRef.current || Boolean(popupRef.current?.contains(node)));

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const popup = event.currentTarget;
    if (popup.scrollTop + popup.clientHeight >= popup.scrollHeight - NEAR_END_PX) onNearEnd?.();
  };

  return (
    <div className={['field', 'combobox', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" {...getLabelProps()}>
        {label}
      </label>
      <div className="combobox__box">
        <input
          className="field__control combobox__input"
          {...getInputProps({
            ref: setInput,
            disabled,
            placeholder: shownLabel || placeholder,
            value: isOpen ? inputValue : shownLabel,
            'aria-activedescendant': active ? optionId(highlightedIndex) : undefined,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy,
            onFocus: () => {
              if (openOnFocus && !isOpen) openMenu();
            },
            // Typing reaches the caller within the keystroke's own event: Downshift's
            // onInputValueChange comes after its update, so a quick Enter could still find the
            // options of the text before (a country search typed and entered at once picked the
            // first country of the whole list). onInputValueChange stays for the resets.
            onChange: (event: ChangeEvent<HTMLInputElement>) => onInputChange?.(event.target.value),
            onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
              // Escape closes the open list only, not the dialog around the field.
              if (event.key === 'Escape' && isOpen) event.stopPropagation();
              const highlighted = options[highlightedIndex];
              if (event.key === 'Enter' && isOpen && highlighted && !isItemDisabled?.(highlighted))
                setPending(itemToString(highlighted));
            },
            onBlur: (event: FocusEvent<HTMLInputElement>) => {
              if (withinField(event.relatedTarget)) {
                (
                  event.nativeEvent as FocusEvent['nativeEvent'] & { preventDownshiftDefault?: boolean }
                ).preventDownshiftDefault = true;
                return;
              }
              onBlur?.();
            },
          })}
        />
        <span className="combobox__chevron" aria-hidden="true" />
        <div
          ref={menuRef as Ref<HTMLDivElement>}
          className="combobox__popup"
          // A scrolling box is a Tab stop in some browsers: Tab leaves the field instead.
          tabIndex={-1}
          hidden={!isOpen || (options.length === 0 && !hasStatus)}
          onScroll={onScroll}
          // A press anywhere in the popup keeps the focus in the input (the options do so themselves).
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => {
            // A button of the status line (retry) gives the focus back to the input it was reached from.
            if (event.target instanceof Element && event.target.closest('button')) inputRef.current?.focus();
          }}
          onBlur={(event) => {
            if (withinField(event.relatedTarget)) return;
            closeMenu();
            onBlur?.();
          }}
        >
          <ul className="combobox__list" {...menuProps}>
            {options.map((item, index) => {
              const key = itemToKey(item);
              return (
                <li
                  key={key}
                  className={[
                    'combobox__option',
                    index === highlightedIndex ? 'combobox__option--active' : '',
                    key === selectedKey ? 'combobox__option--current' : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  {...getItemProps({
                    item,
                    index,
                    onClick: () => {
                      if (!isItemDisabled?.(item)) setPending(itemToString(item));
                    },
                  })}
                >
                  {renderItem ? renderItem(item) : itemToString(item)}
                </li>
              );
            })}
          </ul>
          <div className="combobox__status" aria-live="polite">
            {hasStatus ? status : null}
          </div>
        </div>
      </div>
      {hint && !error && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
