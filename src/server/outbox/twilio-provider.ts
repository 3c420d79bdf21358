import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import { TWILIO_API_URL, type TwilioConfig } from '../notifications/sms-config.js';
import { DeliveryError } from './delivery-error.js';
import type { SmsProvider } from './sms-provider.js';
import { textsSince } from './twilio-lookup.js';

/** Twilio that does not answer in this time is given up on; the outbox tries again later. */
const REQUEST_TIMEOUT_MS = 15_000;
/** Connections kept to Twilio: the outbox sends many texts at once (an offer to fifty guards). */
const MAX_SOCKETS = 64;

/**
 * The twilio package's own HTTP client, sending to TWILIO_API_URL instead of api.twilio.com (a
 * test's Twilio-compatible server, a self-hosted gateway): every request keeps its path, query,
 * credentials and form, only the origin changes.
 */
class ApiUrlClient extends twilio.RequestClient {
  readonly #apiUrl: string;

  constructor(apiUrl: string, options: RequestClient.RequestClientOptions) {
    super(options);
    this.#apiUrl = apiUrl;
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    const target = new URL(this.#apiUrl);
    uri.protocol = target.protocol;
    uri.host = target.host;
    return super.request({ ...opts, uri: uri.toString() });
  }
}

/** Twilio's error, as its package throws it (RestException, or TwilioServiceException). */
interface TwilioError {
  status: number;
  code?: number;
  message: string;
}

const isTwilioError = (error: unknown): error is TwilioError =>
  error instanceof Error && typeof (error as Partial<TwilioError>).status === 'number';

/**
 * Why Twilio did not take a text: a refusal (4xx but 429: a number it will never reach, an
 * opted-out one, wrong credentials) is permanent; 429, 5xx and no answer are tried again.
 */
function deliveryErrorOf(error: unknown, host: string): DeliveryError {
  if (isTwilioError(error)) {
    const { status, code, message } = error;
    const which = code ? `${String(status)}, error ${String(code)}` : String(status);
    return new DeliveryError(
      `Twilio refused the text (${which}): ${message}`,
      status < 500 && status !== 429,
    );
  }
  const why = (error as { code?: unknown } | null)?.code;
  const text =
    typeof why === 'string' ? why : error instanceof Error ? error.message : String(error);
  return new DeliveryError(`Could not reach Twilio (${host}): ${text}`, false);
}

/**
 * Texts through Twilio's Messages API with the official client: To and Body, From a number or
 * MessagingServiceSid (TWILIO_FROM starting MG), and a StatusCallback to /api/sms/status so
 * that delivery reports come back.
 */
export function twilioSmsProvider(config: TwilioConfig, publicUrl: string): SmsProvider {
  const options: RequestClient.RequestClientOptions = {
    timeout: REQUEST_TIMEOUT_MS,
    keepAlive: true,
    maxSockets: MAX_SOCKETS,
  };
  const httpClient =
    config.apiUrl === TWILIO_API_URL
      ? new twilio.RequestClient(options)
      : new ApiUrlClient(config.apiUrl, options);
  const client = twilio(config.accountSid, config.authToken, { httpClient, autoRetry: false });
  const sender = config.from.startsWith('MG')
    ? { messagingServiceSid: config.from }
    : { from: config.from };
  const statusCallback = `${publicUrl}/api/sms/status`;
  const host = new URL(config.apiUrl).host;

  return {
    name: 'twilio',
    async send({ to, body }) {
      try {
        const message = await client.messages.create({ to, body, statusCallback, ...sender });
        return { providerId: message.sid, status: message.status };
      } catch (error) {
        throw deliveryErrorOf(error, host);
      }
    },
    sentSince: (text, since) =>
      textsSince(client, config.from, text, since).catch((error: unknown) => {
        const refused = deliveryErrorOf(error, host);
        throw new DeliveryError(
          `Could not ask Twilio whether it already has the text: ${refused.message}`,
          refused.permanent,
        );
      }),
  };
}
