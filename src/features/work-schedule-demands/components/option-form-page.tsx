import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '@/lib/ui/page';
import { LoadError, Loading } from '@/lib/ui/states';
import { toasts } from '@/lib/ui/toasts';
import { useOptionForm, useSaveOption, type OptionEndpoints } from '../api/options';

export interface OptionFormPageProps<F, B> {
  name: string;
  base: string;
  endpoints: OptionEndpoints;
  createTitle: string;
  editTitle: string;
  /** The form, given the form data, whether it is saving and the save call. */
  render: (data: F, saving: boolean, save: (body: B) => Promise<unknown>) => ReactNode;
}

/** {base}/create and {base}/{id}/edit: loads the form data, saves, says so, goes back to the list. */
export function OptionFormPage<F, B>({ name, base, endpoints, createTitle, editTitle, render }: OptionFormPageProps<F, B>) {
  const { t } = useTranslation('work-schedule-demands');
  const navigate = useNavigate();
  const param = useParams().id;
  const id = param ? Number(param) : undefined;
  const form = useOptionForm<F>(name, endpoints, id);
  const save = useSaveOption<B>(name, endpoints, id);
  const list = `${base}/list/1`;
  const onSave = (body: B) => save.mutateAsync(body).then((envelope) => {
    toasts.success(String(envelope.helper_data.message ?? t('options.saved')));
    navigate(list, { replace: true });
  });
  return (
    <Page title={id ? editTitle : createTitle} backHref={list}>
      {form.isPending ? <Loading /> : form.isError || !form.data ? <LoadError onRetry={() => void form.refetch()} /> : render(form.data, save.isPending, onSave)}
    </Page>
  );
}
