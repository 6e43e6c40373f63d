import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERMISSIONS } from '../../src/contracts/permissions';
import { authRepository } from '../features/auth/auth.repository';
import { hashToken } from '../features/auth/tokens';

export interface AuthContext {
  userId: number;
  positionId: number;
  roleId: number;
  isSuper: boolean;
  permissions: ReadonlySet<string>;
  /** Changes whenever the active position or its permissions change; the client reloads on a change. */
  signature: string;
  tokenFamily: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function permissionSignature(positionId: number, permissions: Iterable<string>): string {
  const list = [...permissions].sort().join(',');
  return createHash('sha256').update(`${positionId}:${list}`).digest('hex').slice(0, 16);
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/** Resolves the bearer token on every request; routes decide whether they need it. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (!token) return;
    // One statement for token, position and permissions (issue 16: the fixed cost of a request).
    const row = await authRepository.requestContext(app.deps.database.db, hashToken(token), app.deps.clock());
    if (!row) return;
    const permissions: ReadonlySet<string> = row.is_super ? new Set(PERMISSIONS) : new Set(row.permissions ?? []);
    request.auth = {
      userId: row.user_id,
      positionId: row.position_id,
      roleId: row.role_id,
      isSuper: row.is_super,
      permissions,
      signature: permissionSignature(row.position_id, permissions),
      tokenFamily: row.family,
    };
  });
}
