import { columnVisibilityFeature, tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIONS_KEY, foldOrder, foldsFor, type Column } from './columns';
import { useWidth } from './use-width';
import { triState } from '@/lib/ui/tri-state';
import { TriStateCheckbox } from '@/lib/ui/tri-state-checkbox';
import '@/lib/ui/kit-content.css';

export type { Column } from './columns';
export type { RowData } from '@tanstack/react-table';

/** Below this pane width rows are cards (a phone, or a narrow dialog). */
export const CARD_WIDTH = 600;
/** From this many rows the table renders only the rows in view (perpage goes up to 300). */
export const VIRTUAL_FROM = 120;

export interface RowSelection<T> {
  isSelected: (row: T) => boolean;
  onToggle: (row: T, selected: boolean) => void;
  /** Select or clear every row on screen; absent = no select-all box. */
  onToggleAll?: (selected: boolean) => void;
  testId?: (row: T) => string;
  /** The row's checkbox label for screen readers (default 'Satırı seç'). */
  label?: (row: T) => string;
  allTestId?: string;
}

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** The current ordering ('field' or '-field') for the sort arrows. */
  ordering?: string;
  /** A sortable header was pressed: the column's `sort` field. */
  onSort?: (field: string) => void;
  selection?: RowSelection<T>;
  testId?: string;
  /** A test id for each row (its <tr>, or its card on phones). */
  rowTestId?: (row: T) => string;
}

const features = tableFeatures({ columnVisibilityFeature });
type Feats = typeof features;

/**
 * The one table of the app (docs/ui.md). Columns that do not fit the pane fold, lowest priority
 * first, into the last visible cell as label–value lines; the actions column stays visible at the
 * right edge; below CARD_WIDTH each row is a card; long pages render only the rows in view.
 */
export function DataTable<T extends RowData>({ columns, rows, rowKey, ordering, onSort, selection, testId, rowTestId }: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const [outer, width] = useWidth<HTMLDivElement>();
  const cards = width > 0 && width < CARD_WIDTH;
  // Stable while the column keys are: pages build their columns anew on every render.
  const orderKey = foldOrder(columns).join('\n');
  const order = useMemo(() => (orderKey ? orderKey.split('\n') : []), [orderKey]);
  const [folded, setFolded] = useState(0);
  // A new width or new rows: fit again from nothing folded.
  const [fitFor, setFitFor] = useState({ width, rows });
  if (fitFor.width !== width || fitFor.rows !== rows) {
    setFitFor({ width, rows });
    setFolded(0);
  }
  const foldedKeys = useMemo(() => new Set(order.slice(0, folded)), [order, folded]);
  const columnVisibility = useMemo(() => Object.fromEntries(order.map((key) => [key, !foldedKeys.has(key)])), [order, foldedKeys]);
  const defs = useMemo<ColumnDef<Feats, T>[]>(
    () => columns.map((c) => ({ id: c.key, header: c.label, cell: (ctx) => c.render(ctx.row.original) }) as ColumnDef<Feats, T>),
    [columns],
  );
  const table = useTable({ features, columns: defs, data: rows as T[], getRowId: (row) => String(rowKey(row)), state: { columnVisibility } });
  const wrap = useRef<HTMLDivElement>(null);
  const tableEl = useRef<HTMLTableElement>(null);
  // Cells can grow after the fit (a name arrives from a lookup), and the wrap can narrow while the pane
  // around it keeps its rounded width (a scrollbar appears): either way, look again.
  const [grown, setGrown] = useState(0);
  useLayoutEffect(() => {
    const element = tableEl.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setGrown((n) => n + 1));
    observer.observe(element);
    if (wrap.current) observer.observe(wrap.current);
    return () => observer.disconnect();
  }, [cards]);
  useLayoutEffect(() => {
    const element = wrap.current;
    if (!element || cards) return;
    const overflow = element.scrollWidth - element.clientWidth;
    if (overflow <= 0 || folded >= order.length) return;
    const header = (key: string) => tableEl.current?.querySelector<HTMLElement>(`th[data-key="${key}"]`)?.offsetWidth ?? 0;
    setFolded(folded + foldsFor(overflow, order.slice(folded).map(header)));
  }, [folded, order, cards, fitFor, grown]);

  const byKey = useMemo(() => new Map(columns.map((c) => [c.key, c])), [columns]);
  const foldedColumns = order.slice(0, folded).reverse().map((key) => byKey.get(key)!);
  const visible = table.getVisibleLeafColumns().map((c) => byKey.get(c.id)!);
  const lastData = [...visible].reverse().find((c) => c.key !== ACTIONS_KEY)?.key;
  const tableRows = table.getRowModel().rows;
  const virtual = !cards && tableRows.length >= VIRTUAL_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? tableRows.length : 0,
    getScrollElement: () => wrap.current,
    estimateSize: () => 56,
    overscan: 4,
    // Until the wrap is measured (a ResizeObserver callback, then another render a frame later),
    // assume it is as tall as the window, so the first frame with the rows already has them.
    initialRect: { width: 0, height: window.innerHeight },
    getItemKey: (index) => tableRows[index]!.id,
  });

  const sortButton = (c: Column<T>) => {
    const state = ordering === c.sort ? 'ascending' : ordering === `-${c.sort}` ? 'descending' : undefined;
    return (
      <button type="button" className="apron-sort" onClick={() => onSort?.(c.sort!)} aria-label={t('list.sortBy', { label: c.label })} data-testid={testId ? `${testId}-sort-${c.key}` : undefined}>
        {c.label}
        <span aria-hidden="true">{state === 'ascending' ? '▲' : state === 'descending' ? '▼' : ''}</span>
      </button>
    );
  };
  const check = (row: T) =>
    selection && (
      <label className="apron-row-check">
        <input type="checkbox" checked={selection.isSelected(row)} onChange={(e) => selection.onToggle(row, e.target.checked)} aria-label={selection.label?.(row) ?? t('list.selectRow')} data-testid={selection.testId?.(row)} />
      </label>
    );
  const foldedList = (row: T) =>
    foldedColumns.length > 0 && (
      <dl className="apron-folded">
        {foldedColumns.map((c) => (
          <div key={c.key} style={{ display: 'contents' }}>
            <dt>{c.label}</dt>
            <dd>{c.render(row)}</dd>
          </div>
        ))}
      </dl>
    );

  if (cards) {
    const actions = byKey.get(ACTIONS_KEY);
    return (
      <div ref={outer} className="apron-data-table" data-testid={testId}>
        <div className="apron-cards" role="list">
          {rows.map((row) => (
            <article key={rowKey(row)} className="apron-list-card" role="listitem" data-testid={rowTestId?.(row)}>
              {selection && <div className="apron-list-card-head">{check(row)}</div>}
              <dl>
                {columns
                  .filter((c) => c.key !== ACTIONS_KEY)
                  .map((c) => (
                    <div key={c.key} style={{ display: 'contents' }}>
                      <dt>{c.label}</dt>
                      <dd>{c.render(row)}</dd>
                    </div>
                  ))}
              </dl>
              {actions && <div className="apron-list-card-actions apron-actions">{actions.render(row)}</div>}
            </article>
          ))}
        </div>
      </div>
    );
  }

  const items = virtual ? virtualizer.getVirtualItems() : null;
  const shown = items ? items.map((item) => tableRows[item.index]!) : tableRows;
  const padTop = items?.[0]?.start ?? 0;
  const padBottom = items && items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const span = visible.length + (selection ? 1 : 0);
  return (
    <div ref={outer} className="apron-data-table" data-testid={testId}>
      <div ref={wrap} className={`apron-table-wrap${virtual ? ' apron-table-virtual' : ''}`}>
        <table ref={tableEl} className="apron-table">
          <thead>
            <tr>
              {selection && (
                <th scope="col" className="apron-col-select">
                  {selection.onToggleAll && (
                    <TriStateCheckbox
                      state={triState(rows.filter(selection.isSelected).length, rows.length)}
                      label={t('list.selectAll')}
                      onChange={(checked) => selection.onToggleAll!(checked)}
                      testId={selection.allTestId}
                    />
                  )}
                </th>
              )}
              {visible.map((c) => (
                <th
                  key={c.key}
                  data-key={c.key}
                  scope="col"
                  className={c.key === ACTIONS_KEY ? 'apron-col-actions' : undefined}
                  aria-sort={c.sort ? (ordering === c.sort ? 'ascending' : ordering === `-${c.sort}` ? 'descending' : 'none') : undefined}
                >
                  {c.key === ACTIONS_KEY ? <span className="apron-visually-hidden">{c.label || t('list.actions')}</span> : c.sort && onSort ? sortButton(c) : c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {padTop > 0 && <tr aria-hidden="true" style={{ height: padTop }} className="apron-spacer"><td colSpan={span} /></tr>}
            {shown.map((tableRow) => {
              const row = tableRow.original;
              return (
                <tr key={tableRow.id} data-index={items ? tableRow.index : undefined} ref={items ? virtualizer.measureElement : undefined} data-testid={rowTestId?.(row)}>
                  {selection && <td className="apron-col-select">{check(row)}</td>}
                  {tableRow.getVisibleCells().map((cell) => {
                    const c = byKey.get(cell.column.id)!;
                    return (
                      <td key={cell.id} data-label={c.label} className={c.key === ACTIONS_KEY ? 'apron-col-actions' : undefined}>
                        <table.FlexRender cell={cell} />
                        {c.key === lastData && foldedList(row)}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
            {padBottom > 0 && <tr aria-hidden="true" style={{ height: padBottom }} className="apron-spacer"><td colSpan={span} /></tr>}
          </tbody>
        </table>
      </div>
    </div>
  );
}
