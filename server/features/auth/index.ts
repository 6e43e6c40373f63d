import type { FastifyInstance } from 'fastify';
import {
  activePosition, changeCredentials, initialize, loginTransfer, logout, oauthToken, switchPosition, withCode,
} from '../../../src/contracts/session';
import { route } from '../../plugins/endpoints';
import { invalidField } from '../../plugins/http-errors';
import { authRepository } from './auth.repository';
import { authService } from './auth.service';
import { oidcAdapter } from './oidc';

export default async function authFeature(app: FastifyInstance) {
  const auth = authService(app);
  const oidc = oidcAdapter(app.deps.config);

  route(app, oauthToken, async ({ body, request, reply }) => {
    const token = body.grant_type === 'password'
      ? await auth.passwordGrant(body.username, body.password, request.ip)
      : await auth.refreshGrant(body.refresh_token);
    // OAuth clients expect the bare token object, not the envelope.
    reply.header('cache-control', 'no-store').send(token);
  });

  route(app, withCode, async ({ query }) => {
    const username = await oidc.usernameForCode(query.code);
    const user = await authRepository.findUserByName(app.deps.database.db, username);
    if (!user) throw invalidField('code', 'Şirket hesabınız portalda tanımlı değil.');
    const positions = await authRepository.positionsOfUser(app.deps.database.db, user.id);
    if (!positions[0]) throw invalidField('code', 'Bu kullanıcının tanımlı bir pozisyonu yok.');
    return { data: await auth.issueTokens(user.id, positions[0].id) };
  });

  route(app, logout, async ({ auth: ctx }) => {
    await auth.logout(ctx);
    return { data: { logout_url: app.deps.config.logoutUrl ?? null } };
  });

  route(app, changeCredentials, async ({ auth: ctx, body }) => {
    await auth.changePassword(ctx, body.current_password, body.password);
    return { data: { message: 'Kimlik Bilgileri başarılı bir şekilde güncellenmiştir.' } };
  });

  route(app, initialize, async ({ auth: ctx }) => ({ data: await auth.session(ctx) }));

  route(app, activePosition, async ({ auth: ctx }) => {
    const { active, all } = await auth.positions(ctx);
    return { data: { active_position: active, positions: all } };
  });

  route(app, switchPosition, async ({ auth: ctx, body }) => ({
    data: { token: await auth.switchPosition(ctx, body.position_id) },
  }));

  route(app, loginTransfer, async ({ auth: ctx, body }) => ({ data: await auth.transfer(ctx, body.changeUser) }));
}
