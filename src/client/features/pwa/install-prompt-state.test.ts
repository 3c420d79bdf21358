import { describe, expect, it } from 'vitest';
import {
  initialInstallPrompt,
  installPromptReducer,
  isInstallPromptVisible,
  type InstallPromptAction,
  type InstallPromptState,
} from './install-prompt-state';

type Offer = { id: number };
const run = (state: InstallPromptState<Offer>, ...actions: InstallPromptAction<Offer>[]) =>
  actions.reduce(installPromptReducer<Offer>, state);
const fresh = initialInstallPrompt<Offer>(false);
const offer = (id = 1): InstallPromptAction<Offer> => ({ type: 'offered', event: { id } });

describe('install prompt', () => {
  it('stays hidden until the browser offers installation', () => {
    expect(isInstallPromptVisible(fresh)).toBe(false);
    const offered = run(fresh, offer());
    expect(offered.event).toEqual({ id: 1 });
    expect(isInstallPromptVisible(offered)).toBe(true);
  });

  it('never shows once dismissed, even when the browser offers again', () => {
    const dismissed = run(fresh, offer(), { type: 'dismissed' });
    expect(dismissed).toEqual({ event: null, dismissed: true, installing: false });
    expect(isInstallPromptVisible(run(dismissed, offer(2)))).toBe(false);
    expect(isInstallPromptVisible(run(initialInstallPrompt<Offer>(true), offer()))).toBe(false);
  });

  it('hides and clears the event when the user accepts the browser dialog', () => {
    const installing = run(fresh, offer(), { type: 'install-started' });
    expect(installing.installing).toBe(true);
    expect(isInstallPromptVisible(installing)).toBe(true);
    const accepted = run(installing, { type: 'install-answered', outcome: 'accepted' });
    expect(accepted).toEqual({ event: null, dismissed: false, installing: false });
    expect(isInstallPromptVisible(accepted)).toBe(false);
  });

  it('clears the used event when the user declines, without storing a dismissal', () => {
    const declined = run(
      fresh,
      offer(),
      { type: 'install-started' },
      {
        type: 'install-answered',
        outcome: 'dismissed',
      },
    );
    expect(declined).toEqual({ event: null, dismissed: false, installing: false });
    // The browser may offer again later; then it shows again.
    expect(isInstallPromptVisible(run(declined, offer(2)))).toBe(true);
  });

  it('cannot start installing without an event, nor twice', () => {
    expect(run(fresh, { type: 'install-started' })).toEqual(fresh);
    const installing = run(fresh, offer(), { type: 'install-started' });
    expect(run(installing, { type: 'install-started' })).toBe(installing);
  });

  it('keeps the event the open dialog uses when another offer arrives', () => {
    const installing = run(fresh, offer(1), { type: 'install-started' });
    expect(run(installing, offer(2)).event).toEqual({ id: 1 });
  });

  it('hides once the app is installed by other means', () => {
    expect(isInstallPromptVisible(run(fresh, offer(), { type: 'installed' }))).toBe(false);
  });
});
