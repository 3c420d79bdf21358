import { REPORT_NAMES } from '../../shared/reports.js';
import type { MatrixRoute } from './authorization-matrix-types.js';

/** The reports of /reports (issue #22): one route per chart, admin and supervisor. */
export const REPORT_ROUTES: Record<string, MatrixRoute> = Object.fromEntries(
  REPORT_NAMES.map((name) => [
    `GET /api/reports/${name}`,
    {
      access: 'reports:view',
      call: () =>
        Promise.resolve({
          method: 'GET',
          url: `/api/reports/${name}?from=2026-09-01&to=2026-11-30`,
        }),
    } satisfies MatrixRoute,
  ]),
);
