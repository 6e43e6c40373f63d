import { IonButton, IonIcon } from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { addOutline, createOutline, documentTextOutline, linkOutline, listOutline, warningOutline } from 'ionicons/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_EXTRA_RATINGS, optionName, type AuditFamily } from '@/contracts/audits/families';
import type { AuditItem } from '@/contracts/audits/schemas';
import { useMediaUrlDialog } from '@/lib/audits-media-url/use-media-url-dialog';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { readListParams } from '@/lib/list/list-params';
import { ExternalLink } from '@/lib/ui/external-link';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { fetchAuditSearch, searchKey, useSearchOptions } from '../api/search-audits';
import { ExportButton } from '../components/export-button';
import { auditFlags, formatAuditPeriod, supervisorNameIn } from '../components/format';
import { SearchFilters } from '../components/search-filters';
import { SEARCH_SCREENS } from '../screens';
import '../components/audit-search.css';

/**
 * /{family}/audit/search (spec 2 §2): every filter of the route in the URL, the matching audits
 * with links to their store, projects (uog: findings) and report pages, "Excel indir" with the
 * same filters, and for uog the media url dialog.
 */
export default function AuditSearchPage({ family }: { family: AuditFamily }) {
  const { t } = useTranslation(['audit-search', 'audits']);
  const screen = SEARCH_SCREENS[family];
  const client = useQueryClient();
  const options = useSearchOptions(family);
  const [search] = useSearchParams();
  const params = readListParams(search, { filters: screen.filters });
  const queryKey = useMemo(() => searchKey(family), [family]);
  const fetch = useMemo(() => fetchAuditSearch(family), [family]);
  // The page PagedList shows (same key: read from the cache, never fetched twice), for the supervisor's name.
  const shown = useQuery({ queryKey: [...queryKey, params], queryFn: () => fetch(params), enabled: false });
  const media = useMediaUrlDialog('uog', () => void client.invalidateQueries({ queryKey }));

  const columns: Column<AuditItem>[] = [
    {
      key: 'code',
      label: t(family === 'uog' ? 'columns.codeAndFlight' : 'columns.code'),
      sort: 'audit_code',
      render: (a) => (
        <>
          <span className="audit-search-code" data-testid={`audit-search-code-${a.id}`}>{a.audit_code}</span>
          {a.flight_code && <span className="audit-search-small">{a.flight_code.label}</span>}
          {a.media_url && (
            <span className="audit-search-small">
              <ExternalLink href={a.media_url}>{t('columns.mediaLink')}</ExternalLink>
            </span>
          )}
        </>
      ),
    },
    {
      key: 'period',
      label: t('columns.period'),
      sort: 'started_at',
      render: (a) => formatAuditPeriod(a).map((line) => <span key={line} className="audit-search-line">{line}</span>),
    },
    { key: 'title', label: t('columns.title'), render: (a) => a.title?.label ?? '' },
    {
      key: 'rating',
      label: t('columns.rating'),
      render: (a) => (
        <>
          {a.rating ? t(`audits:options.ratings.${a.rating.id}`, { defaultValue: a.rating.name }) : ''}
          {a.extra_rating !== null && <span className="audit-search-small">{t(`audits:options.extraRatings.${a.extra_rating}`, { defaultValue: optionName(AUDIT_EXTRA_RATINGS, a.extra_rating) ?? '' })}</span>}
        </>
      ),
    },
    {
      key: 'status',
      label: t('columns.status'),
      render: (a) => (
        <div className="audit-search-flags" data-testid={`audit-search-status-${a.id}`}>
          {auditFlags(a).map((flag) => (
            <span key={flag} className={`audit-search-flag audit-search-flag-${flag}`}>{t(`flags.${flag}`)}</span>
          ))}
          {a.report_status && <span className="audit-search-small">{t(`audits:options.reportStatuses.${a.report_status.id}`, { defaultValue: a.report_status.name })}</span>}
        </div>
      ),
    },
    {
      key: 'supervisors',
      label: t('columns.supervisors'),
      render: (a) => (
        <>
          {a.primary_supervisor?.full_name ?? ''}
          {a.optional_supervisor && <span className="audit-search-small">{a.optional_supervisor.full_name}</span>}
        </>
      ),
    },
    {
      key: 'projects',
      label: t('columns.projects'),
      render: (a) => {
        const projects = a.security_projects.length ? a.security_projects : a.security_project ? [a.security_project] : [];
        return projects.map((p) => <span key={p.id} className="audit-search-small" title={p.name}>{p.short_code || p.name}</span>);
      },
    },
    {
      key: 'actions',
      label: '',
      render: (a) => (
        <div className="apron-actions">
          <IconButton icon={createOutline} label={t('actions.open')} href={screen.store(a.id)} testId={`audit-search-open-${a.id}`} />
          <IconButton icon={listOutline} label={t(`actions.${family === 'uog' ? 'findings' : 'projects'}`)} href={screen.children(a.id)} testId={`audit-search-children-${a.id}`} />
          <IconButton icon={documentTextOutline} label={t('actions.report')} href={screen.report(a.id)} testId={`audit-search-report-${a.id}`} />
          {screen.hasMediaUrl && (
            <IconButton icon={linkOutline} label={t('actions.mediaUrl')} onClick={() => media.open(a.id, a.audit_code)} testId={`audit-search-media-${a.id}`} />
          )}
        </div>
      ),
    },
  ];

  return (
    <Page
      title={t(`titles.${family}`)}
      primary={{ label: t('actions.create'), icon: addOutline, href: screen.store(), testId: 'audit-search-create' }}
      toolbar={<ExportButton family={family} filters={params.filters} ordering={params.ordering} />}
    >
      {options.isError && (
        <div className="audit-search-notice" role="alert" data-testid="audit-search-options-error">
          <IonIcon icon={warningOutline} aria-hidden="true" />
          <span>{t('optionsFailed')}</span>
          <IonButton size="small" fill="outline" onClick={() => void options.refetch()}>{t('actions.retry')}</IonButton>
        </div>
      )}
      <PagedList
        testId="audit-search-list"
        queryKey={queryKey}
        fetch={fetch}
        columns={columns}
        rowKey={(a) => a.id}
        filters={screen.filters}
        emptyMessage={t('empty')}
        renderFilters={(p, setFilters) => (
          <SearchFilters screen={screen} filters={p.filters} setFilters={setFilters} options={options.data ?? null}
            supervisorName={supervisorNameIn(shown.data?.data ?? [], p.filters.supervisor_id)} />
        )}
      />
      {screen.hasMediaUrl && media.dialog}
    </Page>
  );
}
