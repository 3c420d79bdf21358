import { Search } from 'lucide-react';
import { Input } from './ui/input';

interface SearchFieldProps {
  /** Names the field for screen readers, e.g. 'Find a guard'. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A text field with a magnifier, for narrowing a list as one types. */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        className="pl-9"
      />
    </div>
  );
}
