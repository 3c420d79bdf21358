/**
 * The managers' Qualifications and Time off pages as one module: one chunk and one entry of the
 * route table, which the login page loads and whose weight is budgeted (page-weight.spec.ts).
 */
export { QualificationsPage } from '../../features/qualifications/qualifications-page';
export { TimeOffPage } from '../../features/time-off/time-off-page';
