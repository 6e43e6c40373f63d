import { IonButton, IonIcon } from '@ionic/react';
import { add, closeCircleOutline, trashOutline } from 'ionicons/icons';
import { useId } from 'react';
import type { ActionProps, CombinatorSelectorProps, FieldSelectorProps, OperatorSelectorProps } from 'react-querybuilder';
import { MAX_GROUP_CONDITIONS } from '@/contracts/query-filter';
import { SelectInput } from '@/lib/forms/components/select-input';
import { canAddCondition, canAddGroup } from './model';
import type { QueryBuilderField } from './types';

/**
 * react-querybuilder's controls drawn with our form kit: labelled native selects (SelectInput),
 * Ionic buttons, Turkish hints when a limit is reached. Everything a control needs beyond its
 * props travels in react-querybuilder's `context`.
 */
export interface BuilderContext {
  t: (key: string, options?: Record<string, unknown>) => string;
  maxGroups: number;
  fieldsByName: ReadonlyMap<string, QueryBuilderField>;
}

const contextOf = (props: { context?: unknown }) => props.context as BuilderContext;

type Option = { value?: string; name?: string; label: string };
/** react-querybuilder hands options as `{ name, value, label }` (flat lists only here). */
const flat = (options: readonly unknown[]): { value: string; label: string }[] =>
  (options as Option[]).filter((o) => typeof o === 'object' && 'label' in o).map((o) => ({ value: String(o.value ?? o.name ?? ''), label: o.label }));

export function FieldSelector(props: FieldSelectorProps) {
  const { t } = contextOf(props);
  const options = flat(props.options);
  // A remembered filter may name a field the screen no longer offers: show it rather than hide it.
  if (props.value && !options.some((o) => o.value === props.value)) {
    options.push({ value: props.value, label: (props.rule.meta as { fieldLabel?: string } | undefined)?.fieldLabel ?? props.value });
  }
  return (
    <div className={props.className}>
      <SelectInput label={t('labels.field')} value={props.value} options={options} onChange={props.handleOnChange} testId="qb-field" />
    </div>
  );
}

export function OperatorSelector(props: OperatorSelectorProps) {
  const { t } = contextOf(props);
  const options = flat(props.options);
  return (
    <div className={props.className}>
      <SelectInput
        label={t('labels.comparison')}
        value={props.value}
        options={options}
        emptyOption={props.value && options.some((o) => o.value === props.value) ? undefined : t('labels.choose')}
        onChange={props.handleOnChange}
        testId="qb-operator"
      />
    </div>
  );
}

/** The groups are joined with VE (no choice); inside a group the user picks VE or VEYA. */
export function CombinatorSelector(props: CombinatorSelectorProps) {
  const { t } = contextOf(props);
  if (props.level === 0) {
    return props.rules.length > 1 ? <p className="qb-note">{t('hints.groupsJoined')}</p> : null;
  }
  return (
    <div className={['qb-group-head', props.className].filter(Boolean).join(' ')}>
      <h3 className="qb-group-title">{t('labels.group', { n: (props.path[0] ?? 0) + 1 })}</h3>
      <SelectInput
        label={t('labels.join')}
        value={props.value}
        options={[
          { value: 'and', label: t('logical.VE') },
          { value: 'or', label: t('logical.VEYA') },
        ]}
        onChange={props.handleOnChange}
        testId="qb-logical"
      />
    </div>
  );
}

/** A button that stays visible at its limit, disabled, with the reason beside it. */
function LimitedButton({ label, onClick, disabled, atLimit, hint, testId }: { label: string; onClick: () => void; disabled?: boolean; atLimit: boolean; hint: string; testId: string }) {
  const hintId = useId();
  return (
    <span className="qb-add">
      <IonButton
        size="small"
        fill="outline"
        disabled={disabled || atLimit}
        onClick={onClick}
        aria-describedby={atLimit ? hintId : undefined}
        data-testid={testId}
      >
        <IonIcon slot="start" icon={add} aria-hidden="true" />
        {label}
      </IonButton>
      {atLimit && (
        <span id={hintId} className="qb-hint" role="status">
          {hint}
        </span>
      )}
    </span>
  );
}

export function AddGroupAction(props: ActionProps) {
  const { t, maxGroups } = contextOf(props);
  if (props.level !== 0) return null;
  return (
    <LimitedButton
      label={t('actions.addGroup')}
      onClick={() => props.handleOnClick()}
      disabled={props.disabled}
      atLimit={!canAddGroup(props.rules?.length ?? 0, maxGroups)}
      hint={t('hints.maxGroups', { max: maxGroups })}
      testId="qb-add-group"
    />
  );
}

export function AddRuleAction(props: ActionProps) {
  const { t } = contextOf(props);
  if (props.level !== 1) return null;
  return (
    <LimitedButton
      label={t('actions.addCondition')}
      onClick={() => props.handleOnClick()}
      disabled={props.disabled}
      atLimit={!canAddCondition(props.rules?.length ?? 0)}
      hint={t('hints.maxConditions', { max: MAX_GROUP_CONDITIONS })}
      testId="qb-add-condition"
    />
  );
}

export function RemoveGroupAction(props: ActionProps) {
  const { t } = contextOf(props);
  if (props.level === 0) return null;
  return (
    <IonButton size="small" fill="clear" color="danger" disabled={props.disabled} onClick={() => props.handleOnClick()} data-testid="qb-remove-group">
      <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
      {t('actions.removeGroup')}
    </IonButton>
  );
}

export function RemoveRuleAction(props: ActionProps) {
  const { t } = contextOf(props);
  const label = t('actions.removeCondition');
  return (
    <IonButton className="qb-remove-rule" size="small" fill="clear" color="medium" disabled={props.disabled} onClick={() => props.handleOnClick()} aria-label={label} title={label} data-testid="qb-remove-condition">
      <IonIcon slot="icon-only" icon={closeCircleOutline} aria-hidden="true" />
    </IonButton>
  );
}
