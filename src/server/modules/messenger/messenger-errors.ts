import type { MaybeRole } from '../../../shared/permissions.js';

/** What the messenger's routes answer when they refuse, as the client's toast shows it. */
export const MESSENGER_ERRORS = {
  /** Every /api/conversations/:id route, alike for an unknown id and someone else's conversation. */
  notFound: 'Conversation not found',
  withSelf: 'You cannot start a conversation with yourself',
  oneUnavailable: 'This person cannot use the messenger (no account, or no role yet)',
  someUnavailable:
    'Some of the people chosen cannot use the messenger (no account, or no role yet)',
  /**
   * Someone from outside the office (a customer or a guard) asked for anyone but office staff, or
   * a group would put two of them together: the rule that applies to whoever asked.
   */
  staffOnly: (role: MaybeRole) =>
    role === 'customer'
      ? 'Customers can message office staff only (admin, supervisor, dispatch)'
      : role === 'guard'
        ? 'Guards can message office staff only (admin, supervisor, dispatch)'
        : 'A conversation can include at most one person from outside the office (a customer or a guard)',
  changedMeanwhile: 'This conversation changed meanwhile; try again',
  unknownBefore: 'That message is not in this conversation',
} as const;
