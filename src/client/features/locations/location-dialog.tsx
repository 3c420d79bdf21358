import { useState, type SyntheticEvent } from 'react';
import { DEFAULT_RADIUS_METERS } from '../../../shared/geo-distance';
import { toast } from '../../lib/toast';
import {
  ADDRESS_MAX,
  DEPT_CODE_MAX,
  LOCATION_NAME_MAX,
  LocationInputSchema,
  LocationSchema,
  type Location,
  type LocationListItem,
} from '../../../shared/locations';
import { DialogShell } from '../../components/dialog-shell';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { EditConflictAlert } from '../../components/edit-conflict-alert';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useEditVersion } from '../../lib/edit-conflict';
import { thenSaveMore, withToasts } from '../../lib/mutation-toasts';
import { useCreateLocation, useUpdateLocation } from '../../lib/queries/locations';
import { useSaveLocationRequirements } from '../../lib/queries/qualifications';
import {
  positionInput,
  PostPositionFields,
  type PositionField,
  type PositionText,
} from './post-position-fields';
import { RequirementsPicker } from './requirements-picker';

type FormField = 'name' | 'deptCode' | 'address' | PositionField;
const FORM_FIELDS: readonly FormField[] = [
  'name',
  'deptCode',
  'address',
  'latitude',
  'longitude',
  'radiusMeters',
];

/** A post's position as the form shows it: empty without one. */
function positionText(location: Location | null): PositionText {
  return {
    latitude: location?.latitude == null ? '' : String(location.latitude),
    longitude: location?.longitude == null ? '' : String(location.longitude),
    radiusMeters: String(location?.radiusMeters ?? DEFAULT_RADIUS_METERS),
  };
}

interface LocationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The location being edited, or null to add one. */
  location: LocationListItem | null;
}

/**
 * Add or edit a location: Location Name and Department Code, both required, its address (issue
 * #39: texted to guards without the app), the qualifications it requires (issue #32), and its
 * position for check-ins (issue #33).
 */
export function LocationDialog({ open, onOpenChange, location }: LocationDialogProps) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={location ? 'Edit Location' : 'Add Location'}
      description="Department codes are unique, whatever their letter case."
    >
      {/* Mounted with the dialog, so each opening starts from the location's values. */}
      <LocationForm location={location} onDone={() => onOpenChange(false)} />
    </DialogShell>
  );
}

function LocationForm({
  location,
  onDone,
}: {
  location: LocationListItem | null;
  onDone: () => void;
}) {
  const [name, setName] = useState(location?.name ?? '');
  const [initialRequired] = useState(() => location?.requirements.map((one) => one.id) ?? []);
  const [required, setRequired] = useState(initialRequired);
  const saveRequired = useSaveLocationRequirements();
  const [deptCode, setDeptCode] = useState(location?.deptCode ?? '');
  const [address, setAddress] = useState(location?.address ?? '');
  const [position, setPosition] = useState(() => positionText(location));
  const [error, setError] = useState<{ field: FormField; message: string } | null>(null);
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const edit = useEditVersion(location, LocationSchema);

  /** Checks and saves the form; an edit is based on `version`. */
  const save = (version: number) => {
    const parsed = LocationInputSchema.safeParse({
      name,
      deptCode,
      address,
      ...positionInput(position),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue?.message ?? 'Please fill in all fields';
      const field = FORM_FIELDS.find((one) => one === issue?.path[0]) ?? 'deptCode';
      setError({ field, message });
      toast.error(message);
      return;
    }
    const input = parsed.data;
    setError(null);
    const failed = (failure: Error) => setError({ field: 'deptCode', message: failure.message });
    const changed = [...required].sort().join() !== [...initialRequired].sort().join();
    /** The post is saved: its requirements next, when they changed. */
    const then = (success: string) =>
      thenSaveMore<Location>(
        success,
        'Failed to save required qualifications',
        onDone,
        changed
          ? (saved, handlers) =>
              saveRequired.mutate({ locationId: saved.id, ids: required }, handlers)
          : null,
      );
    if (location) {
      const { onError } = withToasts('', 'Failed to update location', {
        failed,
        shown: edit.caught,
      });
      update.mutate(
        { id: location.id, input: { ...input, version } },
        { onSuccess: then('Location updated successfully'), onError },
      );
    } else {
      const { onError } = withToasts('', 'Failed to add location', { failed });
      create.mutate(input, { onSuccess: then('Location added successfully'), onError });
    }
  };

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    save(edit.version);
  };
  const handleReload = () => {
    const current = edit.reload();
    if (!current) return;
    setName(current.name);
    setDeptCode(current.deptCode);
    setAddress(current.address ?? '');
    setPosition(positionText(current));
    setError(null);
    document.getElementById('location-name')?.focus();
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <Field
        id="location-name"
        label="Location Name"
        error={error?.field === 'name' ? error.message : undefined}
      >
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={LOCATION_NAME_MAX}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <Field
        id="location-dept-code"
        label="Department Code"
        error={error?.field === 'deptCode' ? error.message : undefined}
      >
        {(control) => (
          <Input
            {...control}
            value={deptCode}
            maxLength={DEPT_CODE_MAX}
            autoComplete="off"
            onChange={(event) => setDeptCode(event.target.value)}
          />
        )}
      </Field>
      <Field
        id="location-address"
        label="Address"
        hint="Optional. Texted to the guard who takes a shift here, with the note for the guard."
        error={error?.field === 'address' ? error.message : undefined}
      >
        {(control) => (
          <Input
            {...control}
            value={address}
            maxLength={ADDRESS_MAX}
            autoComplete="off"
            placeholder="1200 Main St, Springfield"
            onChange={(event) => setAddress(event.target.value)}
          />
        )}
      </Field>
      <RequirementsPicker value={required} onChange={setRequired} />
      <PostPositionFields
        value={position}
        onChange={setPosition}
        error={
          error && error.field !== 'name' && error.field !== 'deptCode' && error.field !== 'address'
            ? { field: error.field, message: error.message }
            : null
        }
      />
      {edit.conflict ? (
        <EditConflictAlert
          kind="location"
          conflict={edit.conflict}
          onReload={handleReload}
          onOverwrite={() => save(edit.overwrite())}
          pending={update.isPending}
        />
      ) : null}
      <DialogFormFooter
        submitLabel={location ? 'Save Changes' : 'Add Location'}
        pending={create.isPending || update.isPending || saveRequired.isPending}
      />
    </form>
  );
}
