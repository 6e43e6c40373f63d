import type { FastifyInstance } from 'fastify';
import {
  HALF_DAY_FROM, HOLIDAY_KINDS, LEAVE_YEAR_MESSAGES as M,
  createBankHoliday, createBankHolidayForm, createSeasonDefinition, createSeasonDefinitionForm, createSeasonSeries,
  createSeasonSeriesForm, deleteBankHoliday, deleteSeasonDefinition, deleteSeasonSeries, editBankHolidayForm,
  editSeasonDefinitionForm, editSeasonSeriesForm, generateBankHolidays, listBankHolidays, listLeaveYears,
  listSeasonDefinitions, listSeasonSeries, updateBankHoliday, updateSeasonDefinition, updateSeasonSeries,
} from '../../../src/contracts/leave-years';
import { route } from '../../plugins/endpoints';
import { leaveYearsService } from './leave-years.service';

/** Leave years (spec 1 §7 Leave): bank holidays, season-definition series and their definitions. */
export default async function leaveYearsFeature(app: FastifyInstance) {
  const service = leaveYearsService(app);
  const kinds = [...HOLIDAY_KINDS];

  route(app, listLeaveYears, async ({ query }) => service.years(query));

  route(app, listBankHolidays, async ({ params, query }) => service.holidays(params.year, query));
  route(app, createBankHolidayForm, async () => ({ data: { holiday: null, kinds, half_day_from: HALF_DAY_FROM } }));
  route(app, editBankHolidayForm, async ({ params }) => ({ data: { holiday: await service.holiday(params.year, params.id), kinds, half_day_from: HALF_DAY_FROM } }));
  route(app, createBankHoliday, async ({ params, body, auth }) => ({
    data: await service.createHoliday(params.year, body, auth.userId), status: 201, helper: { message: M.holidayCreated },
  }));
  route(app, updateBankHoliday, async ({ params, body, auth }) => ({
    data: await service.updateHoliday(params.year, params.id, body, auth.userId), helper: { message: M.holidayUpdated },
  }));
  route(app, deleteBankHoliday, async ({ params, auth }) => {
    await service.deleteHoliday(params.year, params.id, auth.userId);
    return { data: { message: M.holidayDeleted } };
  });
  route(app, generateBankHolidays, async ({ params, body, auth }) => ({
    data: await service.generate(params.year, body?.restore_deleted ?? false, auth.userId), helper: { message: M.generated },
  }));

  route(app, listSeasonSeries, async ({ params, query }) => service.seriesList(params.year, query));
  route(app, createSeasonSeriesForm, async () => ({ data: { series: null } }));
  route(app, editSeasonSeriesForm, async ({ params }) => ({ data: { series: await service.seriesOf(params.year, params.id) } }));
  route(app, createSeasonSeries, async ({ params, body, auth }) => ({
    data: await service.createSeries(params.year, body, auth.userId), status: 201, helper: { message: M.seriesCreated },
  }));
  route(app, updateSeasonSeries, async ({ params, body, auth }) => ({
    data: await service.updateSeries(params.year, params.id, body, auth.userId), helper: { message: M.seriesUpdated },
  }));
  route(app, deleteSeasonSeries, async ({ params, auth }) => {
    await service.deleteSeries(params.year, params.id, auth.userId);
    return { data: { message: M.seriesDeleted } };
  });

  route(app, listSeasonDefinitions, async ({ params, query }) => service.definitions(params.code, query));
  route(app, createSeasonDefinitionForm, async ({ params }) => ({ data: await service.definitionForm(params.code) }));
  route(app, editSeasonDefinitionForm, async ({ params }) => ({ data: await service.definitionForm(params.code, params.id) }));
  route(app, createSeasonDefinition, async ({ params, body, auth }) => ({
    data: await service.saveDefinition(params.code, undefined, body, auth.userId), status: 201, helper: { message: M.definitionCreated },
  }));
  route(app, updateSeasonDefinition, async ({ params, body, auth }) => ({
    data: await service.saveDefinition(params.code, params.id, body, auth.userId), helper: { message: M.definitionUpdated },
  }));
  route(app, deleteSeasonDefinition, async ({ params, auth }) => {
    await service.deleteDefinition(params.code, params.id, auth.userId);
    return { data: { message: M.definitionDeleted } };
  });
}
