export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectInputProps {
  label: string;
  value: string | number | null | undefined;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A first option with the empty value ('Tümü', 'Seçiniz'). */
  emptyOption?: string;
  testId?: string;
}

/**
 * A labelled native select: light (an IonSelect adds its overlays to the screen's load) and
 * friendly to phones' own pickers. Used by filters and forms alike.
 */
export function SelectInput({ label, value, options, onChange, onBlur, emptyOption, testId }: SelectInputProps) {
  return (
    <label className="apron-select-label">
      <span>{label}</span>
      <select className="apron-select" value={value == null ? '' : String(value)} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} data-testid={testId}>
        {emptyOption !== undefined && <option value="">{emptyOption}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
