import {
  CompanyProfilePatchSchema,
  type CompanyProfile,
  type CompanyProfilePatch,
} from '../../../shared/company-profile';
import type { CompanySettings } from '../../../shared/company-settings';
import { COMPANY_PROFILE_LABELS } from '../../../shared/company-rules-text';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { issueErrors, type FieldErrors } from '../../lib/form-errors';
import { useSettingsForm } from './use-settings-form';

const FIELDS = ['companyName', 'officePhone'] as const;
type ProfileField = (typeof FIELDS)[number];
const IDS: Record<ProfileField, string> = {
  companyName: 'company-name',
  officePhone: 'office-phone',
};

interface Draft {
  companyName: string;
  officePhone: string;
}

const draftOf = (profile: CompanyProfile): Draft => ({
  companyName: profile.companyName,
  officePhone: profile.officePhone ?? '',
});

/** What Save sends: the details that differ from those loaded, checked by the server's schema. */
function patchOf(
  loaded: CompanyProfile,
  draft: Draft,
):
  | { patch: CompanyProfilePatch; errors?: never }
  | { patch?: never; errors: FieldErrors<ProfileField> } {
  const parsed = CompanyProfilePatchSchema.safeParse(draft);
  if (!parsed.success) return { errors: issueErrors(parsed.error.issues, FIELDS) };
  const patch: CompanyProfilePatch = {};
  if (parsed.data.companyName !== loaded.companyName) patch.companyName = parsed.data.companyName;
  if ((parsed.data.officePhone ?? null) !== loaded.officePhone) {
    patch.officePhone = parsed.data.officePhone ?? null;
  }
  return { patch };
}

/** The office's name and phone (issue #39): what texts start with, and the number guards call. */
export function OfficeProfileForm({ settings }: { settings: CompanySettings }) {
  const { draft, change, errors, saving, handleSubmit } = useSettingsForm<Draft, ProfileField>({
    settings,
    draftOf,
    patchOf,
    fields: FIELDS,
    ids: IDS,
  });

  return (
    <form
      noValidate
      aria-labelledby="office-title"
      onSubmit={handleSubmit}
      className="flex flex-col gap-6"
    >
      <Field
        id={IDS.companyName}
        label={COMPANY_PROFILE_LABELS.companyName}
        hint="Every text to a guard starts with it."
        error={errors.companyName}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="organization"
            className="sm:w-80"
            value={draft.companyName}
            onChange={(event) => change({ companyName: event.target.value })}
          />
        )}
      </Field>
      <Field
        id={IDS.officePhone}
        label={COMPANY_PROFILE_LABELS.officePhone}
        hint={
          draft.officePhone.trim()
            ? 'Guards are told to call this number; late guards, no-shows and empty posts are texted to it when it is a mobile.'
            : 'Not set: guards are told to message the office in Messenger instead of calling, and no alert is texted.'
        }
        error={errors.officePhone}
      >
        {(control) => (
          <Input
            {...control}
            type="tel"
            autoComplete="tel"
            className="sm:w-60"
            value={draft.officePhone}
            onChange={(event) => change({ officePhone: event.target.value })}
          />
        )}
      </Field>
      <div>
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
