import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SEARCH_MIN_CHARS } from '@/contracts/people';
import { data } from '@/lib/api/client';
import { PERSON_SEARCH_DELAY_MS } from '@/lib/forms/constants';
import { useDebouncedSearch } from '@/lib/forms/use-debounced-search';
import type { BuilderContext } from './controls';
import { lookupItems, lookupRequest, type TypeaheadItem } from './typeahead-items';

export interface TypeaheadInputProps {
  /** API path (relative to /api): the typed text is appended when it ends in '/' or fills '{term}', else sent as ?q=. */
  path: string;
  minChars?: number;
  label: string;
  /** The chosen item's name, or null when nothing is chosen. */
  chosenLabel: string | null;
  /** An item was chosen (null: the text changed, so the choice no longer holds). */
  onChoose: (item: TypeaheadItem | null) => void;
  t: BuilderContext['t'];
}

/**
 * A combobox (WAI-ARIA 1.2 list autocomplete): searches after `minChars` characters and a 300 ms
 * pause, lists up to 20 names, arrow keys and Enter choose, Escape or leaving the field puts the
 * chosen name back. Only a chosen item is a value; typed text alone filters nothing.
 */
export function TypeaheadInput({ path, minChars = SEARCH_MIN_CHARS, label, chosenLabel, onChoose, t }: TypeaheadInputProps) {
  const listId = useId();
  const hintId = useId();
  const [typed, setTyped] = useState(chosenLabel ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The choice changed from outside (another field, a reset): show it unless the user is typing.
  const [shown, setShown] = useState(chosenLabel);
  if (shown !== chosenLabel) {
    setShown(chosenLabel);
    if (!open) setTyped(chosenLabel ?? '');
  }

  const term = useDebouncedSearch(open ? typed : null, { min: minChars, delay: PERSON_SEARCH_DELAY_MS });
  const query = useQuery({
    queryKey: ['query-builder', 'typeahead', path, term],
    queryFn: ({ signal }) => {
      const request = lookupRequest(path, term ?? '');
      return lookupItems(data({ method: 'GET', path: request.path }, { query: request.query, quiet: true, signal }));
    },
    enabled: open && term !== null,
    staleTime: 60_000,
  });
  const items = open && term !== null ? (query.data ?? []) : [];

  const close = (restore: boolean) => {
    setOpen(false);
    setActive(-1);
    if (restore) setTyped(chosenLabel ?? '');
  };
  const choose = (item: TypeaheadItem) => {
    onChoose(item);
    setShown(item.label);
    setTyped(item.label);
    close(false);
  };

  let status: string | null = null;
  if (open && term === null) status = t('typeahead.min', { min: minChars });
  else if (open && query.isError) status = t('typeahead.error');
  else if (open && query.isFetching && !query.data) status = t('typeahead.loading');
  else if (open && query.data) status = items.length ? t('typeahead.results', { n: items.length }) : t('typeahead.none');

  return (
    <div className="qb-typeahead">
      <label className="apron-select-label">
        <span>{label}</span>
        <input
          className="apron-select qb-input"
          type="text"
          role="combobox"
          autoComplete="off"
          maxLength={100}
          aria-autocomplete="list"
          aria-expanded={items.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 && items[active] ? `${listId}-${active}` : undefined}
          aria-describedby={status ? hintId : undefined}
          value={typed}
          onFocus={() => setOpen(true)}
          onBlur={() => close(true)}
          onChange={(e) => {
            setTyped(e.target.value);
            setOpen(true);
            setActive(-1);
            if (chosenLabel !== null) onChoose(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              setOpen(true);
              if (items.length) setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % items.length : (i <= 0 ? items.length : i) - 1));
            } else if (e.key === 'Enter') {
              // Enter chooses; it never submits the filter with a half-typed name.
              e.preventDefault();
              const item = items[active] ?? (items.length === 1 ? items[0] : undefined);
              if (item) choose(item);
            } else if (e.key === 'Escape' && open) {
              e.preventDefault();
              close(true);
            }
          }}
          data-testid="qb-typeahead"
        />
      </label>
      {status && (
        <small id={hintId} className="qb-hint" role="status">
          {status}
        </small>
      )}
      <ul id={listId} role="listbox" aria-label={label} className="qb-options" hidden={items.length === 0}>
        {items.map((item, i) => (
          <li
            key={item.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'active' : undefined}
            // Keep the focus in the input: the choice happens before it would blur.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(item)}
            data-testid="qb-typeahead-option"
          >
            {item.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
