import { IonButton, IonCheckbox, IonInput } from '@ionic/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyContentRules, type CorrespondenceFields } from '@/contracts/correspondence/audience';
import { FILES_MAX, type CorrespondenceDetails } from '@/contracts/correspondence/correspondence';
import { DateInput } from '@/lib/forms/components/date-input';
import { FilesPicker, type ChosenFile } from '@/lib/forms/components/files-picker';
import { SelectInput } from '@/lib/forms/components/select-input';
import { Dialog } from '@/lib/ui/dialog';
import { Loading } from '@/lib/ui/states';
import { AudiencePicker, type PickedEntry } from './audience-picker';
import { SafeHtml } from './safe-html';
import { VideoField, type VideoValue } from './video-field';
import { FormActions } from '@/lib/forms/components/form-actions';

const BodyEditor = lazy(() => import('./body-editor'));

export interface FormOptions {
  correspondence_types: { id: number; name: string; is_survey: boolean }[];
  can_send_future_date: boolean;
  surveys: { id: number; name: string }[];
}

export interface FormResult {
  fields: CorrespondenceFields;
  files: File[];
  /** An uploaded video (multipart part `video`). */
  video?: File;
}

/**
 * Create and edit (spec 3 §3, §5): subject, rich-text body, type, files, mandatory, send as
 * (position by default), everyone, last day, a future send day only with its permission,
 * receivers and viewers. A survey type asks for a survey and follows the survey rule (mandatory, no
 * viewers, no body — applyContentRules, as the server). A video (uploaded or chosen) follows the video
 * rule: choosing one clears the files and the body, and hides them.
 */
export function CorrespondenceForm({ initial, options, busy, onSubmit }: {
  initial?: CorrespondenceDetails; options: FormOptions; busy: boolean; onSubmit: (r: FormResult) => void;
}) {
  const { t } = useTranslation('correspondence');
  const [subject, setSubject] = useState(initial?.subject ?? '');
  const [body, setBody] = useState(initial?.body ?? '');
  const [typeId, setTypeId] = useState<number | ''>(initial?.correspondence_type.id ?? options.correspondence_types[0]?.id ?? '');
  const [mandatory, setMandatory] = useState(initial?.is_mandatory ?? false);
  const [sendAs, setSendAs] = useState<'position' | 'user'>(initial?.send_as ?? 'position');
  const [everyone, setEveryone] = useState(initial?.send_to_everyone ?? false);
  const [sentAt, setSentAt] = useState(initial?.is_draft ? initial.sent_at ?? '' : '');
  const [expiration, setExpiration] = useState(initial?.expiration_at ?? '');
  const [receivers, setReceivers] = useState<PickedEntry[]>(initial?.receivers ?? []);
  const [viewers, setViewers] = useState<PickedEntry[]>(initial?.viewers ?? []);
  const [kept, setKept] = useState(initial?.files ?? []);
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [preview, setPreview] = useState(false);
  const [surveyId, setSurveyId] = useState<number | ''>(initial?.survey_id ?? '');
  const isSurvey = !!options.correspondence_types.find((x) => x.id === typeId)?.is_survey;
  const [video, setVideo] = useState<VideoValue>(initial?.video_id ? { id: initial.video_id } : {});
  const hasVideo = !!(video.file || video.id);
  const content = applyContentRules({ body, is_mandatory: mandatory, viewers }, { survey: isSurvey, video: hasVideo });
  const chooseVideo = (next: VideoValue) => {
    setVideo(next);
    // The video rule (spec 3 §5): choosing a video clears files and body.
    const rule = applyContentRules({ body, is_mandatory: mandatory, viewers }, { survey: isSurvey, video: !!(next.file || next.id) });
    setBody(rule.body);
    if (rule.clearFiles) {
      setFiles([]);
      setKept([]);
    }
  };

  const submit = (draft: boolean) => onSubmit({
    fields: {
      subject, body: content.body, correspondence_type_id: Number(typeId), is_mandatory: content.is_mandatory, is_draft: draft, send_as: sendAs, send_to_everyone: everyone,
      expiration_at: expiration || null, sent_at: sentAt || null, survey_id: isSurvey && surveyId ? surveyId : null,
      receivers: receivers.map(({ type, id }) => ({ type, id })), viewers: content.viewers.map(({ type, id }) => ({ type, id })),
      keep_file_ids: content.clearFiles ? [] : kept.map((f) => f.id),
      video_id: video.id ?? null,
    },
    files: content.clearFiles ? [] : files.flatMap((f) => (f.file ? [f.file] : [])),
    video: video.file,
  });

  return (
    <form className="apron-form correspondence-form" onSubmit={(e) => { e.preventDefault(); submit(false); }} data-testid="correspondence-form">
      <IonInput label={t('fields.subject')} labelPlacement="stacked" value={subject} maxlength={255} onIonInput={(e) => setSubject(String(e.detail.value ?? ''))} data-testid="correspondence-subject-input" />
      <SelectInput label={t('fields.correspondence_type')} value={typeId} onChange={(v) => setTypeId(v ? Number(v) : '')}
        options={options.correspondence_types.map((x) => ({ value: x.id, label: x.name }))} testId="correspondence-type-select" />
      {isSurvey && (
        <SelectInput label={t('fields.survey')} value={surveyId} emptyOption={t('choose')} onChange={(v) => setSurveyId(v ? Number(v) : '')}
          options={options.surveys.map((s) => ({ value: s.id, label: s.name }))} testId="correspondence-survey-select" />
      )}
      <VideoField value={video} onChange={chooseVideo} current={initial?.video} />
      {!isSurvey && !hasVideo && (
        <Suspense fallback={<Loading />}>
          <BodyEditor value={body} onChange={setBody} />
        </Suspense>
      )}
      {!hasVideo && kept.length > 0 && (
        <ul className="correspondence-kept-files">
          {kept.map((f) => (
            <li key={f.id}>{f.original_name} <IonButton fill="clear" size="small" onClick={() => setKept(kept.filter((k) => k.id !== f.id))}>{t('actions.remove')}</IonButton></li>
          ))}
        </ul>
      )}
      {!hasVideo && <FilesPicker value={files} onChange={setFiles} max={FILES_MAX - kept.length} testId="correspondence-files-picker"
        labels={{ choose: t('files.choose'), remove: t('actions.remove'), hint: t('files.hint', { max: FILES_MAX }), tooMany: t('files.tooMany', { max: FILES_MAX }) }} />}
      <label className="apron-check"><IonCheckbox checked={content.is_mandatory} disabled={isSurvey} onIonChange={(e) => setMandatory(e.detail.checked)} data-testid="correspondence-mandatory" /> {t('fields.is_mandatory')}</label>
      <SelectInput label={t('fields.send_as')} value={sendAs} onChange={(v) => setSendAs(v as 'position' | 'user')}
        options={[{ value: 'position', label: t('sendAs.position') }, { value: 'user', label: t('sendAs.user') }]} />
      <label className="apron-check"><IonCheckbox checked={everyone} onIonChange={(e) => setEveryone(e.detail.checked)} data-testid="correspondence-everyone" /> {t('fields.send_to_everyone')}</label>
      {options.can_send_future_date && <DateInput label={t('fields.sent_at')} value={sentAt} onChange={setSentAt} />}
      <DateInput label={t('fields.expiration_at')} value={expiration} onChange={setExpiration} />
      {!everyone && <AudiencePicker label={t('fields.receivers')} value={receivers} onChange={setReceivers} testId="receivers" />}
      {!isSurvey && <AudiencePicker label={t('fields.viewers')} value={viewers} onChange={setViewers} testId="viewers" />}
      <div className="apron-actions">
        <IonButton fill="outline" onClick={() => setPreview(true)} data-testid="correspondence-preview">{t('actions.preview')}</IonButton>
        <IonButton fill="outline" disabled={busy} onClick={() => submit(true)} data-testid="correspondence-save-draft">{t('actions.saveDraft')}</IonButton>
        <FormActions>
          <IonButton type="submit" disabled={busy} data-testid="correspondence-send">{t('actions.send')}</IonButton>
        </FormActions>
      </div>
      <Dialog open={preview} title={subject || t('fields.subject')} closeText={t('actions.close')} onClose={() => setPreview(false)} testId="correspondence-preview-dialog">
        <SafeHtml html={content.body} />
        <p>{t('fields.receivers')}: {everyone ? t('fields.send_to_everyone') : receivers.map((r) => r.name).join(', ')}</p>
      </Dialog>
    </form>
  );
}
