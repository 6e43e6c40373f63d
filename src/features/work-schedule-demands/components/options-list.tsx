import { addOutline, createOutline, trashOutline } from 'ionicons/icons';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ListParams } from '@/lib/list/list-params';
import { PagedList, type Column } from '@/lib/list/paged-list';
import { useConfirm } from '@/lib/ui/confirm';
import { IconButton } from '@/lib/ui/icon-button';
import { Page } from '@/lib/ui/page';
import { toasts } from '@/lib/ui/toasts';
import { optionKey, optionsFetcher, useDeleteOption, type OptionEndpoints } from '../api/options';
import { usePathPage } from './path-page';

export interface OptionsListProps<T extends { id: number }> {
  /** Cache name and test id prefix: 'types', 'schedules', 'periods', 'period-options'. */
  name: string;
  /** Screen path without '/list/{page}', e.g. '/work-schedule-demand-type'. */
  base: string;
  endpoints: OptionEndpoints;
  title: string;
  emptyMessage: string;
  columns: Column<T>[];
  /** The text of the delete confirmation for a row. */
  deleteMessage: (row: T) => string;
  filters?: readonly string[];
  renderFilters?: (params: ListParams, setFilters: (f: Record<string, string | undefined>) => void) => ReactNode;
  /** More row buttons before edit and delete. */
  rowActions?: (row: T) => ReactNode;
}

/** The list screen of an option: {base}/list/{page} with create, edit and delete (confirmed). */
export function OptionsList<T extends { id: number }>(props: OptionsListProps<T>) {
  const { t } = useTranslation('work-schedule-demands');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const ready = usePathPage(`${props.base}/list`);
  const remove = useDeleteOption(props.name, props.endpoints);
  const fetch = useMemo(() => optionsFetcher<T>(props.endpoints), [props.endpoints]);

  const onDelete = async (row: T) => {
    if (!(await confirm({ header: t('options.deleteHeader'), message: props.deleteMessage(row), confirmText: t('actions.delete'), destructive: true }))) return;
    remove.mutate(row.id, { onSuccess: (result) => toasts.success(result.message) });
  };

  const columns: Column<T>[] = [
    ...props.columns,
    {
      key: 'actions',
      label: '',
      render: (row) => (
        <div className="apron-actions">
          {props.rowActions?.(row)}
          <IconButton icon={createOutline} label={t('actions.edit')} href={`${props.base}/${row.id}/edit`} testId={`wsd-${props.name}-edit-${row.id}`} />
          <IconButton icon={trashOutline} label={t('actions.delete')} onClick={() => void onDelete(row)} danger testId={`wsd-${props.name}-delete-${row.id}`} />
        </div>
      ),
    },
  ];

  return (
    <Page
      title={props.title}
      primary={{ label: t('actions.create'), icon: addOutline, onClick: () => navigate(`${props.base}/create`), testId: `wsd-${props.name}-create` }}
    >
      {ready && (
        <PagedList
          testId={`wsd-${props.name}-list`}
          queryKey={optionKey(props.name)}
          fetch={fetch}
          columns={columns}
          rowKey={(row) => row.id}
          filters={props.filters}
          emptyMessage={props.emptyMessage}
          renderFilters={props.renderFilters}
        />
      )}
    </Page>
  );
}
