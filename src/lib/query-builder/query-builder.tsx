import { IonButton } from '@ionic/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBuilder as ReactQueryBuilder, type ControlElementsProp, type FullField, type Path } from 'react-querybuilder';
import { dropEmptyConditions } from '@/contracts/query-filter';
import { AddGroupAction, AddRuleAction, CombinatorSelector, FieldSelector, OperatorSelector, RemoveGroupAction, RemoveRuleAction, type BuilderContext } from './controls';
import { canAddCondition, canAddGroup, conditionProblem, defaultOperatorFor, groupLimit, operatorsFor } from './model';
import { fromRqb, nextId, sameTree, toRqb, type BuilderGroup } from './rqb-model';
import type { QueryBuilderProps } from './types';
import { ValueEditor } from './value-editor';
import './query-builder.css';

const controlElements: ControlElementsProp<FullField, string> = {
  fieldSelector: FieldSelector,
  operatorSelector: OperatorSelector,
  combinatorSelector: CombinatorSelector,
  valueEditor: ValueEditor,
  addGroupAction: AddGroupAction,
  addRuleAction: AddRuleAction,
  removeGroupAction: RemoveGroupAction,
  removeRuleAction: RemoveRuleAction,
  cloneGroupAction: null,
  cloneRuleAction: null,
  lockGroupAction: null,
  lockRuleAction: null,
  muteGroupAction: null,
  muteRuleAction: null,
  notToggle: null,
  dragHandle: null,
};

/**
 * The query builder of spec 1 §3/§5 and spec 3 §3/§7: groups of conditions (each group joined
 * inside by VE or VEYA, the groups joined with VE), at most 4 groups (1 for reports other than
 * 'default') of at most 4 conditions. Controlled: `value` is our tree (src/contracts/query-filter);
 * react-querybuilder draws and edits it through our own controls. Import it lazily (index.ts does).
 */
export function QueryBuilder({ sourceType, fields, value, onChange, onSubmit, maxGroups, disabled, submitLabel, testId }: QueryBuilderProps) {
  const { t } = useTranslation('query-builder');
  const limit = groupLimit(maxGroups);

  // react-querybuilder keys rows by id: keep its model (and ids) while `value` is the tree it made.
  const [local, setLocal] = useState(() => ({ tree: value, query: toRqb(value) }));
  let current = local;
  if (value !== local.tree) {
    const same = sameTree(fromRqb(local.query, sourceType, fields, value), value);
    current = { tree: value, query: same ? local.query : toRqb(value) };
    setLocal(current);
  }

  const fieldsByName = useMemo(() => new Map(fields.map((f) => [f.name, f])), [fields]);
  const rqbFields = useMemo(() => fields.map((f) => ({ name: f.name, value: f.name, label: f.label })), [fields]);
  const context = useMemo<BuilderContext>(() => ({ t: (key, options) => t(key, options ?? {}) as string, maxGroups: limit, fieldsByName }), [t, limit, fieldsByName]);

  const change = (query: BuilderGroup) => {
    const next = fromRqb(query, sourceType, fields, value);
    setLocal({ tree: next, query });
    onChange(next);
  };

  const problems = value.groups.some((g) => g.conditions.some((c) => conditionProblem(c, fieldsByName.get(c.sourceField.name)) !== null));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problems && !disabled) onSubmit?.(dropEmptyConditions(value));
  };

  const groupAt = (query: BuilderGroup, path: Path) => query.rules[path[0] ?? -1] as BuilderGroup | undefined;

  return (
    <form className="qb" onSubmit={submit} noValidate data-testid={testId ?? 'query-builder'} aria-label={t('labels.builder')}>
      {/* A disabled fieldset disables every native control inside (the kit's selects and inputs). */}
      <fieldset className="qb-fieldset" disabled={disabled}>
        <ReactQueryBuilder
          query={current.query}
          onQueryChange={change}
          fields={rqbFields}
          combinators={[
            { name: 'and', value: 'and', label: t('logical.VE') },
            { name: 'or', value: 'or', label: t('logical.VEYA') },
          ]}
          getOperators={(name) => {
            const field = fieldsByName.get(name);
            return field ? operatorsFor(field).map((op) => ({ name: op, value: op, label: t(`comparisons.${op}`) })) : [];
          }}
          getDefaultOperator={(name) => {
            const field = fieldsByName.get(name);
            return field ? defaultOperatorFor(field) : '';
          }}
          getDefaultValue={() => null}
          onAddGroup={(_group, parentPath, query) => parentPath.length === 0 && canAddGroup(query.rules.length, limit)}
          onAddRule={(_rule, parentPath, query) => parentPath.length === 1 && canAddCondition(groupAt(query as BuilderGroup, parentPath)?.rules.length ?? Infinity)}
          addRuleToNewGroups
          resetOnFieldChange
          enableMountQueryChange={false}
          idGenerator={nextId}
          maxLevels={2}
          controlElements={controlElements}
          context={context}
          disabled={disabled}
          accessibleDescriptionGenerator={({ path }) => (path.length === 0 ? t('labels.builder') : t('labels.group', { n: (path[0] ?? 0) + 1 }))}
        />
      </fieldset>
      {value.groups.length === 0 && <p className="qb-note">{t('hints.noGroups')}</p>}
      {onSubmit && (
        <div className="qb-submit">
          <IonButton type="submit" disabled={disabled || problems} data-testid="qb-submit">
            {submitLabel ?? t('actions.submit')}
          </IonButton>
          {problems && (
            <span className="qb-hint" role="status">
              {t('errors.fix')}
            </span>
          )}
        </div>
      )}
    </form>
  );
}

export default QueryBuilder;
