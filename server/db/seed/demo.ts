import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { positions, users } from '../../features/auth/auth.table';
import { hashPassword } from '../../features/auth/passwords';
import { employees } from '../../features/employees/employees.table';
import type { FileStore } from '../../features/files/file-store';
import { companies, departments, regions, rolePermissions, roles, shuttleStops } from '../../features/organisation/organisation.table';
import { securityProjectPositions, securityProjects } from '../../features/security-projects/security-projects.table';
import { nationalIdCheckDigits } from '../../../src/contracts/national-id';
import { FIRST_NAMES, LAST_NAMES, random } from './names';

export const DEMO_PASSWORD = 'Apron.2026';

const AUDIT_VIEWS = ['view-ggh-audits', 'view-k9-audits', 'view-uog-audits', 'view-drill-audits'];
const HR_PERMISSIONS = [
  'view-employees', 'view-gss-employees', 'view-employee-cards', 'create-employees', 'edit-employees',
  'change-employee-term-date', 'view-activity-log', 'view-user-logs', 'change-employee-role',
  'view-approved-leaves', 'view-department-leave-requests', 'create-leave-types',
  'view-positions', 'view-roles', 'view-departments', 'view-position-groups', 'view-work-groups', 'view-group',
  'view-onbase-groups', 'create-organisation-addresses', 'view-exit-reasons', 'edit-reward-penalty', 'view-users',
  'view-reemploy-reasons', 'view-stops', 'manage-payroll-setting', 'view-security-projects',
];

/** Catalogue roles (spec 1 §6) plus the field roles later features choose people by. */
const ROLES: { name: string; department: string; permissions: string[]; blue?: boolean; super?: boolean }[] = [
  { name: 'Yönetici', department: 'Genel Müdürlük', permissions: [], super: true },
  { name: 'İK Müdürü', department: 'İnsan Kaynakları', permissions: HR_PERMISSIONS },
  {
    name: 'Vardiya Şefi', department: 'Güvenlik Operasyonları',
    permissions: ['view-shift', 'view-work-schedule-demand', 'manage-work-schedule-demands', 'view-psychoactive-substance-submission', 'view-detections'],
  },
  // Approves long-period work-schedule requests at manager level (spec 2 §4).
  {
    name: 'Operasyon Müdürü', department: 'Güvenlik Operasyonları',
    permissions: ['view-shift', 'view-work-schedule-demand', 'manage-work-schedule-demands', 'manage-scr-long-period'],
  },
  { name: 'Denetçi', department: 'Denetim', permissions: [...AUDIT_VIEWS, 'view-uog-audit-findings', 'view-detections'] },
  { name: 'Gözlemci', department: 'Denetim', permissions: [...AUDIT_VIEWS, 'view-uog-audit-findings', 'observer-approve-ggh-audits', 'observer-approve-k9-audits', 'observer-approve-uog-audit'] },
  { name: 'Talep Tanımlayıcı', department: 'Yer Hizmetleri', permissions: ['manage-will-and-notice-types'] },
  { name: 'Talep Onaylayıcı', department: 'Yer Hizmetleri', permissions: ['view-demand-response'] },
  { name: 'İzleyici', department: 'Bilgi Teknolojileri', permissions: [] },
  { name: 'Personel', department: 'Güvenlik Operasyonları', permissions: ['view-work-schedule-demand'], blue: true },
  { name: 'Airsider', department: 'Güvenlik Operasyonları', permissions: [], blue: true },
  { name: 'Interviewer', department: 'Güvenlik Operasyonları', permissions: [], blue: true },
  { name: 'Köpek Eğitmeni', department: 'Köpekli Arama Birimi', permissions: [], blue: true },
];

const DEPARTMENTS = ['Genel Müdürlük', 'İnsan Kaynakları', 'Güvenlik Operasyonları', 'Yer Hizmetleri', 'Denetim', 'Bilgi Teknolojileri', 'Köpekli Arama Birimi'];

const PROJECTS = [
  { name: 'İstanbul Havalimanı Güvenlik', short_code: 'IST', type: 'ggh', enable: true, sgk_workplace_no: '34100001' },
  { name: 'Sabiha Gökçen Yer Hizmetleri', short_code: 'SAW', type: 'ggh', enable: true, sgk_workplace_no: '34100002' },
  { name: 'Ankara Esenboğa Operasyon', short_code: 'ESB', type: 'uog', enable: true, sgk_workplace_no: '06100003' },
  { name: 'İzmir Adnan Menderes Operasyon', short_code: 'ADB', type: 'uog', enable: true, sgk_workplace_no: '35100004' },
  { name: 'Psikoaktif Madde Tespit Projesi', short_code: 'PMT', type: 'psychoactive-substance', enable: true, sgk_workplace_no: '34100005' },
  { name: 'Antalya Havalimanı Güvenlik', short_code: 'AYT', type: 'ggh', enable: false, sgk_workplace_no: '07100006' },
];

export const DEMO_USERS: { name: string; first: string; last: string; roles: string[] }[] = [
  { name: 'admin', first: 'Sistem', last: 'Yöneticisi', roles: ['Yönetici', 'Vardiya Şefi'] },
  { name: 'ik.uzmani', first: 'Elif', last: 'Şahin', roles: ['İK Müdürü'] },
  { name: 'denetci', first: 'Oğuz', last: 'Çelik', roles: ['Denetçi'] },
  { name: 'gozlemci', first: 'Zeynep', last: 'Yıldırım', roles: ['Gözlemci'] },
  { name: 'sef', first: 'İsmail', last: 'Güneş', roles: ['Vardiya Şefi'] },
  { name: 'operasyon.muduru', first: 'Kemal', last: 'Öztürk', roles: ['Operasyon Müdürü'] },
  { name: 'personel', first: 'Ayşe', last: 'Doğan', roles: ['Personel'] },
  // Answers generic demands routed to the Approver role (view-demand-response).
  { name: 'talep.sorumlusu', first: 'Murat', last: 'Aksoy', roles: ['Talep Onaylayıcı'] },
  // Airside security staff: receives mandatory bulletins in the correspondence journey (no other journey uses it).
  { name: 'saha.personeli', first: 'Can', last: 'Arslan', roles: ['Airsider'] },
];

type Rng = ReturnType<typeof random>;

function nationalId(rng: Rng, used: Set<string>): string {
  for (;;) {
    const first9 = `${rng.int(1, 9)}${String(rng.int(0, 99999999)).padStart(8, '0')}`;
    const value = first9 + nationalIdCheckDigits(first9);
    if (!used.has(value)) {
      used.add(value);
      return value;
    }
  }
}

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.execute(sql`select count(*)::int as n from companies`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) === 0;
}

/** What a feature seed may use besides the database: the file store, when the caller has one (the server and `npm run seed` do; tests do not). */
export interface SeedContext {
  files?: FileStore;
}

/** The organisation, the demo users and `employeeCount` staff. Deterministic for a given count. */
export async function seedDemo(db: Db, employeeCount = 300, context: SeedContext = {}): Promise<void> {
  const rng = random(20261121);
  const [company] = await db.insert(companies).values({ name: 'Apron Havacılık ve Güvenlik Hizmetleri A.Ş.' }).returning();
  const deptRows = await db.insert(departments).values(DEPARTMENTS.map((name) => ({ company_id: company!.id, name }))).returning();
  const deptId = (name: string) => deptRows.find((d) => d.name === name)!.id;
  const roleRows = await db
    .insert(roles)
    .values(ROLES.map((r) => ({ name: r.name, department_id: deptId(r.department), is_blue_collar: !!r.blue, is_super: !!r.super })))
    .returning();
  const role = (name: string) => roleRows.find((r) => r.name === name)!;
  const grants = ROLES.flatMap((r) => r.permissions.map((permission) => ({ role_id: role(r.name).id, permission })));
  if (grants.length) await db.insert(rolePermissions).values(grants);

  const projectRows = await db.insert(securityProjects).values(PROJECTS).returning();
  for (const project of projectRows) {
    const regionRows = await db
      .insert(regions)
      .values(['Kuzey', 'Güney'].map((side) => ({ security_project_id: project.id, name: `${project.short_code} ${side} Bölgesi` })))
      .returning();
    await db.insert(shuttleStops).values(
      regionRows.flatMap((region, r) =>
        [1, 2, 3].map((n) => ({
          security_project_id: project.id,
          region_id: region.id,
          stop_no: `${project.short_code}-${r + 1}${n}`,
          stop_name: `${region.name} Durak ${n}`,
        })),
      ),
    );
  }

  const usedIds = new Set<string>();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const demo of DEMO_USERS) {
    const [user] = await db
      .insert(users)
      .values({ name: demo.name, first_name: demo.first, last_name: demo.last, email: `${demo.name}@apron.example`, password_hash: passwordHash })
      .returning();
    const positionRows = await db
      .insert(positions)
      .values(demo.roles.map((name, i) => ({ user_id: user!.id, company_id: company!.id, department_id: role(name).department_id, role_id: role(name).id, is_primary: i === 0 })))
      .returning();
    await db.insert(employees).values({
      user_id: user!.id, national_id_number: nationalId(rng, usedIds), first_name: demo.first, last_name: demo.last,
      full_name: `${demo.first} ${demo.last}`, role_id: role(demo.roles[0]!).id, hired_at: '2020-01-06',
    });
    await db.insert(securityProjectPositions).values({ security_project_id: projectRows[0]!.id, position_id: positionRows[0]!.id });
  }
  await seedEmployees(db, employeeCount, { rng, usedIds, companyId: company!.id, roles: roleRows, projects: projectRows });
  // The feature seeds read the people just loaded with set-based queries (performance cards for
  // everyone); without statistics the planner takes 100,000 employees for a handful and the card
  // query ran for over 10 minutes on PostgreSQL. Autovacuum would analyze later; the seed needs it now.
  await db.execute(sql`analyze`);
  await seedFeatures(db, context);
}

/** A feature's own demo data: `server/features/<feature>/<feature>.seed.ts` exporting `seed` (and `order`). */
export interface FeatureSeed {
  order?: number;
  seed(db: Db, context: SeedContext): Promise<void>;
}

const featuresDir = fileURLToPath(new URL('../../features', import.meta.url));

/** Globs find the feature seeds, so a new feature edits no central list. */
async function seedFeatures(db: Db, context: SeedContext): Promise<void> {
  const seeds: (FeatureSeed & { name: string })[] = [];
  for (const name of readdirSync(featuresDir).sort()) {
    const file = join(featuresDir, name, `${name}.seed.ts`);
    if (!existsSync(file)) continue;
    seeds.push({ name, ...((await import(pathToFileURL(file).href)) as FeatureSeed) });
  }
  seeds.sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.name.localeCompare(b.name));
  for (const s of seeds) await s.seed(db, context);
}

interface StaffContext {
  rng: Rng;
  usedIds: Set<string>;
  companyId: number;
  roles: { id: number; name: string; department_id: number }[];
  projects: { id: number; enable: boolean }[];
}

const BATCH = 1000;

/** Field staff in batches (100,000 for benchmarks): user, primary position, employee, project membership. */
async function seedEmployees(db: Db, count: number, ctx: StaffContext): Promise<void> {
  const fieldRoles = ctx.roles.filter((r) => ['Personel', 'Airsider', 'Interviewer', 'Köpek Eğitmeni'].includes(r.name));
  const activeProjects = ctx.projects.filter((p) => p.enable);
  for (let start = 0; start < count; start += BATCH) {
    const people = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
      const n = start + i + 1;
      const first = ctx.rng.pick(FIRST_NAMES);
      const last = ctx.rng.pick(LAST_NAMES);
      return {
        username: `p${String(100000 + n)}`, first, last,
        nationalId: nationalId(ctx.rng, ctx.usedIds),
        role: ctx.rng.pick(fieldRoles),
        project: ctx.rng.pick(activeProjects),
        hired: `${ctx.rng.int(2012, 2026)}-${String(ctx.rng.int(1, 12)).padStart(2, '0')}-${String(ctx.rng.int(1, 28)).padStart(2, '0')}`,
        mobile: `5${ctx.rng.int(30, 59)}${String(ctx.rng.int(0, 9999999)).padStart(7, '0')}`,
      };
    });
    const userRows = await db
      .insert(users)
      .values(people.map((p) => ({ name: p.username, first_name: p.first, last_name: p.last, mobile_number: p.mobile })))
      .returning({ id: users.id });
    const positionRows = await db
      .insert(positions)
      .values(people.map((p, i) => ({ user_id: userRows[i]!.id, company_id: ctx.companyId, department_id: p.role.department_id, role_id: p.role.id, is_primary: true })))
      .returning({ id: positions.id });
    await db.insert(employees).values(
      people.map((p, i) => ({
        user_id: userRows[i]!.id, national_id_number: p.nationalId, first_name: p.first, last_name: p.last,
        full_name: `${p.first} ${p.last}`, role_id: p.role.id, hired_at: p.hired,
      })),
    );
    await db.insert(securityProjectPositions).values(
      people.map((p, i) => ({ security_project_id: p.project.id, position_id: positionRows[i]!.id })),
    );
  }
}

