import { DETECTION_REGISTERS, DETECTION_REGISTER_DEFS, type DetectionRegister } from '@/contracts/detection-registers';
import { registerKind } from '@/lib/outbox/kinds';
import type { OutboxItem } from '@/lib/outbox/types';
import { DETECTION_SCREENS } from '../screens';

/** The outbox item of a detection recorded on this device (docs/offline.md §1), one kind per register. */
export const detectionKind = (register: DetectionRegister) => `detection.${register}.create`;

/** The register of a detection item, or undefined when the item is something else. */
export function registerOfItem(item: Pick<OutboxItem, 'kind'>): DetectionRegister | undefined {
  return DETECTION_REGISTERS.find((r) => detectionKind(r) === item.kind);
}

export const detectionPath = (register: DetectionRegister) => DETECTION_REGISTER_DEFS[register].path;

/** Where a refused item is corrected: the register's form, filled from the item. */
export const editPathOf = (register: DetectionRegister, itemId: string) => `${DETECTION_SCREENS[register].store}?outbox=${encodeURIComponent(itemId)}`;

/** Called when the routes load, so the Outbox screen can name and edit these items on any screen. */
export function registerDetectionKinds(): void {
  for (const register of DETECTION_REGISTERS) {
    registerKind(detectionKind(register), {
      // The summary is written at enqueue in the user's language ('Yasaklı madde tespiti: Bıçak').
      label: (item) => item.summary,
      editPath: (item) => editPathOf(register, item.id),
    });
  }
}
