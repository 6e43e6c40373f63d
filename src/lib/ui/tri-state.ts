/**
 * How much of a set is chosen (spec 2 §9 status labels: all = hepsi, some = bir kısmı,
 * none = hiçbiri). One rule for every tri-state the screens show: the table's select-all box and
 * the permission groups. Labels are `common:triState.<state>`.
 */
export type TriState = 'all' | 'some' | 'none';

export function triState(chosen: number, total: number): TriState {
  if (chosen <= 0 || total <= 0) return 'none';
  return chosen >= total ? 'all' : 'some';
}
