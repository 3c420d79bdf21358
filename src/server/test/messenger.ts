import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type {
  Conversation,
  CreatedConversation,
  Message,
  MessagesPage,
} from '../../shared/messenger.js';
import { requestUserPlugin } from '../auth/request-user.js';
import { registerErrorHandler } from '../errors.js';
import { guardedNotifier } from '../realtime/guarded-notifier.js';
import type { RealtimeNotifier } from '../realtime/notifier.js';
import type { TestApp } from './test-app.js';
import { messengerRoutes } from '../modules/messenger/messenger.routes.js';

/** Someone signed in, as the messenger helpers need them. */
export interface Chatter {
  id: string;
  cookie: string;
}

/** Throws with the answer's body when the status is not the expected one. */
function expectStatus(response: { statusCode: number; body: string }, status: number): void {
  if (response.statusCode !== status) {
    throw new Error(
      `expected ${String(status)}, got ${String(response.statusCode)} ${response.body}`,
    );
  }
}

/** The messenger's calls as one person makes them, over a test app; each checks its status. */
export function messengerClient(t: TestApp) {
  const call = async (
    who: Chatter,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.request({ method, url, cookie: who.cookie, ...(payload ? { payload } : {}) });
  return {
    call,
    /** Starts (or reopens) a conversation with the others; its id. */
    async start(who: Chatter, others: readonly { id: string }[]): Promise<string> {
      const response = await call(who, 'POST', '/api/conversations', {
        participantIds: others.map((other) => other.id),
      });
      if (response.statusCode !== 200) expectStatus(response, 201);
      return response.json<CreatedConversation>().id;
    },
    async send(who: Chatter, conversationId: string, content: string): Promise<Message> {
      const response = await call(who, 'POST', `/api/conversations/${conversationId}/messages`, {
        content,
      });
      expectStatus(response, 201);
      return response.json<Message>();
    },
    async list(who: Chatter): Promise<Conversation[]> {
      const response = await call(who, 'GET', '/api/conversations');
      expectStatus(response, 200);
      return response.json<Conversation[]>();
    },
    async page(who: Chatter, conversationId: string, query = ''): Promise<MessagesPage> {
      const url = `/api/conversations/${conversationId}/messages${query}`;
      const response = await call(who, 'GET', url);
      expectStatus(response, 200);
      return response.json<MessagesPage>();
    },
    async hide(who: Chatter, conversationId: string): Promise<void> {
      expectStatus(await call(who, 'DELETE', `/api/conversations/${conversationId}`), 204);
    },
    async read(who: Chatter, conversationId: string): Promise<void> {
      expectStatus(await call(who, 'POST', `/api/conversations/${conversationId}/read`), 204);
    },
  };
}

/** One call the messenger made to its notifier, participant ids sorted. */
export type NotifierCall =
  | { event: 'messageCreated'; participantIds: string[]; message: Message }
  | { event: 'conversationChanged'; participantIds: string[]; conversationId: string }
  | { event: 'accountChanged'; userId: string };

/**
 * The messenger's routes alone on their own Fastify instance, over the test app's database and
 * auth, with a notifier that records every call (or runs `intercept` first, e.g. to throw),
 * guarded as the app's is.
 */
export async function messengerWithRecorder(t: TestApp) {
  const calls: NotifierCall[] = [];
  let intercept: (() => void) | null = null;
  const sorted = (ids: readonly string[]) => [...ids].sort();
  const notifier: RealtimeNotifier = {
    messageCreated(participantIds, message) {
      intercept?.();
      calls.push({ event: 'messageCreated', participantIds: sorted(participantIds), message });
    },
    conversationChanged(participantIds, conversationId) {
      intercept?.();
      calls.push({
        event: 'conversationChanged',
        participantIds: sorted(participantIds),
        conversationId,
      });
    },
    accountChanged(userId) {
      calls.push({ event: 'accountChanged', userId });
    },
    shiftsChanged: () => undefined,
    timeOffChanged: () => undefined,
  };
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  // As in the app (realtime-server.ts): failures are logged, not thrown.
  const guarded = guardedNotifier(notifier, app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(requestUserPlugin, { auth: t.app.auth, database: t.app.database });
  await app.register(messengerRoutes, { database: t.app.database, notifier: guarded });
  await app.ready();
  return {
    calls,
    /** Runs before each recorded notification from now on (null to stop). */
    intercept(run: (() => void) | null) {
      intercept = run;
    },
    request: (who: Chatter, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) }),
    close: () => app.close(),
  };
}
