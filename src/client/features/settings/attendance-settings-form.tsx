import type { CompanySettings } from '../../../shared/company-settings';
import { ATTENDANCE_SETTING_LABELS } from '../../../shared/company-rules-text';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import {
  ATTENDANCE_FIELDS,
  attendanceDraftOf,
  changedAttendance,
  parseAttendanceDraft,
  type AttendanceDraft,
  type AttendanceField,
} from './attendance-draft';
import { useSettingsForm } from './use-settings-form';

/** Each field's control, for focusing the first one with a problem. */
const IDS: Record<AttendanceField, string> = {
  lateAfterMinutes: 'late-after',
  noShowAfterMinutes: 'no-show-after',
  autoOfferNoShows: 'auto-offer-no-shows',
  positionRetentionDays: 'position-retention',
  reliefArrivalMinutes: 'relief-arrival',
  confirmHoursBefore: 'confirm-hours-before',
};

const NUMBER_BOX = 'sm:w-36';

/** When a shift without a check-in is late and a no-show, and what then happens; and Save. */
export function AttendanceSettingsForm({ settings }: { settings: CompanySettings }) {
  const { draft, change, errors, saving, handleSubmit } = useSettingsForm<
    AttendanceDraft,
    AttendanceField
  >({
    settings,
    draftOf: attendanceDraftOf,
    patchOf: (loaded, typed) => {
      const parsed = parseAttendanceDraft(typed);
      return parsed.errors
        ? { errors: parsed.errors }
        : { patch: changedAttendance(loaded, parsed.settings) };
    },
    fields: ATTENDANCE_FIELDS,
    ids: IDS,
  });

  const numberField = (
    field: AttendanceField & `${string}${'Minutes' | 'Days' | 'Before'}`,
    hint: string,
  ) => (
    <Field
      id={IDS[field]}
      label={ATTENDANCE_SETTING_LABELS[field]}
      hint={hint}
      error={errors[field]}
    >
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          step={1}
          className={NUMBER_BOX}
          value={draft[field]}
          onChange={(event) => change({ [field]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <form
      noValidate
      aria-labelledby="attendance-title"
      onSubmit={handleSubmit}
      className="flex flex-col gap-6"
    >
      {numberField(
        'lateAfterMinutes',
        'A shift without a check-in this many minutes after its start reads Late: the office and the guard are told.',
      )}
      {numberField(
        'noShowAfterMinutes',
        'A shift without a check-in this many minutes after its start becomes a no-show: a call-out, open on the board.',
      )}
      <div className="flex flex-col gap-2">
        <div className="flex min-h-10 items-center gap-3">
          <Switch
            id={IDS.autoOfferNoShows}
            checked={draft.autoOfferNoShows}
            onCheckedChange={(checked) => change({ autoOfferNoShows: checked })}
            aria-describedby="auto-offer-no-shows-hint"
          />
          <Label htmlFor={IDS.autoOfferNoShows} className="cursor-pointer py-2">
            {ATTENDANCE_SETTING_LABELS.autoOfferNoShows}
          </Label>
        </div>
        <p id="auto-offer-no-shows-hint" className="text-xs text-muted-foreground">
          A no-show is offered at once to the five best-ranked guards Find cover shows with nothing
          against them.
        </p>
        {errors.autoOfferNoShows ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.autoOfferNoShows}
          </p>
        ) : null}
      </div>
      {numberField(
        'reliefArrivalMinutes',
        'A guard who takes a shift that has already started is expected at the post this many minutes after saying yes; late and no-show count from then.',
      )}
      {numberField(
        'positionRetentionDays',
        'Positions taken at check-in and check-out are deleted after this many days; the distance and on-site mark stay.',
      )}
      {numberField(
        'confirmHoursBefore',
        'Guards without the app are texted this many hours before each shift to reply OK and confirm it (1 to 48); a shift given later, at once.',
      )}
      <div>
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
