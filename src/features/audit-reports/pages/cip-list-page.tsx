import { openOutline } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_REPORT_LIMITS, CIP_SOURCE_TYPE, type CipProjectRow } from '@/contracts/audit-reports';
import type { QueryFilter } from '@/contracts/query-filter';
import { PagedList, type Column } from '@/lib/list/paged-list';
import type { ListParams } from '@/lib/list/list-params';
import { QueryBuilder, useFilterStorage, type QueryBuilderField } from '@/lib/query-builder';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { CIP_KEY, fetchCipProjects, useCipFields } from '../api/cip';
import { formatInstant, formatWallClock } from '../components/format';
import '../components/audit-reports.css';

const emptyFilter = (): QueryFilter => ({ groups: [] });

/**
 * /ggh/cip/audit [page, perpage, filterStorage] (spec 2 §2): ggh audit projects found with the
 * query builder, 50 a page; each opens the CIP detail (preview and send of its report).
 */
export default function CipListPage() {
  const { t } = useTranslation('audit-reports');
  const metadata = useCipFields();
  const [filter, setFilter] = useFilterStorage('ggh-cip', emptyFilter);
  const [draft, setDraft] = useState<{ from: QueryFilter; value: QueryFilter }>({ from: filter, value: filter });
  // A filter applied elsewhere (the URL, another tab's storage) becomes the builder's draft.
  const value = draft.from === filter ? draft.value : filter;

  const fields = useMemo<QueryBuilderField[]>(
    () => (metadata.data?.fields ?? []).map((f) => ({
      name: f.name, label: t(`cip.fields.${f.name}`), type: f.type,
      ...(f.operators ? { operators: f.operators } : {}),
      ...(f.options ? { options: f.options } : {}),
    })),
    [metadata.data, t],
  );
  const fetch = useMemo(() => (p: ListParams) => fetchCipProjects(filter, p), [filter]);

  const columns: Column<CipProjectRow>[] = [
    { key: 'audit_code', label: t('fields.audit_code'), sort: 'audit_code', render: (r) => r.audit_code },
    { key: 'audit_started_at', label: t('fields.started_at'), sort: 'audit_started_at', render: (r) => formatWallClock(r.audit_started_at) },
    { key: 'security_project', label: t('fields.security_project'), render: (r) => `${r.security_project.name} (${r.security_project.short_code})` },
    { key: 'time', label: t('fields.project_time'), render: (r) => `${r.started_at} – ${r.ended_at}` },
    { key: 'title', label: t('fields.title'), render: (r) => r.title?.label ?? '' },
    { key: 'rating', label: t('fields.rating'), render: (r) => r.rating?.name ?? '' },
    { key: 'supervisors', label: t('fields.supervisors'), render: (r) => [r.primary_supervisor?.full_name, r.optional_supervisor?.full_name].filter(Boolean).join(', ') },
    { key: 'findings_count', label: t('fields.findings_count'), sort: 'findings_count', render: (r) => r.findings_count },
    {
      key: 'sent', label: t('fields.report_sent'), sort: 'last_sent_at',
      render: (r) => (r.sendings_count ? t('cip.sentOn', { n: r.sendings_count, date: formatInstant(r.last_sent_at) }) : t('cip.notSent')),
    },
    {
      key: 'actions', label: '',
      render: (r) => (
        <IconButton icon={openOutline} label={t('cip.open')} href={`/ggh/cip/audit/${r.audit_id}/project/${r.id}`} testId={`cip-open-${r.id}`} />
      ),
    },
  ];

  return (
    <Page title={t('cip.title')}>
      {metadata.isPending ? (
        <Loading />
      ) : metadata.isError ? (
        <LoadError onRetry={() => void metadata.refetch()} />
      ) : (
        <QueryBuilder
          sourceType={CIP_SOURCE_TYPE}
          fields={fields}
          value={value}
          onChange={(next) => setDraft({ from: filter, value: next })}
          onSubmit={(cleaned) => {
            setDraft({ from: cleaned, value: cleaned });
            setFilter(cleaned);
          }}
          testId="cip-builder"
        />
      )}
      <PagedList
        testId="cip-list"
        queryKey={[...CIP_KEY, 'search', filter]}
        fetch={fetch}
        columns={columns}
        rowKey={(r) => r.id}
        defaultPerpage={AUDIT_REPORT_LIMITS.cipPerpage}
        // Kept by the list's own URL writes: the applied filter lives in the URL too.
        filters={['filterStorage']}
        emptyMessage={t('cip.empty')}
      />
    </Page>
  );
}
