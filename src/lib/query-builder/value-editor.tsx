import { useId } from 'react';
import { update, type ValueEditorProps } from 'react-querybuilder';
import { COMPARISONS, type ComparisonValue, type FilterCondition, type FilterValue } from '@/contracts/query-filter';
import { DateInput } from '@/lib/forms/components/date-input';
import { FormField } from '@/lib/forms/components/form-field';
import { SelectInput } from '@/lib/forms/components/select-input';
import type { BuilderContext } from './controls';
import { ListEditor } from './list-editor';
import { conditionProblem, fitValue, parseNumberText, scalarProblem, shapeOf } from './model';
import type { RuleMeta } from './rqb-model';
import { TypeaheadInput } from './typeahead-input';
import type { QueryBuilderField } from './types';

type Scalar = string | number | boolean;

interface ScalarEditorProps {
  field: QueryBuilderField;
  label: string;
  value: Scalar | null;
  onChange: (value: Scalar | null) => void;
  disabled?: boolean;
  invalid?: boolean;
  t: BuilderContext['t'];
  testId: string;
}

/** A native text input with the kit's select look, labelled like SelectInput. */
function TextInput({ label, value, onChange, numeric, invalid, testId }: { label: string; value: string; onChange: (text: string) => void; numeric?: boolean; invalid?: boolean; testId: string }) {
  return (
    <label className="apron-select-label">
      <span>{label}</span>
      <input
        className="apron-select qb-input"
        type="text"
        inputMode={numeric ? 'decimal' : undefined}
        maxLength={255}
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </label>
  );
}

/** One value of a field, by its type (text, number, date, boolean, enum). */
function ScalarEditor({ field, label, value, onChange, disabled, invalid, t, testId }: ScalarEditorProps) {
  if (field.type === 'boolean') {
    return (
      <SelectInput
        label={label}
        value={typeof value === 'boolean' ? String(value) : ''}
        emptyOption={t('labels.choose')}
        options={[
          { value: 'true', label: t('common:yes') },
          { value: 'false', label: t('common:no') },
        ]}
        onChange={(v) => onChange(v === '' ? null : v === 'true')}
        testId={testId}
      />
    );
  }
  if (field.type === 'enum' && field.options?.length) {
    const options = field.options;
    return (
      <SelectInput
        label={label}
        value={value === null || typeof value === 'boolean' ? '' : value}
        emptyOption={t('labels.choose')}
        options={options}
        onChange={(v) => onChange(options.find((o) => String(o.value) === v)?.value ?? null)}
        testId={testId}
      />
    );
  }
  if (field.type === 'date') {
    return (
      <DateInput
        label={label}
        labelPlacement="stacked"
        fill="outline"
        className="qb-date"
        value={typeof value === 'string' ? value : ''}
        onChange={(v) => onChange(v === '' ? null : v)}
        disabled={disabled}
        invalid={invalid}
      />
    );
  }
  const numeric = field.type === 'number';
  return (
    <TextInput
      label={label}
      value={value === null ? '' : String(value)}
      numeric={numeric}
      invalid={invalid}
      onChange={(text) => onChange(text.trim() === '' ? (text === '' ? null : text) : numeric ? parseNumberText(text) : text)}
      testId={testId}
    />
  );
}

/** Checkboxes for 'in' on a field with fixed choices. */
function ChoiceList({ field, value, onChange, t }: { field: QueryBuilderField; value: Scalar[]; onChange: (v: Scalar[]) => void; t: BuilderContext['t'] }) {
  const options = field.options ?? [];
  return (
    <fieldset className="qb-choices" data-testid="qb-value-choices">
      <legend>{t('labels.values')}</legend>
      {options.map((o) => {
        const checked = value.some((v) => String(v) === String(o.value));
        return (
          <label key={o.value} className="qb-choice">
            <input
              type="checkbox"
              checked={checked}
              onChange={() => onChange(checked ? value.filter((v) => String(v) !== String(o.value)) : [...value, o.value])}
            />
            <span>{o.label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * The value editor of a condition, chosen by the comparison's value shape and the field's type:
 * nothing for is_empty / is_not_empty, two inputs for between, a list for in, a typeahead for
 * fields that search the API, otherwise one input of the field's type.
 */
export function ValueEditor(props: ValueEditorProps) {
  const context = props.context as BuilderContext;
  const { t } = context;
  const groupId = useId();
  const field = context.fieldsByName.get(props.field);
  const op = (Object.hasOwn(COMPARISONS, props.operator) ? props.operator : '') as ComparisonValue | '';
  const shape = shapeOf(op);
  if (!field || shape === 'none') return null;

  const value = fitValue(props.value, shape);
  const set = (next: FilterValue) => props.handleOnChange(next);
  const condition: FilterCondition = { sourceField: { name: field.name }, comparisonOperator: op ? { value: op } : null, value };
  const problem = conditionProblem(condition, field);
  const common = { field, disabled: props.disabled, invalid: problem !== null, t };

  let editor;
  if (shape === 'one' && field.typeaheadPath) {
    const meta = props.rule.meta as RuleMeta | undefined;
    editor = (
      <TypeaheadInput
        path={field.typeaheadPath}
        minChars={field.typeaheadMinChars}
        label={t('labels.value')}
        chosenLabel={value !== null && value !== '' ? (meta?.valueLabel ?? String(value)) : null}
        t={t}
        onChoose={(item) => {
          const nextMeta: RuleMeta = { ...meta, valueLabel: item?.label };
          if (!item) delete nextMeta.valueLabel;
          props.schema.dispatchQuery(update(props.schema.getQuery(), { value: item ? item.id : null, meta: nextMeta }, props.path));
        }}
      />
    );
  } else if (shape === 'one') {
    editor = <ScalarEditor {...common} label={t('labels.value')} value={value as Scalar | null} onChange={set} testId="qb-value" />;
  } else if (shape === 'pair') {
    const [from, to] = value as [Scalar, Scalar];
    const part = (v: Scalar | null) => (v === null ? '' : v);
    // Only the end that is wrong (or missing, when the other is given) is drawn red.
    const wrong = (v: Scalar) => scalarProblem(field.type, v) !== null || (problem === 'query-builder:errors.betweenBoth' && v === '');
    editor = (
      <div className="qb-pair" role="group" aria-labelledby={groupId}>
        <span id={groupId} className="qb-visually-hidden">
          {t(`comparisons.${op}`)}
        </span>
        <ScalarEditor {...common} invalid={wrong(from)} label={t('labels.from')} value={from === '' ? null : from} onChange={(v) => set([part(v), to])} testId="qb-value-from" />
        <ScalarEditor {...common} invalid={wrong(to)} label={t('labels.to')} value={to === '' ? null : to} onChange={(v) => set([from, part(v)])} testId="qb-value-to" />
      </div>
    );
  } else if (field.type === 'enum' && field.options?.length) {
    editor = <ChoiceList field={field} value={value as Scalar[]} onChange={set} t={t} />;
  } else {
    editor = <ListEditor label={t('labels.values')} value={value as Scalar[]} numeric={field.type === 'number'} onChange={set} t={t} />;
  }
  return (
    <FormField className={['qb-value', props.className].filter(Boolean).join(' ')} error={problem ?? undefined}>
      {editor}
    </FormField>
  );
}
