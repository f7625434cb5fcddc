// core-marketplace §2 "Reusable pieces": a multi-select with an optional maximum count and
// keyboard navigation; options beyond the limit are shown disabled. §4 "Other": open/closed with
// selected values.
//
// Usage:
//   <Field label="Sub category" error={errors.subcategory}>
//     <MultiSelect options={subjects} value={value} onChange={setValue} max={3} />
//   </Field>
//
// It is an ARIA 1.2 combobox: the text box filters the list; ↓/↑ move through it, Home/End jump,
// Enter or Space toggles the active option, Escape closes, Backspace in an empty box removes the
// last choice. Chosen values show as chips with a remove button. Once `max` values are chosen the
// other options are disabled (and say why).
import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { useOutsidePress } from '@/lib/use-outside-press';
import { useFieldControl } from './field';
import { CloseIcon } from './icons';

export interface MultiSelectOption {
  value: string;
  label: string;
}

export interface MultiSelectProps {
  /** Choices as values (shown as they are) or { value, label } pairs. */
  options: ReadonlyArray<string | MultiSelectOption>;
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** The most values that may be chosen; options past it are disabled. */
  max?: number;
  placeholder?: string;
  /** Shown in the list when there are no options at all (e.g. no category chosen yet). */
  emptyText?: string;
  disabled?: boolean;
  /** Accessible name when not inside a <Field>. */
  'aria-label'?: string;
  className?: string;
}

const normalise = (o: string | MultiSelectOption): MultiSelectOption =>
  typeof o === 'string' ? { value: o, label: o } : o;

export function MultiSelect({
  options,
  value,
  onChange,
  max,
  placeholder = 'Select…',
  emptyText = 'No options',
  disabled = false,
  'aria-label': ariaLabel,
  className,
}: MultiSelectProps) {
  const field = useFieldControl();
  const autoId = useId();
  const inputId = field?.id ?? `${autoId}-input`;
  const listId = `${autoId}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const all = useMemo(() => options.map(normalise), [options]);
  const labelOf = (v: string) => all.find((o) => o.value === v)?.label ?? v;
  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? all.filter((o) => o.label.toLowerCase().includes(q)) : all;
  }, [all, query]);
  const atLimit = max !== undefined && value.length >= max;
  const isDisabled = (o: MultiSelectOption) => atLimit && !value.includes(o.value);

  const close = useCallback(() => {
    setOpen(false);
    setQuery('');
  }, []);
  const refs = useMemo(() => [rootRef], []);
  useOutsidePress(refs, close, open);

  const toggle = (o: MultiSelectOption) => {
    if (value.includes(o.value)) onChange(value.filter((v) => v !== o.value));
    else if (!isDisabled(o)) onChange([...value, o.value]);
  };
  const remove = (v: string) => {
    onChange(value.filter((x) => x !== v));
    inputRef.current?.focus();
  };
  const move = (to: number) => {
    if (!visible.length) return;
    const next = (to + visible.length) % visible.length;
    setActive(next);
    document.getElementById(`${listId}-${next}`)?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else move(active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else move(active - 1);
        break;
      case 'Home':
        if (open) {
          event.preventDefault();
          move(0);
        }
        break;
      case 'End':
        if (open) {
          event.preventDefault();
          move(visible.length - 1);
        }
        break;
      case 'Enter':
      case ' ':
        // Space types into the filter once the user has started typing.
        if (event.key === ' ' && query) break;
        event.preventDefault();
        if (!open) setOpen(true);
        else if (visible[active]) toggle(visible[active]);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation(); // do not close a surrounding dialog
          close();
        }
        break;
      case 'Tab':
        close();
        break;
      case 'Backspace':
        if (!query && value.length) onChange(value.slice(0, -1));
        break;
    }
  };

  const activeId = open && visible[active] ? `${listId}-${active}` : undefined;

  return (
    <div ref={rootRef} className={cn('relative', className)}>
      <div
        className={cn(
          'flex min-h-11 w-full flex-wrap items-center gap-1.5 rounded-lg border border-neutral-300 bg-white px-2 py-1.5 shadow-xs',
          'focus-within:border-accent-600 focus-within:outline-2 focus-within:outline-accent-600',
          field?.invalid && 'border-danger-600',
          disabled && 'bg-neutral-100',
        )}
        onClick={() => {
          if (disabled) return;
          inputRef.current?.focus();
          setOpen(true);
        }}
      >
        {value.map((v) => (
          <span
            key={v}
            className="inline-flex items-center gap-1 rounded-md bg-accent-50 py-0.5 pr-1 pl-2 text-sm text-accent-900"
          >
            {labelOf(v)}
            <button
              type="button"
              disabled={disabled}
              onClick={(e) => {
                e.stopPropagation();
                remove(v);
              }}
              className="rounded p-0.5 text-accent-800 hover:bg-accent-100"
              aria-label={`Remove ${labelOf(v)}`}
            >
              <CloseIcon className="text-xs" />
            </button>
          </span>
        ))}
        <input
          ref={inputRef}
          id={inputId}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-describedby={field?.describedBy}
          aria-invalid={field?.invalid || undefined}
          aria-label={field ? undefined : ariaLabel}
          disabled={disabled}
          value={query}
          placeholder={value.length ? '' : placeholder}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setActive(0)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          className="h-8 min-w-24 flex-1 border-0 bg-transparent px-1 text-base text-neutral-900 outline-none placeholder:text-neutral-500 md:text-sm"
        />
      </div>
      {max !== undefined && (
        <p className="mt-1 text-xs text-neutral-600" aria-live="polite">
          {value.length} of {max} selected{atLimit ? ' (limit reached)' : ''}
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-multiselectable="true"
        aria-label={ariaLabel}
        hidden={!open}
        className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-neutral-200 bg-white py-1 shadow-lg"
      >
        {/* The options exist only while the list is open: a long closed list (discovery's ~90
            subjects) was that many hidden elements to send, lay out and hydrate. */}
        {open && visible.length === 0 && (
          <li className="px-3 py-2 text-sm text-neutral-600">
            {all.length ? 'No matches' : emptyText}
          </li>
        )}
        {(open ? visible : []).map((o, i) => {
          const selected = value.includes(o.value);
          const off = isDisabled(o);
          return (
            <li
              key={o.value}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={selected}
              aria-disabled={off || undefined}
              title={off ? `You can select up to ${max}` : undefined}
              onMouseDown={(e) => e.preventDefault()} // keep focus in the text box
              onMouseEnter={() => setActive(i)}
              onClick={() => toggle(o)}
              className={cn(
                'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm',
                i === active && 'bg-neutral-100',
                off ? 'cursor-not-allowed text-neutral-400' : 'text-neutral-900',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-4 shrink-0 items-center justify-center rounded border text-[10px]',
                  selected ? 'border-accent-700 bg-accent-700 text-white' : 'border-neutral-400',
                )}
              >
                {selected ? '✓' : ''}
              </span>
              {o.label}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
