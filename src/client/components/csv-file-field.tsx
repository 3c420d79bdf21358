import type { ChangeEvent, ReactNode } from 'react';
import { Field } from './ui/field';
import { Input } from './ui/input';

interface CsvFileFieldProps {
  id: string;
  hint: ReactNode;
  error: string | undefined;
  autoFocus?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The 'CSV file' picker of the import dialogs. */
export function CsvFileField({ id, hint, error, autoFocus, onChange }: CsvFileFieldProps) {
  return (
    <Field id={id} label="CSV file" hint={hint} error={error}>
      {(control) => (
        <Input
          {...control}
          type="file"
          accept=".csv,text/csv"
          autoFocus={autoFocus}
          className="h-auto cursor-pointer py-1.5 file:mr-3 file:cursor-pointer file:rounded-md file:bg-secondary file:px-3 file:py-1.5 file:text-secondary-foreground"
          onChange={onChange}
        />
      )}
    </Field>
  );
}
