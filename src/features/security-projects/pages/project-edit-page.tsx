import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading, OfflineState } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useProjectForm, useSaveProject } from '../api/projects';
import { ProjectForm } from '../components/project-form';

/** /project-edit/{id}: an empty id creates a project (spec 1 §4 "chosen by the route"). */
export default function ProjectEditPage() {
  const { t } = useTranslation('security-projects');
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const form = useProjectForm(id);
  const save = useSaveProject(id);

  return (
    <Page title={id ? t('edit.title') : t('create.title')} backHref="/security-projects">
      {form.isPending && form.fetchStatus === 'paused' ? (
        <OfflineState />
      ) : form.isPending ? (
        <Loading />
      ) : form.isError ? (
        <LoadError onRetry={() => void form.refetch()} />
      ) : (
        <ProjectForm
          key={form.data.project?.id ?? 'new'}
          project={form.data.project}
          saving={save.isPending}
          onSubmit={async (body) => {
            const result = await save.mutateAsync(body);
            toasts.success(String(result.helper_data.message ?? t('saved')));
            navigate('/security-projects', { replace: true });
          }}
        />
      )}
    </Page>
  );
}
