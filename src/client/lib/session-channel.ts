/** Tells the app's other open tabs that this one signed in or out. */
export type SessionEvent = 'signed-in' | 'signed-out';

const CHANNEL = 'coverdesk-session';

function open(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

export function announceSession(event: SessionEvent): void {
  const channel = open();
  channel?.postMessage(event);
  channel?.close();
}

/** Calls back for events from other tabs; returns the unsubscribe function. */
export function listenToSession(callback: (event: SessionEvent) => void): () => void {
  const channel = open();
  if (!channel) return () => undefined;
  channel.onmessage = (message: MessageEvent<unknown>) => {
    if (message.data === 'signed-in' || message.data === 'signed-out') callback(message.data);
  };
  return () => channel.close();
}
