import { RotateCcw } from 'lucide-react';
import { AUDIT_ENTITIES, ENTITY_FILTER_LABELS, type AuditEntity } from '../../../shared/audit';
import { FIRST_DATE, LAST_DATE } from '../../../shared/calendar';
import type { ManagedUser } from '../../../shared/users';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import { BACKWARDS_RANGE, NO_FILTERS, type AuditFilters } from './audit-filters';

/** Radix Select has no empty value: this one stands for no filter. */
const ALL = 'all';

const personName = (user: ManagedUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** Who, what kind of item, and which days: each change applies at once. */
export function AuditFilterBar({
  values,
  onChange,
  users,
}: {
  values: AuditFilters;
  onChange: (values: AuditFilters) => void;
  users: readonly ManagedUser[];
}) {
  const set = (patch: Partial<AuditFilters>) => onChange({ ...values, ...patch });
  const backwards = Boolean(values.from && values.to && values.from > values.to);
  const filtered = JSON.stringify(values) !== JSON.stringify(NO_FILTERS);

  return (
    <form
      aria-label="Audit filters"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end"
    >
      <Field id="audit-user" label="User" className="col-span-2 sm:col-span-1 lg:col-span-1">
        {(control) => (
          <Select
            value={values.actorId || ALL}
            onValueChange={(value) => set({ actorId: value === ALL ? '' : value })}
          >
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Everyone</SelectItem>
              {users.map((user) => (
                <SelectItem key={user.id} value={user.id}>
                  {personName(user)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </Field>
      <Field id="audit-entity" label="Kind" className="col-span-2 sm:col-span-1 lg:col-span-1">
        {(control) => (
          <Select
            value={values.entity || ALL}
            onValueChange={(value) => set({ entity: value === ALL ? '' : (value as AuditEntity) })}
          >
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All kinds</SelectItem>
              {AUDIT_ENTITIES.map((entity) => (
                <SelectItem key={entity} value={entity}>
                  {ENTITY_FILTER_LABELS[entity]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </Field>
      <Field id="audit-from" label="Start Date" className="col-span-2 sm:col-span-1">
        {(control) => (
          <Input
            {...control}
            type="date"
            min={FIRST_DATE}
            max={LAST_DATE}
            value={values.from}
            onChange={(event) => set({ from: event.target.value })}
          />
        )}
      </Field>
      <Field
        id="audit-to"
        label="End Date"
        error={backwards ? BACKWARDS_RANGE : undefined}
        className="col-span-2 sm:col-span-1"
      >
        {(control) => (
          <Input
            {...control}
            type="date"
            min={FIRST_DATE}
            max={LAST_DATE}
            value={values.to}
            onChange={(event) => set({ to: event.target.value })}
          />
        )}
      </Field>
      <Button
        type="button"
        variant="outline"
        disabled={!filtered}
        onClick={() => onChange(NO_FILTERS)}
        className="col-span-2 lg:col-span-1"
      >
        <RotateCcw aria-hidden="true" />
        Clear filters
      </Button>
    </form>
  );
}
