import { useTranslation } from 'react-i18next';
import type { SecurityProjectRef } from '@/contracts/audits/schemas';
import { AUDIT_LIMITS } from '@/contracts/audits/families';
import { trCompare } from '@/contracts/text';
import { SelectInput } from '@/lib/forms/components/select-input';
import { projectIdsOf, projectIdsText } from '../api/search-query';
import { ChipList } from './chip-list';

export interface SecurityProjectsFilterProps {
  /** The route's `security_projects`: ids separated by commas. */
  value: string | undefined;
  /** Null when the option lists could not be loaded: chosen ids stay (removable), no new choice. */
  options: readonly SecurityProjectRef[] | null;
  onChange: (value: string | undefined) => void;
}

const labelOf = (p: SecurityProjectRef) => (p.short_code ? `${p.short_code} · ${p.name}` : p.name);

/** Several security projects: pick one at a time from the list, remove with the chip's ×. */
export function SecurityProjectsFilter({ value, options, onChange }: SecurityProjectsFilterProps) {
  const { t } = useTranslation('audit-search');
  const chosen = projectIdsOf(value);
  const byId = new Map((options ?? []).map((p) => [p.id, p]));
  const remaining = (options ?? [])
    .filter((p) => !chosen.includes(p.id))
    .sort((a, b) => trCompare(labelOf(a), labelOf(b)))
    .map((p) => ({ value: p.id, label: labelOf(p) }));
  const chips = chosen.map((id) => ({ key: id, label: byId.has(id) ? labelOf(byId.get(id)!) : t('filters.unknownProject', { id }) }));
  return (
    <div data-testid="audit-search-security-projects">
      {options ? (
        <SelectInput
          label={t('fields.security_projects')}
          value=""
          options={remaining}
          emptyOption={chosen.length ? t('filters.addProject') : t('filters.allProjects')}
          onChange={(picked) => {
            if (picked && chosen.length < AUDIT_LIMITS.securityProjectsMax) onChange(projectIdsText([...chosen, Number(picked)]));
          }}
          testId="audit-search-security-project-add"
        />
      ) : (
        chosen.length > 0 && <span className="apron-select-label">{t('fields.security_projects')}</span>
      )}
      <ChipList
        chips={chips}
        removeLabel={(label) => t('filters.remove', { label })}
        onRemove={(id) => onChange(projectIdsText(chosen.filter((c) => c !== id)))}
        testId="audit-search-security-project-chips"
      />
    </div>
  );
}
