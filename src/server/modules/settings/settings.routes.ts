import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompanySettingsPatchSchema,
  CompanySettingsSchema,
} from '../../../shared/company-settings.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import { companyRules } from '../../db/company-rules.js';
import type { Database } from '../../db/database.js';
import { companySettings, settingsWrites } from './settings.writes.js';

/**
 * /api/settings (issues #32, #33): the company's rules for who may take a shift, and the attendance
 * settings beside them. The office reads them; admins change them, one or several at a time.
 */
export const settingsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const writes = settingsWrites(database);

  app.get(
    '/api/settings',
    {
      preHandler: requireRole('settings:view'),
      schema: {
        summary:
          "The company's rules (overtime limits, rest between shifts, the week's first day) and attendance settings (late, no-show, offers, position retention)",
        tags: ['settings'],
        response: { 200: CompanySettingsSchema },
      },
    },
    async () => companySettings(database.db, await companyRules(database.db)),
  );

  app.patch(
    '/api/settings',
    {
      preHandler: requireRole('settings:manage'),
      schema: {
        summary: "Change some of the company's rules or attendance settings (admins); answers all",
        tags: ['settings'],
        body: CompanySettingsPatchSchema,
        response: { 200: CompanySettingsSchema },
      },
    },
    (request) => writes.update(request.body, requireUser(request)),
  );
};
