import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AttendanceAlertsBodySchema,
  AttendanceAlertsSchema,
  CompanySettingsPatchSchema,
  CompanySettingsSchema,
} from '../../../shared/company-settings.js';
import { attendanceAlertsOn, setAttendanceAlerts } from '../../db/attendance-alerts.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import { companyRules } from '../../db/company-rules.js';
import type { Database } from '../../db/database.js';
import type { SmsConfig } from '../../notifications/sms-config.js';
import { companySettings, settingsWrites, type ProfileDefaults } from './settings.writes.js';

/**
 * /api/settings (issues #32, #33): the company's rules for who may take a shift, and the attendance
 * settings beside them. The office reads them; admins change them, one or several at a time.
 */
export const settingsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  sms: Pick<SmsConfig, 'companyName' | 'officePhone' | 'phoneRegion'>;
}> = async (app, { database, sms }) => {
  const profile: ProfileDefaults = {
    defaults: { companyName: sms.companyName, officePhone: sms.officePhone },
    phoneRegion: sms.phoneRegion,
  };
  const writes = settingsWrites(database, profile);

  app.get(
    '/api/settings',
    {
      preHandler: requireRole('settings:view'),
      schema: {
        summary:
          "The company's rules (overtime limits, rest between shifts, the week's first day), attendance settings (late, no-show, offers, position retention, relief arrival), the office's name and phone, and the caps on texts",
        tags: ['settings'],
        response: { 200: CompanySettingsSchema },
      },
    },
    async () => companySettings(database.db, await companyRules(database.db), profile.defaults),
  );

  app.patch(
    '/api/settings',
    {
      preHandler: requireRole('settings:manage'),
      schema: {
        summary:
          "Change some of the company's rules, attendance settings, office details or caps on texts (admins); answers all",
        tags: ['settings'],
        body: CompanySettingsPatchSchema,
        response: { 200: CompanySettingsSchema },
      },
    },
    (request) => writes.update(request.body, requireUser(request)),
  );

  // Issue #33: whether the signed-in office account is told of late guards and no-shows by push.
  const alerts = async (user: { id: string; role: string | null }) => {
    const always = user.role === 'admin' || user.role === 'supervisor';
    return { on: always || (await attendanceAlertsOn(database.db, user.id)), always };
  };

  app.get(
    '/api/settings/attendance-alerts',
    {
      preHandler: requireRole('settings:view'),
      schema: {
        summary: 'Whether you are told by push when a guard is late or a no-show',
        tags: ['settings'],
        response: { 200: AttendanceAlertsSchema },
      },
    },
    (request) => alerts(requireUser(request)),
  );

  app.put(
    '/api/settings/attendance-alerts',
    {
      preHandler: requireRole('settings:view'),
      schema: {
        summary: 'Choose to be told by push when a guard is late or a no-show (dispatchers)',
        tags: ['settings'],
        body: AttendanceAlertsBodySchema,
        response: { 200: AttendanceAlertsSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await setAttendanceAlerts(database.db, user.id, request.body.on);
      return alerts(user);
    },
  );
};
