import { IonNote } from '@ionic/react';
import { displayDate } from '@/contracts/display-dates';
import { isTpssExpired } from '@/contracts/employees/tpss';

/**
 * The expired-TPSS mark under a person in a picker (docs/decisions/employees.md): shown when the card's
 * last valid day is before `day`. Each picker says in its own words what the mark means for it
 * (drills refuse the person, audits only mark), through `message`, which receives the day as dd/mm/yyyy.
 */
export function TpssExpiredNote({ validUntil, day, message, testId }: { validUntil: string | null | undefined; day: string; message: (date: string) => string; testId: string }) {
  if (!validUntil || !isTpssExpired(validUntil, day)) return null;
  return (
    <p><IonNote color="danger" data-testid={testId}>{message(displayDate(validUntil))}</IonNote></p>
  );
}
