import { useState, type SyntheticEvent } from 'react';
import type { CompanySettings, CompanySettingsPatch } from '../../../shared/company-settings';
import { serverFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useSaveCompanyRules } from './api';

/** What a section of the Settings page is: how its draft is made and read, its fields' ids. */
interface SettingsSection<Draft, Field extends string> {
  settings: CompanySettings;
  draftOf: (settings: CompanySettings) => Draft;
  /** The draft checked by the server's own schema: what Save sends, or each field's message. */
  patchOf: (
    loaded: CompanySettings,
    draft: Draft,
  ) =>
    { patch: CompanySettingsPatch; errors?: never } | { patch?: never; errors: FieldErrors<Field> };
  fields: readonly Field[];
  /** Each field's control, for focusing the first one with a problem. */
  ids: Record<Field, string>;
}

/**
 * One section of the Settings page (issues #32, #33, #39): its draft as typed, the settings it
 * was last loaded with (a later refetch does not overwrite what is typed), each field's message,
 * and Save, which sends only what changed (another admin's change to another field stays) and
 * focuses the first field with a problem, the browser's or the server's.
 */
export function useSettingsForm<Draft, Field extends string>(
  section: SettingsSection<Draft, Field>,
) {
  const { settings, draftOf, patchOf, fields, ids } = section;
  const [loaded, setLoaded] = useState(settings);
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const save = useSaveCompanyRules();

  const focusFirst = (found: FieldErrors<Field>) => {
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(ids[first])?.focus();
  };
  const change = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const { patch, errors: found } = patchOf(loaded, draft);
    if (patch === undefined) {
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    save.mutate(patch, {
      onSuccess: (saved) => {
        setLoaded(saved);
        setDraft(draftOf(saved));
        toast.success('Settings saved');
      },
      onError: (failure) => {
        const refused = serverFieldErrors(failure, fields);
        setErrors(refused);
        focusFirst(refused);
        toast.error('Failed to save settings', { description: failure.message });
      },
    });
  };

  return { draft, change, errors, saving: save.isPending, handleSubmit };
}
