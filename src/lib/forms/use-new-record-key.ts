import { useIonViewWillEnter, useIonViewWillLeave } from '@ionic/react';
import { useCallback, useRef, useState } from 'react';
import { newRecordId } from '@/lib/outbox/uuid';
import { useFormSnapshot } from '@/lib/pwa/form-snapshot-capture';

/**
 * The id of the record a create form is making, new every time the create route is entered
 * (issue 17). Ionic keeps a left page mounted and shows that same page again when its route is
 * opened again, so a form's state (fields, chosen photos) outlived its save or its abandonment and
 * the next record started with the last one's title and photos. Key the form by this id
 * (`<Form key={id} />`): each entry remounts it empty. `renew` starts another record on the spot
 * (after a save that stays on the page). The id is a UUIDv7, so it can be the record's own id.
 */
export function useNewRecordKey(): [id: string, renew: () => void] {
  const [id, setId] = useState(newRecordId);
  const left = useRef(false);
  const renew = useCallback(() => setId(newRecordId()), []);
  // An entry after a leave is the kept page shown again. The first entry may come before or after
  // the mount (the screen's chunk can arrive after its page has entered), so it is not counted. The
  // leave counts from its start, not its end: under load (the chaos suite, N=100, load 10) a record
  // entered right after a save kept the last one's photos once, most likely the page shown again
  // before its leave had finished. Forms that save also renew at once: a save ends the record.
  useIonViewWillLeave(() => {
    left.current = true;
  });
  useIonViewWillEnter(() => {
    if (left.current) renew();
    left.current = false;
  }, [renew]);
  // A field form opens offline from its snapshot before the app has loaded (docs/offline-cold-start.md).
  useFormSnapshot(id);
  return [id, renew];
}
