import { IonInput } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Envelope } from '@/contracts/paths';
import type { AnswerItem, QuestionItem, SurveyItem } from '@/contracts/surveys/surveys';
import { PagedList, type Column } from '@/lib/list/paged-list';
import type { ListParams } from '@/lib/list/list-params';
import { Page } from '@/lib/ui/page';
import { fetchAnswers, fetchQuestions, fetchSurveys, SURVEYS_KEY, useRemove, type CatalogueKind } from '../api/surveys';
import { formatDay, formatWhen } from '../components/format';
import { RowActions } from '@/lib/list/row-actions';

type Item = SurveyItem | QuestionItem | AnswerItem;
const FETCH: Record<CatalogueKind, (p: ListParams) => Promise<Envelope<Item[]>>> = { survey: fetchSurveys, question: fetchQuestions, answer: fetchAnswers };

/** /survey/list, /question/list, /answer/list: keyword filter, paging, edit and delete. */
export default function CatalogueListPage({ kind }: { kind: CatalogueKind }) {
  const { t } = useTranslation('surveys');
  const navigate = useNavigate();
  const remove = useRemove(kind);
  const columns: Column<Item>[] = [{ key: 'name', label: t(`${kind}.name`), render: (i) => i.name }];
  if (kind === 'survey') {
    columns.push(
      { key: 'start_date', label: t('survey.start_date'), priority: 2, render: (i) => formatDay((i as SurveyItem).start_date) },
      { key: 'questions_count', label: t('survey.questions_count'), priority: 2, render: (i) => (i as SurveyItem).questions_count },
    );
  }
  if (kind === 'question') {
    columns.push({ key: 'answers', label: t('question.answers'), priority: 3, render: (i) => (i as QuestionItem).answers.map((a) => a.name).join(', ') });
  }
  columns.push(
    { key: 'created_at', label: t('fields.created_at'), sort: 'created_at', priority: 3, render: (i) => formatWhen(i.created_at) },
    {
      key: 'actions', label: '',
      render: (i) => <RowActions editHref={`/${kind}/${i.id}/edit`} name={i.name} onDelete={() => remove.mutateAsync(i.id)} testId={`${kind}-${i.id}`} />,
    },
  );
  return (
    <Page title={t(`${kind}.listTitle`)} primary={{ label: t(`${kind}.create`), icon: addOutline, onClick: () => navigate(`/${kind}/create`), testId: `${kind}-create` }}>
      <PagedList testId={`${kind}-list`} queryKey={[...SURVEYS_KEY, kind, 'list']} fetch={FETCH[kind]} columns={columns} rowKey={(i) => i.id}
        filters={['keyword']} filterLabels={{ keyword: t(`${kind}.name`) }} emptyMessage={t('empty')}
        renderFilters={(p, set) => (
          <IonInput label={t(`${kind}.name`)} labelPlacement="stacked" debounce={400} value={p.filters.keyword ?? ''} clearInput
            onIonInput={(e) => set({ keyword: String(e.detail.value ?? '') || undefined })} data-testid={`${kind}-keyword`} />
        )} />
    </Page>
  );
}
