import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TriState } from './tri-state';

interface TriStateCheckboxProps {
  state: TriState;
  /** What the box chooses ('Tümünü seç'); the state is added to it for screen readers. */
  label: string;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  testId?: string;
}

/** A 44 px box that is ticked for all, dashed for some and empty for none, and says which. */
export function TriStateCheckbox({ state, label, onChange, disabled, testId }: TriStateCheckboxProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property, not as an attribute React can set.
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  const said = t(`triState.${state}`);
  return (
    <label className="apron-row-check" title={said}>
      <input
        ref={box}
        type="checkbox"
        checked={state === 'all'}
        onChange={(e) => onChange(e.target.checked)}
        aria-label={`${label} (${said})`}
        aria-checked={state === 'some' ? 'mixed' : state === 'all'}
        data-state={state}
        data-testid={testId}
        disabled={disabled}
      />
    </label>
  );
}
