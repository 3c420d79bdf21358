/**
 * The phone's position from the browser (issue #33), taken once when the user asks: at a check-in
 * or check-out, or to place a post. Nothing here watches or tracks a position.
 */

/** A position as the API takes it: degrees, and the accuracy in metres. */
export interface PhonePosition {
  latitude: number;
  longitude: number;
  accuracy: number;
}

/** How long the phone may take to find itself before we give up. */
export const POSITION_TIMEOUT_MS = 15_000;

/** True where the browser can give a position at all. */
export function hasGeolocation(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

/** Why no position came, in words for the user. */
export function positionErrorText(error: GeolocationPositionError | null): string {
  if (!error) return 'This browser cannot share its location';
  if (error.code === error.PERMISSION_DENIED) {
    return 'Location permission was refused. Allow it in the browser settings to share where you are.';
  }
  if (error.code === error.TIMEOUT) return 'Finding your location took too long. Try again.';
  return 'Your location is not available right now. Try again outside or near a window.';
}

/**
 * Asks the browser for the position once, with high accuracy; rejects with an Error whose message
 * says why in plain words (refused, unavailable, too slow, or no geolocation at all).
 */
export function currentPosition(timeoutMs = POSITION_TIMEOUT_MS): Promise<PhonePosition> {
  return new Promise((resolve, reject) => {
    if (!hasGeolocation()) {
      reject(new Error(positionErrorText(null)));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: coords.accuracy,
        }),
      (error) => reject(new Error(positionErrorText(error))),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 0 },
    );
  });
}
