/**
 * The API reference's sections (OpenAPI tags), one per server module, in the order the reference
 * lists them. Every route names one in its schema (`tags: ['coverage-requests']`);
 * api-docs.test.ts fails on a route without one, or with one not listed here.
 */
export const API_TAGS = [
  {
    name: 'auth',
    description: "Signing in and out: better-auth's endpoints, as the app uses them",
  },
  { name: 'profile', description: 'The signed-in account: who it is, its name and its password' },
  {
    name: 'coverage-requests',
    description: 'Coverage requests: the month, repeating shifts, imports, exports and history',
  },
  { name: 'shift-offers', description: 'Open shifts, finding cover and offers to guards' },
  { name: 'call-outs', description: 'Filled shifts and the call-outs the office records' },
  { name: 'shift-contacts', description: 'Calls to guards logged from Find cover' },
  { name: 'my-shifts', description: "A guard's own shifts and offers" },
  { name: 'schedule', description: 'The week board' },
  { name: 'locations', description: 'Posts (locations) and their department codes' },
  { name: 'guards', description: 'Guards, their contact details and imports' },
  {
    name: 'qualifications',
    description: 'Licences and skills: the list, what each guard holds and each post requires',
  },
  { name: 'invites', description: 'Guard accounts: invitations and accepting them' },
  { name: 'calendar-feeds', description: 'Calendar feeds (iCalendar) of a guard or a post' },
  { name: 'reports', description: 'The numbers behind the Reports charts' },
  { name: 'messenger', description: 'Conversations, messages and the directory' },
  { name: 'push', description: 'Web Push subscriptions of the signed-in account' },
  { name: 'sms', description: "Text messages: settings, numbers, Twilio's webhooks, the sandbox" },
  { name: 'users', description: 'Accounts and roles (Manage Users)' },
  { name: 'audit', description: 'The audit trail' },
  { name: 'deliveries', description: 'Notifications that were not delivered' },
  {
    name: 'settings',
    description: "The company's rules: overtime, rest between shifts, the week's first day",
  },
  {
    name: 'time-off',
    description: "Guards' weekly hours they cannot work, and time off: asked, recorded, answered",
  },
  {
    name: 'timesheets',
    description: "Guards' weeks: scheduled and worked hours, approving them, the payroll CSV",
  },
  { name: 'health', description: 'For load balancers and monitors' },
  { name: 'api-docs', description: 'This reference' },
] as const;

export type ApiTag = (typeof API_TAGS)[number]['name'];
