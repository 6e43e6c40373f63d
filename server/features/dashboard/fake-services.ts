import Fastify, { type FastifyInstance } from 'fastify';
import { addDays, dayOfWeek, isoWeekStart } from '../../../src/contracts/dashboard';
import { tcmbFixture } from '../exchange-rates/tcmb-fixture';

/**
 * One local server (127.0.0.1, random port) playing the external systems for the HTTP adapters'
 * tests: the schedule service, the Central Bank's files, the flights service and the HR provider.
 * It records what it was asked, so tests can check what Apron sends.
 */
export interface FakeServices {
  app: FastifyInstance;
  url: string;
  calls: { path: string; query: Record<string, string>; headers: Record<string, string | undefined>; body?: unknown }[];
}

const person = { id: 501, first_name: 'Deniz', last_name: 'Aksoy', full_name: 'Deniz Aksoy', department: { id: 9, name: 'Apron Operasyon' }, role: null, hired_at: '2019-04-01' };

export async function startFakeServices(): Promise<FakeServices> {
  const app = Fastify();
  const fake: FakeServices = { app, url: '', calls: [] };
  app.addHook('onRequest', async (req) => {
    fake.calls.push({ path: req.url.split('?')[0]!, query: req.query as Record<string, string>, headers: { authorization: req.headers.authorization, user: req.headers['x-apron-user'] as string | undefined } });
  });
  app.addHook('preHandler', async (req) => {
    if (req.body !== undefined) fake.calls[fake.calls.length - 1]!.body = req.body;
  });

  // ---- schedule service: week 13 is slow, 14 answers nonsense, 15 answers another week.
  app.get('/schedule/schedule/weekly', async (req, reply) => {
    if (req.headers.authorization !== 'Bearer schedule-token') return reply.code(401).send({ message: 'token' });
    const { year, week } = req.query as { year: string; week: string };
    if (week === '13') await new Promise((r) => setTimeout(r, 1500));
    if (week === '14') return reply.type('text/html').send('<html>bakım</html>');
    const monday = isoWeekStart(+year, +week);
    const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i)).map((date) => {
      const work = dayOfWeek(date) <= 5;
      return { date, day_of_week: dayOfWeek(date), kind: work ? 'work' : 'off', starts_at: work ? '09:00' : null, ends_at: work ? '18:00' : null,
        overnight: false, minutes: work ? 540 : 0, security_project: work ? { id: 77, name: 'Dış Proje', short_code: 'EXT' } : null };
    });
    return { data: { year: +year, week: week === '15' ? 16 : +week, starts_on: monday, ends_on: addDays(monday, 6), days } };
  });
  app.get('/schedule/count/weekly', async (req) => {
    const { year, week } = req.query as { year: string; week: string };
    return { year: +year, week: +week, work_days: 5, off_days: 2, leave_days: 0, unplanned_days: 0, night_shifts: 0, planned_minutes: 2700 };
  });

  // ---- the Central Bank: today.xml holds Friday's bulletin; the archive has 6 March 2026 only; April fails.
  app.get('/kurlar/today.xml', async (_req, reply) => reply.type('application/xml').send(tcmbFixture('2026-11-20', 1.5)));
  app.get('/kurlar/:month/:file', async (req, reply) => {
    const { month, file } = req.params as { month: string; file: string };
    if (month === '202604') return reply.code(500).send('error');
    if (month === '202603' && file === '06032026.xml') return reply.type('application/xml').send(tcmbFixture('2026-03-06', 1));
    return reply.code(404).type('text/html').send('<html>404</html>');
  });

  // ---- flights service: one row at an airport that is not the company's.
  app.get('/fids/list', async (req) => {
    const { date } = req.query as { date: string };
    return {
      data: [
        { id: 'fids-1', flight_code: 'TK2120', airline: 'Türk Hava Yolları', direction: 'departure', origin: 'IST', destination: 'ESB', scheduled_at: `${date}T07:00:00+03:00`, estimated_at: null, status: 'departed', gate: 'A4', airport: 'IST' },
        { id: 2, flight_code: 'PC2012', airline: 'Pegasus', direction: 'arrival', origin: 'SAW', destination: 'ESB', scheduled_at: `${date}T07:45:00+03:00`, estimated_at: `${date}T08:05:00+03:00`, status: 'delayed', airport: 'ESB' },
        { id: 3, flight_code: 'XQ0100', airline: 'SunExpress', direction: 'departure', origin: 'AYT', destination: 'MUC', scheduled_at: `${date}T09:00:00+03:00`, status: 'scheduled', airport: 'AYT' },
      ],
      meta: { total: 3 },
    };
  });

  // ---- HR provider
  app.get('/hr/init', async () => ({ data: { person, company: { id: 1, name: 'Dış İK A.Ş.' }, permissions: { view_persons: true, request_for_others: false }, leave_statuses: ['Waiting', 'Approved'] } }));
  app.get('/hr/department/all', async () => [{ id: 9, name: 'Apron Operasyon', parent_id: null, person_count: 140 }]);
  app.get('/hr/widgets/NationalHolidays', async (req) => {
    const { year } = req.query as { year: string };
    return [{ name: 'Ramazan Bayramı', kind: 'religious', starts_on: `${year}-03-20`, ends_on: `${year}-03-22`, days: 3, half_day_on: `${year}-03-19` }];
  });
  app.get('/hr/widgets/CompanyEvents', async () => ({ data: [{ id: 4, title: 'Piknik', description: null, location: 'Belgrad Ormanı', starts_at: '2026-12-05T09:00:00.000Z', ends_at: null, department: null }], meta: { total: 41 } }));
  app.get('/hr/widgets/UpcomingBirthday', async () => [{ person_id: 501, full_name: 'Deniz Aksoy', department: null, birthday: '2026-11-24', days_until: 2 }]);
  app.get('/hr/widgets/WaitingLeaveDays', async () => ({ own: { total_days: 0, requests: [] }, department: null }));
  app.get('/hr/person/list/:page', async () => ({ data: [person], meta: { total: 140 } }));
  app.get('/hr/leave-types', async () => [{ id: 1, code: 'annual', name: 'Yıllık İzin', is_paid: true, yearly_limit_days: 14 }]);
  app.post('/hr/leave/request', async (req, reply) => {
    const { leaveDay } = req.body as { leaveDay: { startDate: string; endDate: string; usedDays: number; personId?: number; leaveTypeId: number } };
    if (leaveDay.startDate.startsWith('2027-12')) return reply.code(422).send({ errors: { 'leaveDay.startDate': ['Aralık ayında izin verilmez.'] } });
    return reply.code(201).send({ data: {
      id: 9001, person: { id: leaveDay.personId ?? person.id, full_name: 'Deniz Aksoy' }, leave_type: { id: leaveDay.leaveTypeId, name: 'Yıllık İzin' },
      start_date: leaveDay.startDate, end_date: leaveDay.endDate, used_days: leaveDay.usedDays, status: 'Waiting', description: null, created_at: '2026-11-22T07:00:00.000Z',
    } });
  });

  fake.url = await app.listen({ host: '127.0.0.1', port: 0 });
  return fake;
}
