/**
 * The managers' Qualifications, Time off and Timesheets pages as one module: one chunk and one entry of the
 * route table, which the login page loads and whose weight is budgeted (page-weight.spec.ts).
 */
export { QualificationsPage } from '../../features/qualifications/qualifications-page';
export { TimeOffPage } from '../../features/time-off/time-off-page';
export { TimesheetsPage } from '../../features/timesheets/timesheets-page';
