import { z } from 'zod';
import { MENU_GROUPS } from '../menu';
import { PERMISSIONS } from '../permissions';

export const ORGANISATION_MESSAGES = {
  departmentCreated: 'Departman oluşturuldu.',
  departmentUpdated: 'Departman güncellendi.',
  departmentDeleted: 'Departman silindi.',
  logoSaved: 'Logo yüklendi.',
  logoDeleted: 'Logo silindi.',
  addressNotFound: 'Adres bulunamadı.',
  roleCreated: 'Rol oluşturuldu.',
  roleUpdated: 'Rol güncellendi.',
  roleDeleted: 'Rol silindi.',
  positionCreated: 'Pozisyon oluşturuldu.',
  positionUpdated: 'Pozisyon güncellendi.',
  positionDeleted: 'Pozisyon silindi.',
  positionDuplicated: 'Pozisyon kopyalandı.',
  primaryPositionSaved: 'Birincil pozisyon güncellendi.',
  groupCreated: 'Grup oluşturuldu.',
  groupUpdated: 'Grup güncellendi.',
  groupDeleted: 'Grup silindi.',
  memberAdded: 'Pozisyon gruba eklendi.',
  memberRemoved: 'Pozisyon gruptan çıkarıldı.',
  duplicateMember: 'Bu pozisyon zaten grubun üyesi.',
  mailAdded: 'E-posta adresi eklendi.',
  mailRemoved: 'E-posta adresi silindi.',
  duplicateMail: 'Bu e-posta adresi zaten ekli.',
  parentCycle: 'Üst kayıt, kaydın kendisi veya alt kayıtlarından biri olamaz.',
  parentNotFound: 'Üst kayıt bulunamadı.',
  departmentNotFound: 'Departman bulunamadı.',
  roleNotFound: 'Rol bulunamadı.',
  roleNotInDepartment: 'Rol seçilen departmana ait değil.',
  departmentNotInCompany: 'Departman seçilen şirkete ait değil.',
  companyNotFound: 'Şirket bulunamadı.',
  userNotFound: 'Kullanıcı bulunamadı.',
  positionNotFound: 'Pozisyon bulunamadı.',
  positionNotOfUser: 'Pozisyon bu kullanıcıya ait değil.',
  unknownPermission: 'Tanımsız yetki.',
  securityProjectNotFound: 'Güvenlik projesi bulunamadı.',
  systemGroup: 'Sistem grupları silinemez.',
} as const;

/** 'Kullanımda' refusal: what still uses a department, role or position. */
export function inUseMessage(what: 'department' | 'role' | 'position', counts: { positions: number; employees: number; children?: number; groups?: number }): string {
  const noun = { department: 'Bu departman', role: 'Bu rol', position: 'Bu pozisyon' }[what];
  const parts = what === 'position'
    ? [`${counts.groups ?? 0} pozisyon grubu`, `${counts.employees} personel`]
    : [`${counts.positions} pozisyon`, `${counts.employees} personel`];
  if (counts.children) parts.push(`${counts.children} alt kayıt`);
  return `${noun} kullanımda olduğu için silinemez: ${parts.join(', ')}.`;
}

export const permissionName = z.enum(PERMISSIONS, { message: ORGANISATION_MESSAGES.unknownPermission });
export const permissionList = z.array(permissionName).max(PERMISSIONS.length).default([]);

/**
 * The permission groups the role and position forms tick by: each menu group with the
 * permissions that open it (first group wins), the rest under 'other'.
 */
export const PERMISSION_GROUPS: { key: string; permissions: string[] }[] = (() => {
  const seen = new Set<string>();
  const groups = MENU_GROUPS.map((g) => {
    const list = g.permissions.filter((p) => !seen.has(p) && (PERMISSIONS as readonly string[]).includes(p));
    list.forEach((p) => seen.add(p));
    return { key: g.key, permissions: list };
  }).filter((g) => g.permissions.length);
  groups.push({ key: 'other', permissions: PERMISSIONS.filter((p) => !seen.has(p)) });
  return groups;
})();

/** A permission as a form shows it: ticked by the record itself, or inherited and locked. */
export const permissionState = z.object({ own: z.array(z.string()), inherited: z.array(z.string()) });
export type PermissionState = z.infer<typeof permissionState>;

export const permissionGroups = z.array(z.object({ key: z.string(), permissions: z.array(z.string()) }));

