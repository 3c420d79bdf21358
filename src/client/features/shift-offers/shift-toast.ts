/** The id of the toasts about one shift: each replaces the one before it (issue #31). */
export const shiftToastId = (requestId: string) => `shift-${requestId}`;
