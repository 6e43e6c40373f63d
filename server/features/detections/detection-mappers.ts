import type { DetectionDetails, DetectionItem, DetectionRegisterDef } from '../../../src/contracts/detections';
import type { StoredFile } from '../../../src/contracts/files';
import type { FileRow } from '../files/files.repository';
import { toStoredFile } from '../files/files.service';
import type { DetectionRow } from './detections.repository';

/** Rows -> contract shapes. */
export function toDetectionItem(row: DetectionRow, canChange: boolean): DetectionItem {
  return {
    id: row.id,
    uuid: row.uuid,
    register: row.register,
    item: { id: row.item_id, name: row.item_name },
    flight_number: row.flight_number,
    description: row.description,
    detected_at: row.detected_at.toISOString(),
    detecter_position_id: row.detecter_position_id,
    detecter: {
      position_id: row.detecter_position_id,
      user_id: row.detecter_user_id,
      full_name: row.detecter_name,
      role_display: {
        company: { id: row.company_id, name: row.company_name, deleted: Boolean(row.company_deleted) },
        department: { id: row.department_id, name: row.department_name, deleted: Boolean(row.department_deleted) },
        role: { id: row.detecter_role_id, name: row.role_name, deleted: Boolean(row.role_deleted) },
      },
    },
    detecter_project: { id: row.detecter_project_id, name: row.project_name },
    reporter: { user_id: row.reporter_user_id, full_name: row.reporter_name },
    files_count: Number(row.files_count),
    can_change: canChange,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A detection's file, downloaded through the detection (whoever may read it, not only its uploader). */
export function toDetectionFile(def: DetectionRegisterDef, detectionId: number, file: FileRow): StoredFile {
  return { ...toStoredFile(file), url: `/api${def.path}/${detectionId}/file/${file.id}` };
}

export function toDetectionDetails(def: DetectionRegisterDef, row: DetectionRow, files: FileRow[], canChange: boolean): DetectionDetails {
  return { ...toDetectionItem(row, canChange), files: files.map((f) => toDetectionFile(def, row.id, f)) };
}
