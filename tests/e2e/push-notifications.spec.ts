import {
  pushDeliverer,
  shownNotifications,
  standInForPushService,
  tapNotification,
  waitForServiceWorker,
} from './helpers/push';
import { PUSH_PRIVATE_WINDOW_TEXT } from '../../src/client/lib/push-texts';
import { chooseInHeaderMenu, expectLoginScreen, gotoPage, toast } from './helpers/ui';
import { pushEndpointsOf } from './support/accounts';
import { expect, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/server';

// The service worker is what this spec tests; the other specs block it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const offer = {
  title: 'Open shift: North Gate',
  body: 'Fri 27 Nov, 08:00–16:00. First to accept gets it.',
  url: '/messenger#offer-1',
  tag: 'offer-1',
};

test.describe('Push notifications: the service worker', () => {
  test('shows what the server pushed, and a tap opens its page in the app @desktop', async ({
    page,
    context,
    signInAs,
  }) => {
    await context.grantPermissions(['notifications'], { origin: E2E_BASE_URL });
    await signInAs('dispatch');
    await gotoPage(page, '/profile');
    await waitForServiceWorker(page);
    const deliver = await pushDeliverer(context, page);

    await deliver(JSON.stringify(offer));
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: offer.title,
          body: offer.body,
          tag: offer.tag,
          icon: `${E2E_BASE_URL}/icons/icon-192.png`,
          data: { url: `${E2E_BASE_URL}${offer.url}` },
        },
      ]);

    // The same tag replaces the notification rather than adding a second one.
    await deliver(JSON.stringify({ ...offer, body: 'Still open: Fri 27 Nov, 08:00–16:00.' }));
    await expect
      .poll(async () => (await shownNotifications(page)).map((shown) => shown.body))
      .toEqual(['Still open: Fri 27 Nov, 08:00–16:00.']);

    // A tap: the open window is shown the offer's page, and the notification goes away.
    await tapNotification(context, offer.tag);
    await expect(page).toHaveURL(`${E2E_BASE_URL}${offer.url}`);
    await expect(page.getByRole('heading', { name: 'Messenger' })).toBeVisible();
    await expect.poll(() => shownNotifications(page)).toEqual([]);
  });

  test('shows a push it cannot read as CoverDesk, and never opens another site @desktop', async ({
    page,
    context,
    signInAs,
  }) => {
    await context.grantPermissions(['notifications'], { origin: E2E_BASE_URL });
    await signInAs('guard');
    await gotoPage(page, '/profile');
    await waitForServiceWorker(page);
    const deliver = await pushDeliverer(context, page);

    await deliver('A shift changed');
    await expect
      .poll(async () =>
        (await shownNotifications(page)).map(({ title, body, data }) => ({ title, body, data })),
      )
      .toEqual([
        { title: 'CoverDesk', body: 'A shift changed', data: { url: `${E2E_BASE_URL}/` } },
      ]);

    await deliver(JSON.stringify({ ...offer, tag: 'elsewhere', url: 'https://evil.example/x' }));
    await expect
      .poll(async () => (await shownNotifications(page)).find((shown) => shown.tag === 'elsewhere'))
      .toMatchObject({ title: offer.title, body: offer.body, data: { url: `${E2E_BASE_URL}/` } });
  });
});

test.describe('Push notifications: Notify me on this device', () => {
  test('subscribes this device on the server; Turn off and Logout forget it @desktop', async ({
    page,
    context,
    signInAs,
    checkA11y,
  }) => {
    await context.grantPermissions(['notifications'], { origin: E2E_BASE_URL });
    await standInForPushService(page);
    const guard = await signInAs('guard', { firstName: 'Avery' });
    await gotoPage(page, '/profile');
    await waitForServiceWorker(page);
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await checkA11y();

    await page.getByRole('button', { name: 'Notify me on this device' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Notifications on' })).toBeVisible();
    await expect(toast(page, 'Notifications on for this device')).toBeVisible();
    await checkA11y({ withoutToasts: true });
    const [endpoint] = await pushEndpointsOf(guard.id);
    expect(endpoint).toMatch(/^https:\/\/fcm\.googleapis\.com\/fcm\/send\/e2e-/);

    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByRole('button', { name: 'Notify me on this device' })).toBeVisible();
    expect(await pushEndpointsOf(guard.id)).toEqual([]);

    // On again, then Logout: whoever signs in next on this device gets none of Avery's.
    await page.getByRole('button', { name: 'Notify me on this device' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Notifications on' })).toBeVisible();
    expect(await pushEndpointsOf(guard.id)).toHaveLength(1);
    await chooseInHeaderMenu(page, 'Avery', 'Logout');
    await expectLoginScreen(page);
    expect(await pushEndpointsOf(guard.id)).toEqual([]);
  });

  test('explains that the browser blocked notifications @desktop', async ({ page, signInAs }) => {
    // Without a grant, this browser answers the permission request with 'denied'.
    await signInAs('dispatch');
    await gotoPage(page, '/profile');
    await page.getByRole('button', { name: 'Notify me on this device' }).click();
    await expect(page.getByText(/Notifications are blocked for CoverDesk/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notify me on this device' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(/Notifications are blocked for CoverDesk/)).toBeVisible();
  });

  test('says so when the browser refuses to subscribe @desktop', async ({
    page,
    context,
    signInAs,
    allowConsoleErrors,
  }) => {
    // Chromium refuses the Push API in incognito windows (as Playwright's are), for real.
    allowConsoleErrors(/does not support the Push API in incognito mode/);
    await context.grantPermissions(['notifications'], { origin: E2E_BASE_URL });
    await signInAs('customer');
    await gotoPage(page, '/profile');
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: 'Notify me on this device' }).click();
    // Issue #31: it says what to do, not to try again later.
    await expect(toast(page, PUSH_PRIVATE_WINDOW_TEXT)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notify me on this device' })).toBeEnabled();
  });

  test('is not offered to accounts waiting for a role @desktop', async ({ page, signInAs }) => {
    await signInAs('user');
    await gotoPage(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Notifications' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Notify me on this device' })).toHaveCount(0);
  });
});
