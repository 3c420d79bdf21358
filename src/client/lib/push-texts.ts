/** What the notification toggle tells people (components/push-toggle.tsx); tests check the same words. */
export const PUSH_BLOCKED_TEXT =
  'Notifications are blocked for CoverDesk in this browser. Allow them in the site settings ' +
  '(the icon beside the address), then come back to turn them on.';
export const PUSH_INSTALL_FIRST_TEXT =
  'To get notifications on an iPhone or iPad, add CoverDesk to your Home Screen (Share, then ' +
  'Add to Home Screen) and turn them on there.';

export const PUSH_PRIVATE_WINDOW_TEXT =
  'This browser refused notifications here. A private (incognito) window cannot get them: open ' +
  "CoverDesk in a normal window. Otherwise, allow notifications in the browser's settings.";
export const PUSH_NO_SERVICE_TEXT =
  'This browser has no push service to deliver notifications (some browsers come without one). ' +
  'Use Chrome, Edge, Firefox or Safari, or CoverDesk added to your Home Screen.';
