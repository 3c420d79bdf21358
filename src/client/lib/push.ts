import type { PushPublicKey, PushSubscriptionBody } from '../../shared/push';
import { api } from './api-client';

/**
 * Web Push on this device (issue #21): the browser asks the person, subscribes with the server's
 * VAPID key, and the subscription goes to the server, which then reaches this device even when
 * CoverDesk is closed (public/push-handler.js shows what arrives).
 */
export type PushStatus =
  /** No Push API here (an older browser, or a page without a service worker). */
  | 'unsupported'
  /** iPhone and iPad: notifications only in the app added to the Home Screen. */
  | 'install-first'
  /** The person or the browser said no; only the site settings can change it. */
  | 'blocked'
  | 'off'
  | 'on';

export interface PushEnvironment {
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
  /** navigator.standalone: set by iPhone and iPad Safari only, true in the installed app. */
  standalone: boolean | undefined;
}

export function browserPushEnvironment(): PushEnvironment {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone;
  return {
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in window,
    notification: 'Notification' in window,
    standalone,
  };
}

/** Whether push can work in this browser, before asking anything. */
export function pushSupport(env: PushEnvironment): 'supported' | 'unsupported' | 'install-first' {
  if (env.serviceWorker && env.pushManager && env.notification) return 'supported';
  return env.standalone === false ? 'install-first' : 'unsupported';
}

/** The bytes of a base64url text (the VAPID public key). */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** True when a subscription was made with this server key (else the server's keys changed). */
export function madeWithKey(applicationServerKey: ArrayBuffer | null, publicKey: string): boolean {
  if (!applicationServerKey) return false;
  const expected = base64UrlToBytes(publicKey);
  const actual = new Uint8Array(applicationServerKey);
  return actual.length === expected.length && actual.every((byte, at) => byte === expected[at]);
}

/** A service worker that never registers (blocked, or not built) must not hang the button. */
const READY_TIMEOUT_MS = 10_000;

async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  let timer = 0;
  const timeout = new Promise<never>((_, reject) => {
    timer = window.setTimeout(() => reject(new Error('no service worker')), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    window.clearTimeout(timer);
  }
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/** Where this device stands now, without asking the person anything. */
export async function readPushStatus(): Promise<PushStatus> {
  const support = pushSupport(browserPushEnvironment());
  if (support !== 'supported') return support;
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** Subscribes with the server's key (replacing one made with older keys) and tells the server. */
async function subscribeAndSend(): Promise<void> {
  const { publicKey } = await api<PushPublicKey>('/api/push/public-key');
  const { pushManager } = await readyRegistration();
  let subscription = await pushManager.getSubscription();
  if (subscription && !madeWithKey(subscription.options.applicationServerKey, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
  const body = subscription.toJSON() as PushSubscriptionBody;
  await api('/api/push/subscriptions', { method: 'POST', body });
}

/** Asks the person (once), subscribes this device and tells the server; the status after. */
export async function turnOnPush(): Promise<PushStatus> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  await subscribeAndSend();
  return 'on';
}

/**
 * Sends this device's subscription again, so the server holds it for the account signed in now
 * and with the server's current key. Quiet: the device stays as it is when this fails.
 */
export async function refreshPush(): Promise<void> {
  if ((await readPushStatus()) === 'on') await subscribeAndSend();
}

/** Stops notifications on this device: the server forgets it first, then the browser. */
export async function turnOffPush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api('/api/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint: subscription.endpoint },
  });
  await subscription.unsubscribe();
}

/**
 * On sign-out: this device stops receiving the account's notifications, whoever uses it next.
 * The browser's subscription ends even when the server cannot be told; the push service then
 * answers 410 and the server drops the device on its next send.
 */
export async function forgetThisDevice(): Promise<void> {
  if (pushSupport(browserPushEnvironment()) !== 'supported') return;
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  await api('/api/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint: subscription.endpoint },
  }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
