import { createContext, useContext } from 'react';
import { localTimeZone, shiftPhase, type ShiftPhase } from '../../../shared/shift-phase';
import type { ShiftTimes } from '../../../shared/shift-span';

/** The shift Find cover is open on, for what its guards' rows do (issue #39: a started one). */
export const FindCoverShiftContext = createContext<ShiftTimes | null>(null);

/** Where Find cover's shift stands now, by the browser's clock: a started one takes a relief. */
export function useFindCoverPhase(): ShiftPhase | null {
  const shift = useContext(FindCoverShiftContext);
  return shift ? shiftPhase(shift, new Date(), localTimeZone()) : null;
}
