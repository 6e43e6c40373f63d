import type { FastifyInstance } from 'fastify';
import {
  HR_MESSAGES, companyEvents, hrDepartments, hrInitEndpoint, hrPersons, leaveTypesEndpoint, nationalHolidays, requestLeave,
  upcomingBirthdays, waitingLeaveDaysWidget,
} from '../../../src/contracts/hr-provider';
import { route } from '../../plugins/endpoints';
import { hrProviderService } from './hr-provider.service';

export default async function hrProviderFeature(app: FastifyInstance) {
  const service = hrProviderService(app);
  route(app, hrInitEndpoint, async ({ auth }) => ({ data: await service.init(auth) }));
  route(app, hrDepartments, async ({ auth }) => ({ data: await service.departments(auth) }));
  route(app, nationalHolidays, async ({ auth, query }) => service.nationalHolidays(auth, query.year));
  route(app, companyEvents, async ({ auth, query }) => service.companyEvents(auth, query));
  route(app, upcomingBirthdays, async ({ auth, query }) => service.upcomingBirthdays(auth, query));
  route(app, waitingLeaveDaysWidget, async ({ auth }) => ({ data: await service.waitingLeaveDays(auth) }));
  route(app, hrPersons, async ({ auth, params, query }) => service.persons(auth, { ...query, page: params.page }));
  route(app, leaveTypesEndpoint, async ({ auth }) => ({ data: await service.leaveTypes(auth) }));
  route(app, requestLeave, async ({ auth, body }) => ({
    data: await service.requestLeave(auth, body.leaveDay), status: 201, helper: { message: HR_MESSAGES.saved },
  }));
}
