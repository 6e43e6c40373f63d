/**
 * Performance period statuses (spec 3 §4) and the one rule for moving between them and for what
 * each status allows. Client (which buttons show) and server (which requests are refused) both ask
 * this module, so the two can never disagree.
 */
export const PERIOD_STATUSES = ['active', 'under_evaluation', 'under_objection', 'closed'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];

/** Actions on a period's cards; each is allowed in exactly the statuses listed in ALLOWED_IN. */
export const PERIOD_ACTIONS = [
  'create_cards', 'set_evaluators', 'calculate', 'add_observation_note', 'vote', 'evaluator_opinion',
  'approve_card', 'object_card', 'decide_objection', 'edit_criteria',
] as const;
export type PeriodAction = (typeof PERIOD_ACTIONS)[number];

const ALLOWED_IN: Record<PeriodAction, readonly PeriodStatus[]> = {
  // active: cards are created and evaluators set; evaluators can add observation notes.
  create_cards: ['active'],
  set_evaluators: ['active'],
  calculate: ['active', 'under_evaluation'],
  add_observation_note: ['active'],
  edit_criteria: ['active'],
  // under_evaluation: the evaluator opinion (the vote) becomes active.
  vote: ['under_evaluation'],
  evaluator_opinion: ['under_evaluation'],
  // under_objection: staff approve or object; a second reviewer decides objections.
  approve_card: ['under_objection'],
  object_card: ['under_objection'],
  decide_objection: ['under_objection'],
  // closed: nothing.
};

/** The only forward move from each status; closed is final. */
const NEXT: Record<PeriodStatus, PeriodStatus | null> = {
  active: 'under_evaluation',
  under_evaluation: 'under_objection',
  under_objection: 'closed',
  closed: null,
};

export function nextStatus(status: PeriodStatus): PeriodStatus | null {
  return NEXT[status];
}

/** A move is allowed only one step forward: active → under_evaluation → under_objection → closed. */
export function canMove(from: PeriodStatus, to: PeriodStatus): boolean {
  return NEXT[from] === to;
}

export function isAllowed(status: PeriodStatus, action: PeriodAction): boolean {
  return ALLOWED_IN[action].includes(status);
}

export const PERIOD_STATUS_LABELS: Record<PeriodStatus, string> = {
  active: 'Aktif',
  under_evaluation: 'Değerlendirmede',
  under_objection: 'İtiraz Aşamasında',
  closed: 'Kapandı',
};

const ACTION_LABELS: Record<PeriodAction, string> = {
  create_cards: 'Kart oluşturma',
  set_evaluators: 'Değerlendirici atama',
  calculate: 'Kart hesaplama',
  add_observation_note: 'Gözlem notu ekleme',
  edit_criteria: 'Kriter düzenleme',
  vote: 'Değerlendirme',
  evaluator_opinion: 'Değerlendirici görüşü',
  approve_card: 'Kart onayı',
  object_card: 'İtiraz',
  decide_objection: 'İtiraz kararı',
};

/** The server's refusal, in Turkish, naming the action and the period's status. */
export function notAllowedMessage(status: PeriodStatus, action: PeriodAction): string {
  return `${ACTION_LABELS[action]} dönem "${PERIOD_STATUS_LABELS[status]}" durumundayken yapılamaz.`;
}

export function moveRefusedMessage(from: PeriodStatus, to: PeriodStatus): string {
  return `Dönem "${PERIOD_STATUS_LABELS[from]}" durumundan "${PERIOD_STATUS_LABELS[to]}" durumuna geçirilemez.`;
}

/** The confirmation asked before each move (spec 3 §4: every move needs confirmation). */
export function moveConfirmation(to: PeriodStatus): string {
  return `Dönem "${PERIOD_STATUS_LABELS[to]}" durumuna geçirilecek. Emin misiniz?`;
}
