import type { DemoProcess } from './process-definition';

const bpmn = (id: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="def_${id}" targetNamespace="https://apron.example/bpmn">
  <process id="${id}" isExecutable="true">${body}
  </process>
</definitions>`;

const submit = (label = 'Kaydet') => [{ type: 'submit', id: 'submit', name: 'submit', label, colSpan: 12 }];

/**
 * Equipment request: the requester fills the request, their department's Supervisor approves or
 * rejects at an exclusive gateway; a rejection goes back to the requester to revise.
 */
export const EQUIPMENT_REQUEST: DemoProcess = {
  prj_uid: 'equipment-request',
  prj_name: 'Ekipman Talebi',
  prj_description: 'Personelin ekipman talebi ve yönetici onayı.',
  bpmn: bpmn('equipment_request', `
    <startEvent id="start" />
    <sequenceFlow id="f_start" sourceRef="start" targetRef="request" />
    <userTask id="request" name="Ekipman Talep Formu" />
    <sequenceFlow id="f_request" sourceRef="request" targetRef="approval" />
    <userTask id="approval" name="Yönetici Onayı" />
    <sequenceFlow id="f_approval" sourceRef="approval" targetRef="decision" />
    <exclusiveGateway id="decision" name="Onaylandı mı?" default="f_rejected" />
    <sequenceFlow id="f_approved" sourceRef="decision" targetRef="end_approved">
      <conditionExpression xsi:type="tFormalExpression">\${environment.variables.approved}</conditionExpression>
    </sequenceFlow>
    <sequenceFlow id="f_rejected" sourceRef="decision" targetRef="revise" />
    <userTask id="revise" name="Talebi Düzelt" />
    <sequenceFlow id="f_revise" sourceRef="revise" targetRef="approval" />
    <endEvent id="end_approved" name="Onaylandı" />`),
  definition: {
    title: 'Ekipman Talebi #{app_number}',
    indexed: { category: 'equipment_type', amount: 'quantity', needed_on: 'needed_on' },
    triggers: [
      { tri_uid: 'stamp-request', tri_title: 'Talep tarihini yaz', set: { requested_at: { from: 'now' }, requested_by: { from: 'current_user' } } },
      { tri_uid: 'stamp-decision', tri_title: 'Karar tarihini yaz', set: { decided_at: { from: 'now' }, decided_by: { from: 'current_user' } } },
    ],
    tasks: [
      {
        act_uid: 'request', act_name: 'Ekipman Talep Formu', starters: ['*'], assignment: { kind: 'starter' },
        steps: [{ step_uid: 'request-form', dyn_uid: 'equipment-request-form', triggers_after: ['stamp-request'] }],
      },
      {
        act_uid: 'approval', act_name: 'Yönetici Onayı', assignment: { kind: 'role', role: 'Vardiya Şefi', sameDepartment: true },
        steps: [{ step_uid: 'approval-form', dyn_uid: 'equipment-approval-form', triggers_after: ['stamp-decision'] }],
      },
      { act_uid: 'revise', act_name: 'Talebi Düzelt', assignment: { kind: 'starter' }, steps: [{ step_uid: 'revise-form', dyn_uid: 'equipment-request-form' }] },
    ],
  },
  dynaforms: [
    {
      dyn_uid: 'equipment-request-form', dyn_title: 'Ekipman Talep Formu',
      dyn_content: { name: 'Ekipman Talep Formu', items: [{ type: 'form', items: [
        [{ type: 'title', id: 'title', label: 'Ekipman Talebi', colSpan: 12 }],
        [
          { type: 'dropdown', id: 'equipment_type', var_name: 'equipment_type', label: 'Ekipman Türü', required: true, colSpan: 6, options: [
            { value: 'radio', label: 'El Telsizi' }, { value: 'vest', label: 'Reflektörlü Yelek' }, { value: 'detector', label: 'El Tipi Metal Dedektörü' }, { value: 'laptop', label: 'Dizüstü Bilgisayar' },
          ] },
          { type: 'text', id: 'quantity', var_name: 'quantity', label: 'Adet', required: true, dataType: 'integer', colSpan: 3 },
          { type: 'datetime', id: 'needed_on', var_name: 'needed_on', label: 'İhtiyaç Tarihi', required: true, format: 'YYYY-MM-DD', colSpan: 3 },
        ],
        [{ type: 'radio', id: 'urgency', var_name: 'urgency', label: 'Aciliyet', colSpan: 12, options: [{ value: 'normal', label: 'Normal' }, { value: 'urgent', label: 'Acil' }] }],
        [{ type: 'textarea', id: 'reason', var_name: 'reason', label: 'Gerekçe', required: true, maxLength: 1000, colSpan: 12 }],
        [{ type: 'grid', id: 'items', var_name: 'items', label: 'Ek Kalemler', colSpan: 12, columns: [
          { type: 'text', id: 'item', var_name: 'item', label: 'Kalem', required: true, colSpan: 8 },
          { type: 'text', id: 'count', var_name: 'count', label: 'Adet', dataType: 'integer', colSpan: 4 },
        ] }],
        submit(),
      ] }] },
    },
    {
      dyn_uid: 'equipment-approval-form', dyn_title: 'Yönetici Onayı',
      dyn_content: { name: 'Yönetici Onayı', items: [{ type: 'form', items: [
        [{ type: 'subtitle', id: 'subtitle', label: 'Talep', colSpan: 12 }],
        [
          { type: 'dropdown', id: 'equipment_type', var_name: 'equipment_type', label: 'Ekipman Türü', mode: 'view', colSpan: 6, options: [
            { value: 'radio', label: 'El Telsizi' }, { value: 'vest', label: 'Reflektörlü Yelek' }, { value: 'detector', label: 'El Tipi Metal Dedektörü' }, { value: 'laptop', label: 'Dizüstü Bilgisayar' },
          ] },
          { type: 'text', id: 'quantity', var_name: 'quantity', label: 'Adet', mode: 'view', colSpan: 3 },
          { type: 'datetime', id: 'needed_on', var_name: 'needed_on', label: 'İhtiyaç Tarihi', mode: 'view', format: 'YYYY-MM-DD', colSpan: 3 },
        ],
        [{ type: 'textarea', id: 'reason', var_name: 'reason', label: 'Gerekçe', mode: 'view', colSpan: 12 }],
        [{ type: 'checkbox', id: 'approved', var_name: 'approved', label: 'Onaylıyorum', colSpan: 4 }],
        [{ type: 'textarea', id: 'manager_note', var_name: 'manager_note', label: 'Yönetici Notu', colSpan: 12 }],
        submit(),
      ] }] },
    },
  ],
};

/** Lost badge report: the holder reports, the security operations desk (self-service) processes it. */
export const LOST_BADGE: DemoProcess = {
  prj_uid: 'lost-badge',
  prj_name: 'Kayıp Kart Bildirimi',
  prj_description: 'Kaybolan apron / personel kartının bildirimi ve iptali.',
  bpmn: bpmn('lost_badge', `
    <startEvent id="start" />
    <sequenceFlow id="f_start" sourceRef="start" targetRef="report" />
    <userTask id="report" name="Kayıp Kart Bildirimi" />
    <sequenceFlow id="f_report" sourceRef="report" targetRef="cancel_badge" />
    <userTask id="cancel_badge" name="Kartın İptali" />
    <sequenceFlow id="f_cancel" sourceRef="cancel_badge" targetRef="end" />
    <endEvent id="end" />`),
  definition: {
    title: 'Kayıp Kart #{app_number}',
    indexed: { category: 'badge_type', needed_on: 'lost_on' },
    triggers: [{ tri_uid: 'stamp-report', tri_title: 'Bildirim tarihini yaz', set: { reported_at: { from: 'now' } } }],
    tasks: [
      { act_uid: 'report', act_name: 'Kayıp Kart Bildirimi', starters: ['*'], assignment: { kind: 'starter' }, steps: [{ step_uid: 'report-form', dyn_uid: 'lost-badge-form', triggers_before: ['stamp-report'] }] },
      { act_uid: 'cancel_badge', act_name: 'Kartın İptali', assignment: { kind: 'role', role: 'Vardiya Şefi' }, steps: [{ step_uid: 'cancel-form', dyn_uid: 'lost-badge-cancel-form' }] },
    ],
  },
  dynaforms: [
    {
      dyn_uid: 'lost-badge-form', dyn_title: 'Kayıp Kart Bildirimi',
      dyn_content: { name: 'Kayıp Kart Bildirimi', items: [{ type: 'form', items: [
        [{ type: 'title', id: 't', label: 'Kayıp Kart Bildirimi', colSpan: 12 }],
        [{ type: 'label', id: 'l', label: 'Kartınızın kaybolduğunu fark ettiğiniz anda bildiriniz.', colSpan: 12 }],
        [
          { type: 'radio', id: 'badge_type', var_name: 'badge_type', label: 'Kart Türü', required: true, colSpan: 6, options: [{ value: 'apron', label: 'Apron Kartı' }, { value: 'staff', label: 'Personel Kartı' }] },
          { type: 'datetime', id: 'lost_on', var_name: 'lost_on', label: 'Kaybolma Zamanı', required: true, format: 'YYYY-MM-DD HH:mm', colSpan: 6 },
        ],
        [{ type: 'checkgroup', id: 'places', var_name: 'places', label: 'Arandığı Yerler', colSpan: 12, options: [{ value: 'locker', label: 'Dolap' }, { value: 'shuttle', label: 'Servis' }, { value: 'terminal', label: 'Terminal' }] }],
        [{ type: 'suggest', id: 'terminal', var_name: 'terminal', label: 'Terminal', colSpan: 6, options: [{ value: 'T1', label: 'İç Hatlar' }, { value: 'T2', label: 'Dış Hatlar' }] },
          { type: 'file', id: 'police_report', var_name: 'police_report', label: 'Tutanak', colSpan: 6 }],
        [{ type: 'textarea', id: 'details', var_name: 'details', label: 'Açıklama', colSpan: 12 }],
        [{ type: 'link', id: 'rules', label: 'Kart kullanım kuralları', href: 'https://apron.example/kart-kurallari', colSpan: 12 }],
        [{ type: 'hidden', id: 'channel', var_name: 'channel', colSpan: 12 }],
        submit('Bildir'),
      ] }] },
    },
    {
      dyn_uid: 'lost-badge-cancel-form', dyn_title: 'Kartın İptali',
      dyn_content: { name: 'Kartın İptali', items: [{ type: 'form', items: [
        [{ type: 'radio', id: 'badge_type', var_name: 'badge_type', label: 'Kart Türü', mode: 'view', colSpan: 6, options: [{ value: 'apron', label: 'Apron Kartı' }, { value: 'staff', label: 'Personel Kartı' }] }],
        [{ type: 'checkbox', id: 'badge_cancelled', var_name: 'badge_cancelled', label: 'Kart iptal edildi', required: true, colSpan: 12 }],
        submit(),
      ] }] },
    },
  ],
};

export const DEMO_PROCESSES = [EQUIPMENT_REQUEST, LOST_BADGE];
