import type { FastifyInstance } from 'fastify';
import { SMS_MAX_SEGMENTS } from '../../../src/contracts/sms/segments';
import {
  createShortMessageForm, downloadTransactionLog, getShortMessage, listDevGatewayMessages, listShortMessages, listSmsClients,
  listTransactionLog, refreshTransactionStatus, SMS_RECEIVER_TYPES, storeShortMessage,
} from '../../../src/contracts/sms/sms';
import { route } from '../../plugins/endpoints';
import { forbidden } from '../../plugins/http-errors';
import { sendWorkbook, turkishDateTime, workbook } from '../files/workbook';
import { smsGateway } from './gateway';
import { smsService } from './sms.service';

const STATUS_TR = { queued: 'Kuyrukta', pending: 'Bekliyor', delivered: 'İletildi', failed: 'İletilemedi' } as const;

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
  route(app, downloadTransactionLog, async ({ query, reply }) => {
    const rows = await service.transactionLogAll(query);
    const buffer = await workbook('SMS Raporu', [
      { header: 'Referans', key: 'reference_code', width: 18 },
      { header: 'GSM', key: 'gsm', width: 15 },
      { header: 'Ad Soyad', key: 'full_name', width: 28 },
      { header: 'TC Kimlik No', key: 'national_id_number', width: 14 },
      { header: 'Kaynak', key: 'client_name', width: 18 },
      { header: 'Gönderen', key: 'sender_full_name', width: 24 },
      { header: 'Mesaj', key: 'body', width: 50 },
      { header: 'SMS', key: 'segments', width: 6 },
      { header: 'Durum', key: 'status', width: 12 },
      { header: 'Açıklama', key: 'status_reason', width: 30 },
      { header: 'Tarih', key: 'created_at', width: 18 },
      { header: 'İletim', key: 'delivered_at', width: 18 },
    ], rows.map((r) => ({ ...r, status: STATUS_TR[r.status], created_at: turkishDateTime(r.created_at), delivered_at: turkishDateTime(r.delivered_at) })));
    await sendWorkbook(reply, 'sms-raporu.xlsx', buffer);
  });
  route(app, listDevGatewayMessages, async ({ query }) => {
    // Only the development gateway keeps message bodies; with a real gateway there is nothing to show.
    if (smsGateway(app.deps).name !== 'development') throw forbidden();
    return { data: await service.devMessages(query) };
  });
}
