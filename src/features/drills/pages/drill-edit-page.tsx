import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { DrillAudit } from '@/contracts/drills';
import { useSession } from '@/lib/session/session-context';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useDrillFormData, useDrillMembers } from '../api/drill-refdata';
import { useDrill, useUpdateDrill } from '../api/drills';
import { DrillForm, type DrillFormValues } from '../components/drill-form';

const valuesOf = (d: DrillAudit): DrillFormValues => ({
  drill_code_id: d.drill_code.id,
  security_project_id: d.security_project.id,
  drill_date: d.drill_date,
  drill_creator_position_id: d.drill_creator_position_id,
  drill_personal_position_id: d.drill_personal_position_id,
  drill_result: d.drill_result,
  retest_drill_creator_position_id: d.retest_drill_creator_position_id,
  retest_drill_date: d.retest_drill_date ?? '',
  retest_drill_result: d.retest_drill_result,
  description: d.description,
});

const namesOf = (d: DrillAudit) => Object.fromEntries(
  [d.drill_creator, d.drill_personal, d.retest_drill_creator].filter((p) => p !== null).map((p) => [p.id, `${p.full_name} (${p.role_name})`]),
);

/** /drill/edit/{id}: a recorded result drops the retest fields (spec 2 §5), here and on the server. */
export default function DrillEditPage() {
  const { t } = useTranslation('drills');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const session = useSession().data;
  const drill = useDrill(id);
  const formData = useDrillFormData(session.user.id);
  const members = useDrillMembers(session.user.id);
  const update = useUpdateDrill(id);
  const own = { id: session.active_position.id, label: session.user.profile.full_name };

  const failed = drill.isError || formData.isError;
  return (
    <Page title={t('store.editTitle')} backHref="/drill/list">
      {drill.isPending || formData.isPending ? (
        <Loading />
      ) : failed ? (
        <LoadError onRetry={() => void Promise.all([drill.refetch(), formData.refetch()])} />
      ) : (
        <DrillForm
          key={drill.data.id}
          // The drill's project stays choosable even if it went passive or left the user's list.
          formData={{
            ...formData.data,
            security_projects: formData.data.security_projects.some((p) => p.id === drill.data.security_project.id)
              ? formData.data.security_projects : [...formData.data.security_projects, drill.data.security_project],
            drill_codes: formData.data.drill_codes.some((c) => c.id === drill.data.drill_code.id)
              ? formData.data.drill_codes : [...formData.data.drill_codes, drill.data.drill_code],
          }}
          members={members.data ?? []}
          ownPosition={own}
          initial={valuesOf(drill.data)}
          names={namesOf(drill.data)}
          saving={update.isPending}
          onSubmit={async (body) => {
            const result = await update.mutateAsync(body);
            toasts.success(String(result.helper_data.message ?? t('messages.updated')));
            navigate('/drill/list', { replace: true });
          }}
        />
      )}
    </Page>
  );
}
