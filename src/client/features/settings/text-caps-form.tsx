import type { CompanySettings } from '../../../shared/company-settings';
import {
  DEFAULT_TEXT_CAPS,
  TEXT_CAP_LABELS,
  TextCapsSchema,
  type TextCaps,
  type TextCapsPatch,
} from '../../../shared/text-caps';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { issueErrors } from '../../lib/form-errors';
import { useSettingsForm } from './use-settings-form';

const FIELDS = ['textsPerNumberPerDay', 'textsPerAccountPerHour', 'textsPerCompanyPerDay'] as const;
type CapField = (typeof FIELDS)[number];
type Draft = Record<CapField, string>;

const IDS: Record<CapField, string> = {
  textsPerNumberPerDay: 'texts-per-number',
  textsPerAccountPerHour: 'texts-per-account',
  textsPerCompanyPerDay: 'texts-per-company',
};

const HINTS: Record<CapField, string> = {
  textsPerNumberPerDay: 'Texts to one phone number in the last 24 hours, whoever sends them.',
  textsPerAccountPerHour:
    'Texts one office account’s actions cause in the last hour (offers, Text the link, confirmations); reminders and alerts the system sends do not count here.',
  textsPerCompanyPerDay: 'All the company’s texts in the last 24 hours.',
};

const draftOf = (caps: TextCaps): Draft => ({
  textsPerNumberPerDay: String(caps.textsPerNumberPerDay),
  textsPerAccountPerHour: String(caps.textsPerAccountPerHour),
  textsPerCompanyPerDay: String(caps.textsPerCompanyPerDay),
});

/** A box's text as a number; empty is NaN, which the schema refuses by name. */
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The draft checked by the server's own schema; what Save sends is what changed. */
function patchOf(loaded: TextCaps, draft: Draft) {
  const parsed = TextCapsSchema.safeParse({
    textsPerNumberPerDay: whole(draft.textsPerNumberPerDay),
    textsPerAccountPerHour: whole(draft.textsPerAccountPerHour),
    textsPerCompanyPerDay: whole(draft.textsPerCompanyPerDay),
  });
  if (!parsed.success) return { errors: issueErrors(parsed.error.issues, FIELDS) };
  const patch: TextCapsPatch = {};
  for (const field of FIELDS) {
    if (parsed.data[field] !== loaded[field]) patch[field] = parsed.data[field];
  }
  return { patch };
}

/**
 * The caps on texts (issue #40): a text over one is held, not sent, and listed on Deliveries
 * with the reason, where an admin may send it anyway.
 */
export function TextCapsForm({ settings }: { settings: CompanySettings }) {
  const { draft, change, errors, saving, handleSubmit } = useSettingsForm<Draft, CapField>({
    settings,
    draftOf,
    patchOf,
    fields: FIELDS,
    ids: IDS,
  });

  return (
    <form
      noValidate
      aria-labelledby="texts-title"
      onSubmit={handleSubmit}
      className="flex flex-col gap-6"
    >
      {FIELDS.map((field) => (
        <Field
          key={field}
          id={IDS[field]}
          label={TEXT_CAP_LABELS[field]}
          hint={`${HINTS[field]} Default ${DEFAULT_TEXT_CAPS[field].toLocaleString('en-US')}.`}
          error={errors[field]}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              className="sm:w-36"
              value={draft[field]}
              onChange={(event) => change({ [field]: event.target.value })}
            />
          )}
        </Field>
      ))}
      <div>
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
