import { toast } from '../../lib/toast';

export const UPDATE_TOAST_ID = 'app-update';

/**
 * A new version took over (the service worker skips waiting, so the next load runs it anyway):
 * offer a reload rather than reloading under the user's hands, which would lose a half-filled form.
 */
export function showUpdatePrompt(reload: () => void = () => window.location.reload()): void {
  toast.info('Update available — reload', {
    id: UPDATE_TOAST_ID,
    description: 'A new version of CoverDesk is ready.',
    duration: Number.POSITIVE_INFINITY,
    action: { label: 'Reload', onClick: reload },
  });
}

/**
 * The service worker is registered on page load by the script vite-plugin-pwa injects. The first
 * one to take control is the install; any later change of controller is a new version.
 */
export function watchForUpdates(container: ServiceWorkerContainer | undefined): void {
  if (!container) return;
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (controlled) showUpdatePrompt();
    controlled = true;
  });
}
