import { FullPageMessage, PageHeader } from '../../components/page-header';
import { useMe } from '../../lib/session';
import { CalendarFeedCard } from '../../components/calendar-feed/calendar-feed-card';
import { ChangePasswordCard } from './change-password-card';
import { NotificationsCard } from './notifications-card';
import { PersonalInfoCard } from './personal-info-card';

/** /profile: the signed-in user's own account. */
export function ProfilePage() {
  const { data: me } = useMe();
  if (!me) return <FullPageMessage title="Loading your profile…" />;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader title="Profile" description="Manage your name and password." />
      <PersonalInfoCard key={me.id} me={me} />
      <ChangePasswordCard email={me.email} />
      <NotificationsCard role={me.role} />
      <CalendarFeedCard role={me.role} />
    </div>
  );
}
