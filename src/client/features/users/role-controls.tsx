import {
  ROLE_DESCRIPTIONS,
  ROLES,
  roleLabel,
  type MaybeRole,
  type Role,
} from '../../../shared/permissions';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';

const BADGE_VARIANTS: Record<Role, BadgeProps['variant']> = {
  admin: 'default',
  supervisor: 'secondary',
  dispatch: 'outline',
  customer: 'outline',
  guard: 'outline',
  user: 'warning',
};

/** The account's role as a badge; an account with no role, or role user, waits for one. */
export function RoleBadge({ role }: { role: MaybeRole }) {
  return (
    <Badge variant={role ? BADGE_VARIANTS[role] : 'muted'}>
      {role ? roleLabel(role) : 'No role'}
    </Badge>
  );
}

interface RoleSelectProps {
  id: string;
  /** Names the control for screen readers, e.g. 'Role for sam@example.com'. */
  label: string;
  role: MaybeRole;
  disabled: boolean;
  onChange: (role: Role) => void;
}

/** The role selector with what the chosen role may do beside it (spec section 2). */
export function RoleSelect({ id, label, role, disabled, onChange }: RoleSelectProps) {
  const helpId = `${id}-help`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Select
        value={role ?? ''}
        onValueChange={(value) => onChange(value as Role)}
        disabled={disabled}
      >
        <SelectTrigger
          id={id}
          aria-label={label}
          aria-describedby={helpId}
          className="w-full sm:w-40"
        >
          <SelectValue placeholder="No role" />
        </SelectTrigger>
        <SelectContent>
          {ROLES.map((option) => (
            <SelectItem key={option} value={option} description={ROLE_DESCRIPTIONS[option]}>
              {roleLabel(option)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id={helpId} className="text-xs text-muted-foreground">
        {role ? ROLE_DESCRIPTIONS[role] : 'No access until a role is chosen'}
      </p>
    </div>
  );
}
