/** What the messenger's routes answer when they refuse, as the client's toast shows it. */
export const MESSENGER_ERRORS = {
  /** Every /api/conversations/:id route, alike for an unknown id and someone else's conversation. */
  notFound: 'Conversation not found',
  withSelf: 'You cannot start a conversation with yourself',
  oneUnavailable: 'This person cannot use the messenger (no account, or no role yet)',
  someUnavailable:
    'Some of the people chosen cannot use the messenger (no account, or no role yet)',
  changedMeanwhile: 'This conversation changed meanwhile; try again',
  unknownBefore: 'That message is not in this conversation',
} as const;
