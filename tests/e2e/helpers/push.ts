import { createECDH, randomBytes } from 'node:crypto';
import { expect, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { E2E_BASE_URL } from '../support/server';

/** A notification as the page reads it from the service worker's registration. */
export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  data: unknown;
}

/** The notifications the app's service worker shows now. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, icon, data }) => ({
      title,
      body,
      tag,
      icon,
      data: data as unknown,
    }));
  });
}

/** Waits until the page's service worker is active and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Delivers push messages to the app's service worker as a push service would, through the
 * DevTools protocol (ServiceWorker.deliverPushMessage): the worker's real `push` handler runs.
 */
export async function pushDeliverer(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const registrations: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    for (const registration of event.registrations) {
      if (!registration.isDeleted && registration.scopeURL === `${E2E_BASE_URL}/`) {
        registrations.push(registration.registrationId);
      }
    }
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  return async (data: string) => {
    const registrationId = registrations.at(-1) ?? '';
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: E2E_BASE_URL,
      registrationId,
      data,
    });
  };
}

/** The app's service worker, to run code in its own scope. */
export async function appServiceWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? context.waitForEvent('serviceworker');
}

/**
 * Taps the notification with this tag as the browser would report it: a `notificationclick`
 * event dispatched in the service worker, whose own handler then runs.
 */
export async function tapNotification(context: BrowserContext, tag: string): Promise<void> {
  const worker = await appServiceWorker(context);
  await worker.evaluate(async (wanted) => {
    // Service worker globals, which the page's DOM types do not describe.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`no notification tagged ${wanted}`);
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  }, tag);
}

/**
 * Stands in for the browser's registration with its push service: headless Chromium cannot
 * register here (incognito refuses the Push API; a real profile waits for Google's servers,
 * outside this closed network). The page's own code, the API and the database are what run; the
 * subscription carries a real P-256 key, as the server checks.
 */
export async function standInForPushService(page: Page): Promise<void> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    p256dh: ecdh.getPublicKey('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  await page.addInitScript((browserKeys) => {
    let current: PushSubscription | null = null;
    PushManager.prototype.subscribe = function subscribe(options) {
      const key = options?.applicationServerKey;
      const bytes =
        key instanceof ArrayBuffer
          ? key
          : ArrayBuffer.isView(key)
            ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength).slice().buffer
            : null;
      const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`;
      const subscription: unknown = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: bytes },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: browserKeys }),
        unsubscribe: () => {
          current = null;
          return Promise.resolve(true);
        },
      };
      const made = subscription as PushSubscription;
      current = made;
      return Promise.resolve(made);
    };
    PushManager.prototype.getSubscription = () => Promise.resolve(current);
  }, keys);
}
