import { IonButton, IonCheckbox, IonInput, IonItem, IonLabel, IonList, IonRadio, IonRadioGroup, IonSelect, IonSelectOption, IonTextarea } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formRows, variableOf, type DynaformContent, type DynaformControl } from '@/contracts/cases/dynaform';
import { DateInput } from '@/lib/forms/components/date-input';
import { DateTimeInput } from '@/lib/forms/components/date-time-input';
import { ExternalLink } from '@/lib/ui/external-link';
import { FileControl } from './file-control';
import { controlKind, displayValue, emptyValue, isReadOnly, safeHref, spanOf } from './controls';
import './dynaform.css';

type Values = Record<string, unknown>;
export interface DynaformRendererProps {
  content: DynaformContent | string;
  values: Values;
  onChange: (values: Values) => void;
  /** Field errors from the server (`{ variable: [message] }`). */
  errors?: Record<string, string[]>;
  readOnly?: boolean;
  onSubmit?: () => void;
  submitting?: boolean;
}

/**
 * The one renderer of ProcessMaker dynaforms (spec 3 §4): rows on a 12-column grid, each control
 * mapped by controls.ts. Dates use the kit's DateInput / DateTimeInput (dd/mm/yyyy, 24 h).
 */
export function DynaformRenderer(props: DynaformRendererProps) {
  const rows = formRows(props.content);
  const set = (name: string, v: unknown) => props.onChange({ ...props.values, [name]: v });
  return (
    <div className="apron-dynaform" data-testid="dynaform">
      {rows.map((row, r) => (
        <div className="apron-dynaform-row" key={r}>
          {row.map((c, i) => (
            <div className="apron-dynaform-cell" style={{ '--span': spanOf(c) } as React.CSSProperties} key={c.id ?? `${r}-${i}`} hidden={controlKind(c) === 'hidden'}>
              <Control control={c} value={props.values[variableOf(c)]} onChange={(v) => set(variableOf(c), v)} readOnly={!!props.readOnly}
                error={props.errors?.[variableOf(c)]?.[0]} onSubmit={props.onSubmit} submitting={props.submitting} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

interface ControlProps {
  control: DynaformControl;
  value: unknown;
  onChange: (v: unknown) => void;
  readOnly: boolean;
  error?: string;
  onSubmit?: () => void;
  submitting?: boolean;
}

function Control({ control: c, value, onChange, readOnly, error, onSubmit, submitting }: ControlProps) {
  const { t } = useTranslation('cases');
  const kind = controlKind(c);
  const name = variableOf(c);
  const label = `${c.label ?? ''}${c.required ? ' *' : ''}`;
  const testId = `dyn-${name || c.id}`;
  const text = value === undefined || value === null ? '' : String(value);
  const message = error ? <div className="apron-dynaform-error" data-testid={`${testId}-error`}>{error}</div> : null;

  switch (kind) {
    case 'title': return <h2 className="apron-dynaform-title">{c.label}</h2>;
    case 'subtitle': return <h3 className="apron-dynaform-subtitle">{c.label}</h3>;
    case 'label': return <p className="apron-dynaform-label">{c.label}</p>;
    case 'link': {
      const href = safeHref(c.href);
      // Another site: asked first (spec 1 §8); on its own line, so a whole touch target.
      return href ? <ExternalLink href={href} className="apron-link-target">{c.label ?? href}</ExternalLink> : <span>{c.label}</span>;
    }
    case 'submit':
      return readOnly || !onSubmit ? null : (
        <IonButton type="button" onClick={onSubmit} disabled={submitting} data-testid="dyn-submit">{c.label || t('form.save')}</IonButton>
      );
    case 'hidden': return null;
    default:
  }
  if (isReadOnly(c, readOnly)) {
    if (kind === 'grid') return <GridControl control={c} value={value} onChange={onChange} readOnly error={error} />;
    if (kind === 'file') return <FileControl control={c} label={c.label ?? ''} value={value} onChange={onChange} readOnly testId={testId} message={null} />;
    return (
      <div className="apron-dynaform-readonly" data-testid={testId}>
        <span className="apron-dynaform-caption">{c.label}</span>
        <span>{displayValue(c, value)}</span>
      </div>
    );
  }
  const invalid = !!error;
  const options = c.options ?? [];
  switch (kind) {
    case 'text': case 'number':
      return <>{<IonInput label={label} labelPlacement="stacked" fill="outline" value={text} inputmode={kind === 'number' ? 'decimal' : undefined} maxlength={c.maxLength}
        className={invalid ? 'ion-invalid ion-touched' : undefined} onIonInput={(e) => onChange(e.detail.value ?? '')} data-testid={testId} />}{message}</>;
    case 'textarea':
      return <>{<IonTextarea label={label} labelPlacement="stacked" fill="outline" autoGrow value={text} maxlength={c.maxLength}
        className={invalid ? 'ion-invalid ion-touched' : undefined} onIonInput={(e) => onChange(e.detail.value ?? '')} data-testid={testId} />}{message}</>;
    case 'select':
      return <>{<IonSelect label={label} labelPlacement="stacked" fill="outline" interface="popover" value={text || undefined} placeholder={t('form.choose')}
        onIonChange={(e) => onChange(e.detail.value ?? '')} data-testid={testId}>
        {options.map((o) => <IonSelectOption key={o.value} value={String(o.value)}>{o.label}</IonSelectOption>)}
      </IonSelect>}{message}</>;
    case 'checkbox':
      return <>{<IonCheckbox checked={value === true || value === '1'} onIonChange={(e) => onChange(e.detail.checked)} labelPlacement="end" data-testid={testId}>{label}</IonCheckbox>}{message}</>;
    case 'checkgroup': {
      const chosen = Array.isArray(value) ? value.map(String) : [];
      return (
        <fieldset className="apron-dynaform-group" data-testid={testId}>
          <legend>{label}</legend>
          {options.map((o) => (
            <IonCheckbox key={o.value} labelPlacement="end" checked={chosen.includes(String(o.value))} data-testid={`${testId}-${o.value}`}
              onIonChange={(e) => onChange(e.detail.checked ? [...chosen, String(o.value)] : chosen.filter((x) => x !== String(o.value)))}>{o.label}</IonCheckbox>
          ))}
          {message}
        </fieldset>
      );
    }
    case 'radio':
      return (
        <fieldset className="apron-dynaform-group" data-testid={testId}>
          <legend>{label}</legend>
          <IonRadioGroup value={text} onIonChange={(e) => onChange(e.detail.value ?? '')}>
            {options.map((o) => <IonRadio key={o.value} value={String(o.value)} labelPlacement="end" data-testid={`${testId}-${o.value}`}>{o.label}</IonRadio>)}
          </IonRadioGroup>
          {message}
        </fieldset>
      );
    case 'date':
      return <>{<DateInput label={label} labelPlacement="stacked" value={text} onChange={onChange} invalid={invalid} data-testid={testId} />}{message}</>;
    case 'datetime':
      return <>{<DateTimeInput label={label} value={text.replace(' ', 'T')} onChange={onChange} invalid={invalid} data-testid={testId} />}{message}</>;
    case 'suggest': return <Suggest control={c} label={label} value={text} onChange={onChange} testId={testId} message={message} />;
    case 'file': return <FileControl control={c} label={label} value={value} onChange={onChange} readOnly={false} testId={testId} message={message} />;
    case 'grid': return <GridControl control={c} value={value} onChange={onChange} readOnly={false} error={error} />;
    default: return null;
  }
}

function Suggest({ control: c, label, value, onChange, testId, message }: { control: DynaformControl; label: string; value: string; onChange: (v: unknown) => void; testId: string; message: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const needle = value.toLocaleLowerCase('tr');
  const matches = (c.options ?? []).filter((o) => `${o.label} ${o.value}`.toLocaleLowerCase('tr').includes(needle)).slice(0, 8);
  return (
    <div className="apron-dynaform-suggest">
      <IonInput label={label} labelPlacement="stacked" fill="outline" value={value} data-testid={testId}
        onIonInput={(e) => { onChange(e.detail.value ?? ''); setOpen(true); }} onIonBlur={() => setTimeout(() => setOpen(false), 150)} />
      {open && matches.length > 0 && (
        <IonList className="apron-dynaform-suggestions">
          {matches.map((o) => (
            <IonItem key={o.value} button onClick={() => { onChange(String(o.value)); setOpen(false); }}><IonLabel>{o.label}</IonLabel></IonItem>
          ))}
        </IonList>
      )}
      {message}
    </div>
  );
}

function GridControl({ control: c, value, onChange, readOnly, error }: { control: DynaformControl; value: unknown; onChange: (v: unknown) => void; readOnly: boolean; error?: string }) {
  const { t } = useTranslation('cases');
  const rows = Array.isArray(value) ? (value as Values[]) : [];
  const columns = c.columns ?? [];
  const blank = () => Object.fromEntries(columns.map((col) => [variableOf(col), emptyValue(col)]));
  const name = variableOf(c);
  return (
    <fieldset className="apron-dynaform-grid" data-testid={`dyn-${name}`}>
      <legend>{c.label}</legend>
      {rows.map((row, i) => (
        <div className="apron-dynaform-row" key={i} data-testid={`dyn-${name}-row-${i}`}>
          {columns.map((col) => (
            <div className="apron-dynaform-cell" style={{ '--span': Math.min(spanOf(col), readOnly ? 12 : 11) } as React.CSSProperties} key={variableOf(col)}>
              <Control control={col} value={row[variableOf(col)]} readOnly={readOnly}
                onChange={(v) => onChange(rows.map((x, j) => (j === i ? { ...x, [variableOf(col)]: v } : x)))} />
            </div>
          ))}
          {!readOnly && (
            <IonButton fill="clear" color="danger" onClick={() => onChange(rows.filter((_, j) => j !== i))} data-testid={`dyn-${name}-remove-${i}`}>{t('form.removeRow')}</IonButton>
          )}
        </div>
      ))}
      {!readOnly && <IonButton fill="outline" size="small" onClick={() => onChange([...rows, blank()])} data-testid={`dyn-${name}-add`}>{t('form.addRow')}</IonButton>}
      {error && <div className="apron-dynaform-error">{error}</div>}
    </fieldset>
  );
}
