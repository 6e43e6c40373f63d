import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PositionPicker } from '@/lib/people/position-picker';
import { ChipList } from './chip-list';

export interface SupervisorFilterProps {
  /** The route's supervisor_id. */
  value: string | undefined;
  /** The supervisor's name when the results name them (a reloaded page knows only the id). */
  knownName: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** An audit supervisor (primary or optional), found by the position search from 3 characters. */
export function SupervisorFilter({ value, knownName, onChange }: SupervisorFilterProps) {
  const { t } = useTranslation('audit-search');
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  if (!value) {
    return (
      <div data-testid="audit-search-supervisor">
        <PositionPicker
          label={t('fields.supervisor_id')}
          onSelect={(position) => {
            setPicked({ id: position.id, name: position.full_name });
            onChange(String(position.id));
          }}
        />
      </div>
    );
  }
  const name = picked && String(picked.id) === value ? picked.name : (knownName ?? t('filters.unknownPerson', { id: value }));
  return (
    <div data-testid="audit-search-supervisor">
      <span className="apron-select-label">{t('fields.supervisor_id')}</span>
      <ChipList
        chips={[{ key: value, label: name }]}
        removeLabel={(label) => t('filters.remove', { label })}
        onRemove={() => onChange(undefined)}
        testId="audit-search-supervisor-chip"
      />
    </div>
  );
}
