import type { FastifyInstance } from 'fastify';
import { GAPS_LISTED_MAX, type DeviceGap } from '../../../src/contracts/sync';
import { pageMeta } from '../../db/sql';
import { deviceSequencesRepository as repo, type GapSearch } from './device-sequences.repository';

/** Users listed per device at most (a shared tablet can pass through many hands). */
const USERS_LISTED_MAX = 20;

/** GET /sync/gaps: per device, the outbox items (sequence numbers) the server never received. */
export function gapsService(app: FastifyInstance) {
  const db = () => app.deps.database.db;
  return {
    async list(search: GapSearch) {
      const { rows, total } = await repo.devices(db(), search);
      const ids = rows.map((r) => r.device_id);
      const [ranges, senders] = await Promise.all([repo.gapRanges(db(), ids), repo.usersOf(db(), ids)]);
      const data: DeviceGap[] = rows.map((r) => {
        const missing: number[] = [];
        for (const range of ranges.filter((g) => g.device_id === r.device_id)) {
          for (let n = range.from; n <= range.to && missing.length < GAPS_LISTED_MAX; n++) missing.push(n);
        }
        return {
          device_id: r.device_id,
          users: senders.filter((u) => u.device_id === r.device_id).slice(0, USERS_LISTED_MAX).map((u) => ({ id: u.id, name: u.name })),
          first_seq: r.first_seq,
          last_seq: r.last_seq,
          received_count: r.received_count,
          missing,
          missing_count: r.missing_count,
          last_seen_at: r.last_seen_at.toISOString(),
        };
      });
      return { data, meta: pageMeta(search, total) };
    },
  };
}
