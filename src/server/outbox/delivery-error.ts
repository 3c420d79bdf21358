/**
 * A message that could not be delivered, with the reason an admin reads on Deliveries. A
 * permanent one is marked failed at once (a number Twilio refuses, a mailbox that does not
 * exist, a channel that is off); any other is tried again later.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    /** For the next try, when it should carry less (a push: only the devices that failed). */
    readonly retryPayload: string | null = null,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** Reasons are stored and shown; a provider's answer can be long. */
const MAX_REASON = 500;

/** The reason to store for any error a delivery threw. */
export function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > MAX_REASON ? `${text.slice(0, MAX_REASON - 1)}…` : text;
}
