/** What the messenger's routes answer when they refuse, as the client's toast shows it. */
export const MESSENGER_ERRORS = {
  /** Every /api/conversations/:id route, alike for an unknown id and someone else's conversation. */
  notFound: 'Conversation not found',
  withSelf: 'You cannot start a conversation with yourself',
  oneUnavailable: 'This person cannot use the messenger (no account, or no role yet)',
  someUnavailable:
    'Some of the people chosen cannot use the messenger (no account, or no role yet)',
  /** A customer asked for someone outside the office, or a group would put two customers together. */
  staffOnly: 'Customers can message staff only (admin, supervisor, dispatch)',
  changedMeanwhile: 'This conversation changed meanwhile; try again',
  unknownBefore: 'That message is not in this conversation',
} as const;
