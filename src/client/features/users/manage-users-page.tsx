import { Users } from 'lucide-react';
import { PlaceholderPage } from '../../components/placeholder-page';

/** /manage-users: accounts and roles (admins only). */
export function ManageUsersPage() {
  return (
    <PlaceholderPage title="Manage Users" description="Accounts and their roles." icon={Users} />
  );
}
