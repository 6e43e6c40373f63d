import { useTranslation } from 'react-i18next';
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

  return (
    <table className="audit-report-findings" data-testid={testId}>
      <thead>
        <tr>
          {selectable && (
            <th scope="col">
              <input type="checkbox" checked={allChosen} onChange={toggleAll} aria-label={t('report.selectAll')} title={t('report.selectAll')} data-testid={`${testId}-all`} />
            </th>
          )}
          <th scope="col">#</th>
          <th scope="col">{t('fields.rating')}</th>
          <th scope="col">{t('fields.finding')}</th>
          <th scope="col">{t('fields.personnel')}</th>
          <th scope="col">{t('fields.photos')}</th>
        </tr>
      </thead>
      <tbody>
        {findings.map((f, i) => {
          const label = f.title || (f.started_at ? `${f.started_at} – ${f.ended_at ?? ''}` : t('report.findingNo', { n: offset + i + 1 }));
          return (
            <tr key={f.id}>
              {selectable && (
                <td className="audit-report-check">
                  <input type="checkbox" checked={selected.has(f.id)} onChange={() => toggle(f.id)} aria-label={t('report.selectFinding', { name: label })} data-testid={`finding-check-${f.id}`} />
                </td>
              )}
              <td>{offset + i + 1}</td>
              <td>{f.rating?.name ?? ''}</td>
              <td>{label}</td>
              <td>{personnelOf(f)}</td>
              <td>
                {photos ? (
                  <div className="audit-report-photos">
                    {f.images.map((image, n) => <ServerPhoto key={image.id} image={image} alt={t('report.photoOf', { name: label, n: n + 1 })} testId={`finding-photo-${image.id}`} />)}
                  </div>
                ) : (
                  f.images.length || ''
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
