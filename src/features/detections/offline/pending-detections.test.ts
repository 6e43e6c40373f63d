import { describe, expect, it } from 'vitest';
import type { Envelope } from '@/contracts/paths';
import type { PositionItem } from '@/contracts/people';
import type { OutboxItem } from '@/lib/outbox/types';
import { isPendingDetection, mergePending, pendingRow, type DetectionRow, type PendingLookup } from './pending-detections';

const role = (id: number, name: string) => ({ id, name, deleted: false });
const ayse: PositionItem = {
  id: 12, user_id: 7, full_name: 'Ayşe Doğan', national_id_number: '12345678901', security_project_id: 1,
  role_display: { company: role(1, 'Apron A.Ş.'), department: role(3, 'Güvenlik Operasyonları'), role: role(10, 'Personel') },
};
const lookup: PendingLookup = {
  items: new Map([[5, 'Bıçak']]),
  members: new Map([[12, ayse]]),
  projects: new Map([[1, 'İstanbul Havalimanı Güvenlik']]),
  reporter: { user_id: 3, full_name: 'İsmail Güneş' },
};

const outboxItem = (overrides: Partial<OutboxItem> & { body?: Record<string, unknown> }): OutboxItem => {
  const { body, ...rest } = overrides;
  return {
    id: '019cd000-0000-7000-8000-00000000000a', idempotencyKey: 'k', kind: 'detection.prohibited.create',
    request: {
      method: 'POST', path: '/prohibited-substance-detection',
      body: { id: '019cd000-0000-7000-8000-00000000000a', detecter_position_id: 12, prohibited_substance_id: 5, flight_number: 'TK2104', description: 'Çakı', detected_at: '2026-03-10T09:30', file_hashes: ['a'.repeat(64)], ...body },
    },
    blobHashes: ['a'.repeat(64)], dependsOn: [], userId: '3', deviceId: 'd', deviceSeq: 1, status: 'pending', attempts: 0, nextAttemptAt: 0,
    createdAt: Date.UTC(2026, 2, 10, 7), summary: 'Yasaklı madde tespiti: Bıçak', ...rest,
  };
};

const page = (data: DetectionRow[], total = data.length): Envelope<DetectionRow[]> => ({
  data, meta_data: { permission_signature: 's', page: 1, perpage: 30, total }, helper_data: {},
});

describe('pending detections in a register\'s list', () => {
  it('turns an unacknowledged outbox item into a badged row named from the device\'s form data', () => {
    const row = pendingRow('prohibited', outboxItem({ status: 'needs-attention', lastError: { status: 422, message: 'Seçilen kayıt bulunamadı.' } }), lookup);
    expect(row).toMatchObject({
      uuid: '019cd000-0000-7000-8000-00000000000a', item: { id: 5, name: 'Bıçak' }, flight_number: 'TK2104', files_count: 1,
      detected_at: '2026-03-10T06:30:00.000Z', detecter: { full_name: 'Ayşe Doğan' }, detecter_project: { id: 1, name: 'İstanbul Havalimanı Güvenlik' },
      reporter: { full_name: 'İsmail Güneş' }, created_at: '2026-03-10T07:00:00.000Z', can_change: false,
      pending: { state: 'needs-attention', message: 'Seçilen kayıt bulunamadı.', photoHashes: ['a'.repeat(64)] },
    });
    expect(pendingRow('prohibited', outboxItem({}), lookup).pending?.state).toBe('on-device');
    expect(isPendingDetection('prohibited', outboxItem({ status: 'done' }))).toBe(false);
    expect(isPendingDetection('suspicious', outboxItem({}))).toBe(false);
    expect(isPendingDetection('prohibited', outboxItem({ status: 'sending' }))).toBe(true);
  });

  it('puts pending rows on top of page 1, newest first, counts them, and shows a row the server lists once', () => {
    const older = pendingRow('prohibited', outboxItem({ id: 'i1', createdAt: 1000, body: { id: 'u-old', description: 'Eski' } }), lookup);
    const newer = pendingRow('prohibited', outboxItem({ id: 'i2', createdAt: 2000, body: { id: 'u-new', description: 'Yeni' } }), lookup);
    const server = { ...older, uuid: 'u-server', description: 'Sunucudaki', pending: undefined };
    const merged = mergePending('prohibited', page([server], 31), [older, newer], { page: 1, filters: {} });
    expect(merged.data.map((r) => r.description)).toEqual(['Yeni', 'Eski', 'Sunucudaki']);
    expect(merged.meta_data.total).toBe(33);
    expect(mergePending('prohibited', page([server], 31), [older], { page: 2, filters: {} }).data.map((r) => r.description)).toEqual(['Sunucudaki']);
    const sent = { ...older, pending: undefined };
    expect(mergePending('prohibited', page([sent]), [older], { page: 1, filters: {} }).data).toHaveLength(1);
  });

  it('judges the list\'s filters as the server does', () => {
    const row = pendingRow('prohibited', outboxItem({}), lookup);
    const by = (filters: Record<string, string>) => mergePending('prohibited', page([]), [row], { page: 1, filters }).data.length;
    expect(by({ prohibited_substance_id: '5' })).toBe(1);
    expect(by({ prohibited_substance_id: '6' })).toBe(0);
    expect(by({ detecter_name: 'AYSE' })).toBe(1);
    expect(by({ detecter_name: 'mehmet' })).toBe(0);
    expect(by({ detecter_role_name: 'perso' })).toBe(1);
    expect(by({ detecter_role_name: 'super' })).toBe(0);
    expect(by({ detecter_project_id: '1' })).toBe(1);
    expect(by({ detecter_project_id: '2' })).toBe(0);
    expect(by({ reporter_name: 'ismail' })).toBe(1);
    expect(by({ reporter_name: 'oguz' })).toBe(0);
    // 07:00 UTC and 09:30 in Türkiye are both 10 March there.
    expect(by({ created_at: '2026-03-10', detected_at: '2026-03-10' })).toBe(1);
    expect(by({ detected_at: '2026-03-09' })).toBe(0);
    const imposter = pendingRow('imposter', outboxItem({ kind: 'detection.imposter.create', body: { imposter_document_id: 5 } }), lookup);
    const byGroup = (filters: Record<string, string>) => mergePending('imposter', page([]), [imposter], { page: 1, filters }).data.length;
    expect(byGroup({ detecter_role_group_id: '10' })).toBe(1);
    expect(byGroup({ detecter_role_group_id: '11' })).toBe(0);
  });
});
