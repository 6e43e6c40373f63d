/**
 * The form snapshot's fields (src/contracts/form-snapshot.ts): which controls a snapshot carries, how a
 * control of the picture finds its twin in the app's form, and how a value reaches the twin.
 */
export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const CARRIED = 'input:not([type=hidden]):not([type=file]):not([type=submit]):not([type=button]):not([type=reset]), select, textarea';

export function formControls(root: ParentNode): FormControl[] {
  return [...root.querySelectorAll<FormControl>(CARRIED)];
}

/** The field's visible label: Ionic's label text, a select's span, or its aria-label. */
function labelOf(control: FormControl): string {
  const label = control.closest('label');
  const text = label?.querySelector('.label-text, span')?.textContent ?? control.getAttribute('aria-label') ?? '';
  return text.trim();
}

/**
 * Keys that match a control of the picture to the app's control of the same field: tag, type,
 * the form's own name (not Ionic's counter 'ion-input-3'), the label, and the rank among equals.
 * Ids are no help: the picture has none (they would clash with the app's) and Ionic's are counters.
 */
export function controlKeys(root: ParentNode): Map<string, FormControl> {
  const keys = new Map<string, FormControl>();
  const seen = new Map<string, number>();
  for (const control of formControls(root)) {
    const name = control.getAttribute('name') ?? '';
    const base = `${control.tagName}|${control.type}|${name.startsWith('ion-') ? '' : name}|${labelOf(control)}`;
    const rank = seen.get(base) ?? 0;
    seen.set(base, rank + 1);
    keys.set(`${base}#${rank}`, control);
  }
  return keys;
}

/** What the user changed in a control of the picture: its new value, or null when untouched. */
export function changedValue(control: FormControl): string | boolean | null {
  if (control instanceof HTMLSelectElement) {
    const initial = [...control.options].find((o) => o.defaultSelected) ?? control.options[0];
    return control.value !== (initial?.value ?? '') ? control.value : null;
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    return control.checked !== control.defaultChecked ? control.checked : null;
  }
  return control.value !== control.defaultValue ? control.value : null;
}

/**
 * Gives the app's control a value as typing would: the prototype's setter (React keeps its own on
 * the element and would ignore the change otherwise), then input and change events, which React,
 * Ionic and react-hook-form listen to. A select's change renders at once (a discrete event), so a
 * field that depends on it is there for the next value.
 */
export function applyValue(control: FormControl, value: string | boolean): void {
  if (typeof value === 'boolean') {
    if ((control as HTMLInputElement).checked !== value) (control as HTMLInputElement).click();
    return;
  }
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}
