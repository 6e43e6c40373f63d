import { lazy } from 'react';
import { DETECTION_REGISTERS, type DetectionRegister } from '@/contracts/detection-registers';
import type { AppRoute } from '@/lib/routing';
import { screenWithStrings } from '@/lib/screen-with-strings';
import { registerDetectionKinds } from './offline/detection-kind';
import { DETECTION_SCREENS } from './screens';

const view = { permission: 'view-detections' } as const;

// The Outbox screen names and edits detections saved on this device, whichever screen is open.
registerDetectionKinds();

const listPage = (register: DetectionRegister) =>
  lazy(() => import('./pages/detection-list-page').then((m) => ({ default: () => <m.default register={register} /> })));
// A field form, opened offline airside: its chunk and strings load together (issue 16).
const storePage = (register: DetectionRegister) =>
  screenWithStrings(() => import('./pages/detection-store-page').then((m) => ({ default: () => <m.default register={register} /> })), ['detections', 'outbox']);

/** The three detection registers (spec 3 §2): a list each, and a form to record (store) or edit (store/{id}). */
export const routes: AppRoute[] = DETECTION_REGISTERS.flatMap((register) => {
  const screens = DETECTION_SCREENS[register];
  const store = storePage(register);
  return [
    { path: screens.list, component: listPage(register), access: view },
    { path: screens.store, component: store, access: view },
    { path: `${screens.store}/:id`, component: store, access: view },
  ];
});
