import type { DetectionRegister } from '@/contracts/detection-registers';

/** Where each register's screens live (spec 3 §2 lists; the form paths are Apron's, docs/decisions/detections.md). */
export interface DetectionScreens {
  list: string;
  /** The form: without an id it records a new detection, with /{id} it edits one. */
  store: string;
}

export const DETECTION_SCREENS: Record<DetectionRegister, DetectionScreens> = {
  prohibited: { list: '/prohibited-form-list', store: '/prohibited-form/store' },
  suspicious: { list: '/suspicious-form-list', store: '/suspicious-form/store' },
  imposter: { list: '/imposter-document-detection-list', store: '/imposter-document-detection/store' },
};
