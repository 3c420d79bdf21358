import { qualificationListStatus } from '../../components/qualification-list-status';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { useQualifications } from '../../lib/queries/qualifications';

interface RequirementsPickerProps {
  /** The ids of the qualifications the post requires. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
}

/**
 * What a post requires of the guards on its shifts (issue #32): a checkbox per qualification on
 * the company's list.
 */
export function RequirementsPicker({ value, onChange }: RequirementsPickerProps) {
  const list = useQualifications();
  const chosen = new Set(value);

  const body = qualificationListStatus(list) ?? (
    <ul className="grid max-h-48 gap-2 overflow-y-auto sm:grid-cols-2">
      {(list.data?.items ?? []).map((one) => (
        <li key={one.id} className="flex items-center gap-2">
          <Checkbox
            id={`requires-${one.id}`}
            checked={chosen.has(one.id)}
            onCheckedChange={(checked) =>
              onChange(checked === true ? [...value, one.id] : value.filter((id) => id !== one.id))
            }
          />
          <Label htmlFor={`requires-${one.id}`} className="font-normal break-words">
            {one.name}
          </Label>
        </li>
      ))}
    </ul>
  );

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Required qualifications</legend>
      {body}
    </fieldset>
  );
}
