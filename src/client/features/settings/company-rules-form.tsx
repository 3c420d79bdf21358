import type { Day } from 'date-fns';
import type { CompanySettings } from '../../../shared/company-settings';
import { WEEK_START_CHOICES, weekdayName } from '../../../shared/company-rules-text';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import {
  changedRules,
  draftOf,
  parseDraft,
  RULE_FIELDS,
  type RuleField,
  type RulesDraft,
} from './rules-draft';
import { useSettingsForm } from './use-settings-form';

/** Each field's control, for focusing the first one with a problem. */
const IDS: Record<RuleField, string> = {
  weeklyOvertimeHours: 'weekly-overtime',
  dailyOvertimeHours: 'daily-overtime',
  minRestHours: 'min-rest',
  weekStartsOn: 'week-starts-on',
};

const HOURS_BOX = 'sm:w-36';

/** The company's rules, each with a line on what it does for the dispatcher, and Save. */
export function CompanyRulesForm({ settings }: { settings: CompanySettings }) {
  const { draft, change, errors, saving, handleSubmit } = useSettingsForm<RulesDraft, RuleField>({
    settings,
    draftOf,
    patchOf: (loaded, typed) => {
      const parsed = parseDraft(typed);
      return parsed.errors
        ? { errors: parsed.errors }
        : { patch: changedRules(loaded, parsed.rules) };
    },
    fields: RULE_FIELDS,
    ids: IDS,
  });

  return (
    <form
      noValidate
      aria-labelledby="company-rules-title"
      onSubmit={handleSubmit}
      className="flex flex-col gap-6"
    >
      <HoursField
        id={IDS.weeklyOvertimeHours}
        label="Weekly overtime after (hours)"
        hint="Find cover warns before a shift takes a guard past this many hours in a week."
        error={errors.weeklyOvertimeHours}
        value={draft.weeklyOvertimeHours}
        onChange={(value) => change({ weeklyOvertimeHours: value })}
      />

      <Field
        id={IDS.dailyOvertimeHours}
        label="Daily overtime after (hours)"
        hint="Where the law counts overtime by the day: Find cover also warns before a shift takes a guard past this many hours in one day."
        error={errors.dailyOvertimeHours}
      >
        {(control) => (
          <div className="flex items-center gap-4">
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              step={0.5}
              className={`flex-1 ${HOURS_BOX} sm:flex-none`}
              disabled={!draft.dailyOvertimeOn}
              placeholder="Off"
              value={draft.dailyOvertimeOn ? draft.dailyOvertimeHours : ''}
              onChange={(event) => change({ dailyOvertimeHours: event.target.value })}
            />
            <div className="flex items-center gap-2">
              <Checkbox
                id="daily-overtime-off"
                checked={!draft.dailyOvertimeOn}
                onCheckedChange={(checked) => change({ dailyOvertimeOn: checked !== true })}
              />
              <Label htmlFor="daily-overtime-off" className="font-normal">
                Off
              </Label>
            </div>
          </div>
        )}
      </Field>

      <HoursField
        id={IDS.minRestHours}
        label="Minimum rest between shifts (hours)"
        hint="Find cover will not offer a shift that leaves a guard less rest than this before or after it; exactly this much is allowed."
        error={errors.minRestHours}
        value={draft.minRestHours}
        onChange={(value) => change({ minRestHours: value })}
      />

      <Field
        id={IDS.weekStartsOn}
        label="Week starts on"
        hint="The day each guard's weekly hours start counting again."
        error={errors.weekStartsOn}
      >
        {(control) => (
          <Select
            value={String(draft.weekStartsOn)}
            onValueChange={(value) => change({ weekStartsOn: Number(value) as Day })}
          >
            <SelectTrigger {...control} className="sm:w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {WEEK_START_CHOICES.map((day) => (
                <SelectItem key={day} value={String(day)}>
                  {weekdayName(day)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
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

/** A number of hours, in half hours, with its label, hint and message. */
function HoursField(props: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={props.id} label={props.label} hint={props.hint} error={props.error}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="decimal"
          step={0.5}
          className={HOURS_BOX}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
