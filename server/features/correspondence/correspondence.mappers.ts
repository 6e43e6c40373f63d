import type { AudienceEntry } from '../../../src/contracts/correspondence/audience';
import type { CorrespondenceDetails, CorrespondenceItem } from '../../../src/contracts/correspondence/correspondence';
import { UPLOAD_TYPES, type UploadMimeType } from '../../../src/contracts/files';
import type { FileRow } from '../files/files.repository';
import type { ItemRow } from './correspondence.repository';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function toItem(r: ItemRow): CorrespondenceItem {
  return {
    id: Number(r.id),
    subject: r.subject,
    reference_code: r.reference_code,
    correspondence_type: { id: Number(r.correspondence_type_id), name: r.type_name },
    status: r.status,
    is_draft: r.status === 'draft',
    is_sent: r.status !== 'draft',
    is_approved: r.status === 'approved',
    is_rejected: r.status === 'rejected',
    is_mandatory: r.is_mandatory,
    send_as: r.send_as,
    send_to_everyone: r.send_to_everyone,
    sender: { user_id: Number(r.owner_user_id), full_name: r.owner_name, position_name: r.owner_position_name },
    sent_at: r.sent_at,
    expiration_at: r.expiration_at,
    created_at: iso(r.created_at)!,
    revision: Number(r.revision),
    read_at: iso(r.read_at),
    files_count: Number(r.files_count),
  };
}

export function toFile(correspondenceId: number, f: FileRow) {
  return {
    id: Number(f.id),
    extension: UPLOAD_TYPES[f.mime_type as UploadMimeType] ?? '',
    original_name: f.original_name,
    file_url: `/api/correspondence/${correspondenceId}/file/${f.id}`,
    size: Number(f.size),
    mime_type: f.mime_type,
  };
}

export function toDetails(
  r: ItemRow, files: FileRow[], audience: { receivers: AudienceEntry[]; viewers: AudienceEntry[] }, counts: { total: number; read: number },
  survey: CorrespondenceDetails['survey'] = null,
  video?: FileRow,
): CorrespondenceDetails {
  return {
    ...toItem(r),
    body: r.body,
    files: files.map((f) => toFile(Number(r.id), f)),
    receivers: audience.receivers,
    viewers: audience.viewers,
    delivered_count: counts.total,
    read_count: counts.read,
    survey_id: r.survey_id === null ? null : Number(r.survey_id),
    survey,
    survey_answered: !!r.survey_answered,
    video_id: video ? Number(video.id) : null,
    video: video ? {
      id: Number(video.id), original_name: video.original_name, mime_type: video.mime_type, size: Number(video.size),
      url: `/api/correspondence/${r.id}/video`,
    } : null,
  };
}
