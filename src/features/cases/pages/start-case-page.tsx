import { IonItem, IonLabel, IonList, IonListHeader, IonNote } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@/contracts/cases';
import { Empty, LoadError, Loading } from '@/lib/ui/states';
import { Page } from '@/lib/ui/page';
import { useProjects, useStartingTasks } from '../api/cases';

/** /case: the tasks a case can be started from, per active project (spec 3 §3). */
export default function StartCasePage() {
  const { t } = useTranslation('cases');
  const projects = useProjects();
  const active = projects.data?.filter((p) => p.prj_status === 'ACTIVE') ?? [];
  return (
    <Page title={t('start.title')} backHref="/task">
      {projects.isPending ? <Loading /> : projects.isError ? <LoadError onRetry={() => void projects.refetch()} /> : !active.length ? <Empty message={t('start.empty')} /> : (
        active.map((p) => <ProjectTasks key={p.prj_uid} project={p} />)
      )}
    </Page>
  );
}

function ProjectTasks({ project }: { project: Project }) {
  const { t } = useTranslation('cases');
  const tasks = useStartingTasks(project.prj_uid, true);
  if (tasks.isPending) return <Loading />;
  if (!tasks.data?.length) return null;
  return (
    <IonList data-testid={`project-${project.prj_uid}`}>
      <IonListHeader><IonLabel>{project.prj_name}{project.prj_description && <IonNote className="ion-padding-start">{project.prj_description}</IonNote>}</IonLabel></IonListHeader>
      {tasks.data.map((task) => (
        <IonItem key={task.act_uid} button detail routerLink={`/case/create/${project.prj_uid}/${task.act_uid}`} data-testid={`start-${project.prj_uid}-${task.act_uid}`}>
          <IonLabel>{task.act_name}</IonLabel>
          <IonNote slot="end">{t('start.action')}</IonNote>
        </IonItem>
      ))}
    </IonList>
  );
}
