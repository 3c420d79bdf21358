/** Which shifts of a series an edit or a delete acts on. */
export type SeriesScope = 'one' | 'following';

interface SeriesScopeFieldProps {
  /** Unique per form, for the radio group's name. */
  name: string;
  /** 'Save changes to' or 'Delete'. */
  legend: string;
  value: SeriesScope;
  onChange: (scope: SeriesScope) => void;
}

const CHOICES: [SeriesScope, string][] = [
  ['one', 'This shift only'],
  ['following', 'This and following shifts'],
];

/** For a request of a repeating series: this shift only, or this and the later ones. */
export function SeriesScopeField({ name, legend, value, onChange }: SeriesScopeFieldProps) {
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {CHOICES.map(([scope, label]) => (
          <label key={scope} className="flex min-h-6 items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={scope}
              checked={value === scope}
              onChange={() => onChange(scope)}
              className="size-4 accent-primary"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
