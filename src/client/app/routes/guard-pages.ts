/**
 * A guard's two pages (My Shifts, Availability) as one module: one chunk and one entry of the
 * route table, which the login page loads and whose weight is budgeted (page-weight.spec.ts).
 */
export { MyShiftsPage } from '../../features/shift-offers/my-shifts-page';
export { MyAvailabilityPage } from '../../features/time-off/my-availability-page';
