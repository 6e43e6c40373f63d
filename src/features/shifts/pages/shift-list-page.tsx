import { IonButton, IonIcon, IonInput } from '@ionic/react';
import { chevronBack, chevronForward, todayOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { addDays } from '@/contracts/dashboard';
import { PERPAGE_CHOICES } from '@/contracts/paths';
import { DateInput } from '@/lib/forms/components/date-input';
import { SelectInput } from '@/lib/forms/components/select-input';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { Empty, LoadError, Loading } from '@/lib/ui/states';
import { useShiftList, type ShiftParams } from '../api/shifts';
import { shiftCell, workingPerDay } from '../components/shift-cell';
import '../components/shifts.css';
import { displayDate } from '@/contracts/display-dates';

const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);
const short = (d: string) => displayDate(d).slice(0, 5);
const full = (d: string) => displayDate(d);

/** /shift/list: who works which shift on each day of a week, for one of the user's projects (docs/decisions/shifts.md). */
export default function ShiftListPage() {
  const { t } = useTranslation('shifts');
  const [search, setSearch] = useSearchParams();
  const perpage = Number(search.get('perpage'));
  const params: ShiftParams = {
    page: Math.max(1, Number(search.get('page')) || 1),
    perpage: (PERPAGE_CHOICES as readonly number[]).includes(perpage) ? perpage : 30,
    ...(isDay(search.get('date')) ? { date: search.get('date')! } : {}),
    ...(search.get('security_project_id') ? { security_project_id: Number(search.get('security_project_id')) } : {}),
    ...(search.get('keyword') ? { keyword: search.get('keyword')! } : {}),
  };
  const list = useShiftList(params);
  const set = (change: Record<string, string | undefined>, keepPage = false) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(change)) if (v) next.set(k, v); else next.delete(k);
      if (!keepPage) next.delete('page');
      return next;
    }, { replace: true });

  const shown = list.data?.data;
  const meta = list.data?.meta_data;
  const pages = Math.max(1, Math.ceil((meta?.total ?? 0) / params.perpage));
  const monday = shown?.starts_on;
  const days = monday ? Array.from({ length: 7 }, (_, i) => addDays(monday, i)) : [];
  const counts = workingPerDay(shown?.rows ?? []);

  return (
    <Page title={t('title')}>
      <div className="apron-filters shift-filters">
        <SelectInput label={t('filters.project')} value={shown?.security_project_id ?? params.security_project_id} testId="shift-project"
          options={(shown?.security_projects ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.short_code})` }))}
          onChange={(v) => set({ security_project_id: v || undefined })} />
        <div data-testid="shift-date">
          <DateInput label={t('filters.date')} labelPlacement="stacked" value={params.date ?? ''} onChange={(v) => (isDay(v) || !v) && set({ date: v || undefined })} />
        </div>
        <IonInput label={t('filters.keyword')} labelPlacement="stacked" debounce={400} value={params.keyword ?? ''} clearInput
          onIonInput={(e) => set({ keyword: String(e.detail.value ?? '') || undefined })} data-testid="shift-keyword" />
      </div>
      {shown && (
        <div className="shift-week" data-testid="shift-week">
          <IconButton icon={chevronBack} label={t('week.previous')} onClick={() => set({ date: addDays(shown.starts_on, -7) })} testId="shift-previous-week" />
          <strong data-testid="shift-week-label">{t('week.label', { year: shown.year, week: shown.week, from: full(shown.starts_on), to: full(shown.ends_on) })}</strong>
          <IconButton icon={chevronForward} label={t('week.next')} onClick={() => set({ date: addDays(shown.starts_on, 7) })} testId="shift-next-week" />
          <IonButton fill="clear" size="small" onClick={() => set({ date: undefined })} data-testid="shift-this-week">
            <IonIcon aria-hidden="true" slot="start" icon={todayOutline} />
            {t('week.current')}
          </IonButton>
        </div>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError && !list.data ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : !shown?.security_projects.length ? (
        <Empty message={t('noProjects')} />
      ) : !shown.rows.length ? (
        <Empty message={t('empty')} />
      ) : (
        <div className="apron-table-wrap">
          <table className="apron-table shift-table" data-testid="shift-table">
            <thead>
              <tr>
                <th scope="col">{t('person')}</th>
                {days.map((d, i) => <th key={d} scope="col">{t(`days.${i + 1}`)}<div className="shift-date">{short(d)}</div></th>)}
              </tr>
            </thead>
            <tbody>
              {shown.rows.map((row) => (
                <tr key={row.user_id} data-testid={`shift-row-${row.position_id}`}>
                  <th scope="row">{row.full_name}<div className="shift-role">{row.role_name}</div></th>
                  {row.days.map((day, i) => {
                    const cell = shiftCell(day);
                    return (
                      <td key={day.date} data-label={`${t(`days.${i + 1}`)} ${short(day.date)}`} className={`shift-${day.kind ?? 'none'}${day.overnight ? ' shift-overnight' : ''}`}>
                        {cell.hours && <span className="shift-hours">{cell.hours}</span>}
                        <span className="shift-kind">{t(cell.key)}</span>
                        {day.security_project && day.security_project.id !== shown.security_project_id && <span className="shift-elsewhere">{day.security_project.short_code}</span>}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('working')}</th>
                {counts.map((n, i) => <td key={i} data-label={t(`days.${i + 1}`)}>{n}</td>)}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <div className="apron-pager">
        <IonButton fill="clear" disabled={params.page <= 1} onClick={() => set({ page: String(params.page - 1) }, true)} aria-label={t('pager.previous')}>
          <IonIcon aria-hidden="true" icon={chevronBack} />
        </IonButton>
        <span>{t('pager.pageOf', { page: params.page, pages, total: meta?.total ?? 0 })}</span>
        <IonButton fill="clear" disabled={params.page >= pages} onClick={() => set({ page: String(params.page + 1) }, true)} aria-label={t('pager.next')}>
          <IonIcon aria-hidden="true" icon={chevronForward} />
        </IonButton>
        <SelectInput label={t('pager.perpage')} value={params.perpage} options={PERPAGE_CHOICES.map((n) => ({ value: n, label: String(n) }))}
          onChange={(v) => set({ perpage: v })} />
      </div>
    </Page>
  );
}
