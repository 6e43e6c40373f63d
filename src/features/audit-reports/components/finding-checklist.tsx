import { useTranslation } from 'react-i18next';
import { DataTable } from '@/lib/list/data-table';
import type { FindingItem } from '@/contracts/audits/schemas';
import { personnelOf } from './format';
import { ServerPhoto } from './server-photo';

export interface FindingChecklistProps {
  findings: readonly FindingItem[];
  /** Absent: a read-only list (uog, whose report is the whole audit). */
  selected?: ReadonlySet<number>;
  onChange?: (next: Set<number>) => void;
  /** Thumbnails of the photos (CIP detail); otherwise their count. */
  photos?: boolean;
  /** Numbering starts here (a later page of a paged list). */
  offset?: number;
  testId: string;
}

/** The findings of a project (or uog audit) with a checkbox each, as the report pages choose them. */
export function FindingChecklist({ findings, selected, onChange, photos = false, offset = 0, testId }: FindingChecklistProps) {
  const { t } = useTranslation('audit-reports');
  const selectable = selected !== undefined && onChange !== undefined;
  const allChosen = selectable && findings.length > 0 && findings.every((f) => selected.has(f.id));

  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange!(next);
  };
  const toggleAll = () => {
    const next = new Set(selected);
    findings.forEach((f) => (allChosen ? next.delete(f.id) : next.add(f.id)));
    onChange!(next);
  };

  const labelOf = (f: FindingItem, i: number) => f.title || (f.started_at ? `${f.started_at} – ${f.ended_at ?? ''}` : t('report.findingNo', { n: offset + i + 1 }));
  const numbered = findings.map((f, i) => ({ f, n: offset + i + 1, label: labelOf(f, i) }));
  type Row = (typeof numbered)[number];
  return (
    <DataTable<Row>
      testId={testId}
      rows={numbered}
      rowKey={(r) => r.f.id}
      selection={
        selectable
          ? {
              isSelected: (r) => selected.has(r.f.id),
              onToggle: (r) => toggle(r.f.id),
              onToggleAll: () => toggleAll(),
              testId: (r) => `finding-check-${r.f.id}`,
              label: (r) => t('report.selectFinding', { name: r.label }),
              allTestId: `${testId}-all`,
            }
          : undefined
      }
      columns={[
        { key: 'n', label: '#', priority: 1, render: (r) => r.n },
        { key: 'rating', label: t('fields.rating'), render: (r) => r.f.rating?.name ?? '' },
        { key: 'finding', label: t('fields.finding'), priority: 1, render: (r) => r.label },
        { key: 'personnel', label: t('fields.personnel'), render: (r) => personnelOf(r.f) },
        {
          key: 'photos',
          label: t('fields.photos'),
          render: (r) =>
            photos ? (
              <div className="audit-report-photos">
                {r.f.images.map((image, n) => <ServerPhoto key={image.id} image={image} alt={t('report.photoOf', { name: r.label, n: n + 1 })} testId={`finding-photo-${image.id}`} />)}
              </div>
            ) : (
              r.f.images.length || ''
            ),
        },
      ]}
    />
  );
}
