import { MessageSquareOff } from 'lucide-react';
import { TEXTS_OFF_NOTICE } from '../../../shared/offer-channels';
import type { Candidates } from '../../../shared/shift-offers';

/**
 * Find cover, when the server sends no texts (SMS_PROVIDER unset, issue #30) and some guards
 * listed could only be reached by one: says so above the list, where it explains why they cannot
 * be ticked.
 */
export function TextsOffNotice({ found }: { found: Candidates }) {
  if (found.textMessages) return null;
  const onlyByText = found.candidates.filter((c) => !c.hasAccount && c.text === 'off').length;
  if (onlyByText === 0) return null;
  return (
    <p role="note" className="flex items-start gap-2 rounded-md bg-warning/15 px-3 py-2 text-sm">
      <MessageSquareOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {TEXTS_OFF_NOTICE}.{' '}
        {onlyByText === 1
          ? '1 guard below has only a mobile number.'
          : `${String(onlyByText)} guards below have only a mobile number.`}
      </span>
    </p>
  );
}
