// CoverDesk's Web Push handling (issue #21), imported by the service worker that vite-plugin-pwa
// generates (vite.config.ts, workbox.importScripts). The server sends JSON
// { title, body, url, tag } (src/shared/push.ts); a tap opens `url` in the app.

const NOTIFICATION_ICON = '/icons/icon-192.png';

/** The app page to open: a path of this app; anything else (another site) opens the app's home. */
function appUrl(url) {
  const home = `${self.location.origin}/`;
  if (typeof url !== 'string') return home;
  try {
    const target = new URL(url, self.location.origin);
    return target.origin === self.location.origin ? target.href : home;
  } catch {
    return home;
  }
}

/** What to show for a push: its JSON as sent, or a plain notice when it cannot be read. */
function notificationFor(data) {
  let message = {};
  try {
    message = data ? data.json() : {};
  } catch {
    message = { body: data.text() };
  }
  const text = (value) => (typeof value === 'string' ? value : '');
  const tag = text(message.tag);
  return {
    title: text(message.title) || 'CoverDesk',
    options: {
      body: text(message.body),
      icon: NOTIFICATION_ICON,
      data: { url: appUrl(message.url) },
      // A newer notification with the same tag replaces the older one, and still alerts.
      ...(tag ? { tag, renotify: true } : {}),
    },
  };
}

self.addEventListener('push', (event) => {
  // Chromium requires every push to show a notification (userVisibleOnly).
  const { title, options } = notificationFor(event.data);
  event.waitUntil(self.registration.showNotification(title, options));
});

/** Shows the page in an open window of the app (focused), or opens a new window on it. */
async function openApp(url) {
  const windows = await self.clients.matchAll({ type: 'window' });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return self.clients.openWindow(url);
  // Focus first: the browser allows it only while the tap is fresh. Should it refuse, the page
  // is still shown in that window.
  const focused = await open.focus().catch(() => open);
  const shown = await focused.navigate(url).catch(() => null);
  return shown ?? self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  event.waitUntil(openApp(appUrl(data.url)));
});
