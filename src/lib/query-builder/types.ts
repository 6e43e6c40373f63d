import type { ComparisonValue, FieldType, QueryFilter } from '@/contracts/query-filter';

/** A field the builder offers; its `name` must be on the server's allow-list for the source type. */
export interface QueryBuilderField {
  /** sourceField.name the server's allow-list knows. */
  name: string;
  /** Already translated. */
  label: string;
  type: FieldType;
  /** Narrows COMPARISONS_BY_TYPE[type] (never widens it). */
  operators?: readonly ComparisonValue[];
  /** Enum / fixed choices. */
  options?: readonly { value: string | number; label: string }[];
  /**
   * Typeahead: GET this API path (e.g. '/search/position') with ?q=<typed> after 3 characters,
   * reading data as [{id, name|full_name|label}] — the chosen id becomes `value`, its name
   * `valueLabel`. A typeahead field offers only equals, not_equals, is_empty and is_not_empty.
   */
  typeaheadPath?: string;
  /** Characters typed before the typeahead searches (default 3, SEARCH_MIN_CHARS). */
  typeaheadMinChars?: number;
}

export interface QueryBuilderProps {
  /** group.sourceType of every group the builder makes. */
  sourceType: string;
  fields: readonly QueryBuilderField[];
  /** Controlled value. */
  value: QueryFilter;
  onChange(next: QueryFilter): void;
  /** Receives dropEmptyConditions(value); when given, a "Filtrele" button shows. */
  onSubmit?(cleaned: QueryFilter): void;
  /** Default MAX_FILTER_GROUPS; 1 for reports other than 'default' (spec 1 §9). */
  maxGroups?: number;
  disabled?: boolean;
  /** Label of the submit button (default 'Filtrele'). */
  submitLabel?: string;
  testId?: string;
}
