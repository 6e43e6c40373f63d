import { activeForm, formDrawn, pageTitle, serialiseForm, storeSnapshot } from './form-snapshot-capture';
import { applyValue, changedValue, controlKeys, type FormControl } from './form-snapshot-fields';
import { SNAPSHOT_ELEMENT_ID } from '@/contracts/form-snapshot';
import './form-snapshot.css';

/** A picture the app never takes over (its form did not come: an error, no data) leaves after this. */
const GIVE_UP_MS = 20_000;

/** Focus and caret move to the app's twin of the field the user was in. */
function moveFocus(from: FormControl, to: FormControl) {
  to.focus();
  if (from instanceof HTMLSelectElement || to instanceof HTMLSelectElement) return;
  try {
    to.setSelectionRange(from.selectionStart, from.selectionEnd);
  } catch {
    // A type without a caret (a checkbox): focus is enough.
  }
}

/** Copies what was typed into the picture to the app's form, in the picture's order, and the focus with it. */
function carry(picture: HTMLFormElement, form: HTMLFormElement) {
  const focused = document.activeElement;
  let focus: { key: string; control: FormControl } | undefined;
  for (const [key, control] of controlKeys(picture)) {
    if (control === focused) focus = { key, control };
    const value = changedValue(control);
    if (value === null) continue;
    // Looked up after each value: a choice can bring the fields that depend on it.
    const twin = controlKeys(form).get(key);
    if (twin) applyValue(twin, value);
  }
  const twin = focus && controlKeys(form).get(focus.key);
  if (focus && twin) moveFocus(focus.control, twin);
}

/**
 * Started by main.tsx before the app renders: when the worker opened this tab with a form
 * snapshot, the user may type into it (and tap Save) while the app's code loads. Once the app's
 * form is drawn, a fresh snapshot is stored from it (still empty), what was typed is carried over,
 * the picture leaves, and a Save tapped meanwhile submits the app's form, which validates and
 * saves as if it had been tapped there. A tab that lands elsewhere (sign-in) drops the picture.
 */
export function adoptFormSnapshot(): void {
  const snapshot = document.getElementById(SNAPSHOT_ELEMENT_ID);
  const picture = snapshot?.querySelector('form');
  if (!snapshot || !picture) {
    snapshot?.remove();
    return;
  }
  const path = snapshot.dataset.path;
  const started = performance.now();
  const tick = () => {
    if (window.location.pathname !== path || performance.now() - started > GIVE_UP_MS) {
      snapshot.remove();
      return;
    }
    const form = activeForm();
    if (!form || !formDrawn(form)) {
      requestAnimationFrame(tick);
      return;
    }
    void storeSnapshot(path, serialiseForm(form, path, pageTitle(form))).catch(() => undefined);
    carry(picture, form);
    snapshot.remove();
    // Marked by the snapshot's own script (SNAPSHOT_SAVE_SCRIPT), from the first moment it was on screen.
    if (picture.dataset.saveTapped) form.requestSubmit();
  };
  requestAnimationFrame(tick);
}
