import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CompanyRulesPatchSchema, CompanyRulesSchema } from '../../../shared/company-rules.js';
import { requireRole, requireUser } from '../../auth/request-user.js';
import { companyRules } from '../../db/company-rules.js';
import type { Database } from '../../db/database.js';
import { settingsWrites } from './settings.writes.js';

/**
 * /api/settings (issue #32): the company's rules for who may take a shift. The office reads them;
 * admins change them, one rule or several at a time.
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
        summary: "The company's rules: overtime limits, rest between shifts, the week's first day",
        tags: ['settings'],
        response: { 200: CompanyRulesSchema },
      },
    },
    () => companyRules(database.db),
  );

  app.patch(
    '/api/settings',
    {
      preHandler: requireRole('settings:manage'),
      schema: {
        summary: "Change some of the company's rules (admins); answers all of them",
        tags: ['settings'],
        body: CompanyRulesPatchSchema,
        response: { 200: CompanyRulesSchema },
      },
    },
    (request) => writes.update(request.body, requireUser(request)),
  );
};
