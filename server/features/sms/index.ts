import type { FastifyInstance } from 'fastify';
import { SMS_MAX_SEGMENTS } from '../../../src/contracts/sms/segments';
import {
  createShortMessageForm, downloadTransactionLog, getShortMessage, listDevGatewayMessages, listShortMessages, listSmsClients,
  listTransactionLog, refreshTransactionStatus, SMS_RECEIVER_TYPES, storeShortMessage,
} from '../../../src/contracts/sms/sms';
import { route } from '../../plugins/endpoints';
import { forbidden } from '../../plugins/http-errors';
import { smsGateway } from './gateway';
import { smsService } from './sms.service';

export default async function smsFeature(app: FastifyInstance) {
  const service = smsService(app);
  route(app, listShortMessages, async ({ query }) => service.list(query));
  route(app, createShortMessageForm, async () => ({
    data: { receiver_types: [...SMS_RECEIVER_TYPES], max_segments: SMS_MAX_SEGMENTS, segment_size: 160, gateway: smsGateway(app.deps).name },
  }));
  route(app, getShortMessage, async ({ params }) => ({ data: await service.detail(params.id) }));
  route(app, storeShortMessage, async ({ body, auth }) => ({ data: await service.store(body, auth), status: 201 }));
  route(app, listTransactionLog, async ({ query }) => service.transactionLog(query));
  route(app, refreshTransactionStatus, async () => ({ data: await service.refreshStatuses() }));
  route(app, listSmsClients, async () => ({ data: await service.clients() }));
  route(app, downloadTransactionLog, async ({ query, auth, reply }) => {
    await service.downloadTransactionLog(reply, auth, query);
  });
  route(app, listDevGatewayMessages, async ({ query }) => {
    // Only the development gateway keeps message bodies; with a real gateway there is nothing to show.
    if (smsGateway(app.deps).name !== 'development') throw forbidden();
    return { data: await service.devMessages(query) };
  });
}
