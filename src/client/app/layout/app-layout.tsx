import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { TooltipProvider } from '../../components/ui/tooltip';
import { can, hasActiveRole } from '../../../shared/permissions';
import { useConversations } from '../../features/messenger/api';
import { useMessengerRealtime } from '../../features/messenger/use-realtime';
import { OfflineBanner } from '../../features/pwa/offline-banner';
import { useShiftEvents } from '../../features/shift-offers/use-shift-events';
import { useTimeOffEvents } from '../../features/time-off/use-time-off-events';
import { useRealtimeConnection } from '../../lib/realtime';
import { useLogout, useMe } from '../../lib/session';
import { useSmsSettings } from '../../lib/queries/sms';
import { dismissProblems } from '../../lib/toast';
import { currentPageFor } from './current-page';
import { AppHeader } from './app-header';

/** Every signed-in page: the header above the page. */
export function AppLayout() {
  const { data: me } = useMe();
  const logout = useLogout();
  const { pathname } = useLocation();
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  // A page's complaints do not follow the user to the next page.
  useEffect(() => dismissProblems(500), [pathname]);
  // Messenger users hear about new messages on every page: the header counts the unread ones.
  const chats = can(me?.role, 'messenger');
  useRealtimeConnection(me && hasActiveRole(me.role) ? me.id : null);
  useMessengerRealtime(chats && me ? me.id : null);
  useShiftEvents(me?.role);
  useTimeOffEvents(me?.role);
  const { data: conversations } = useConversations(chats);
  const unreadMessages = (conversations ?? []).reduce((sum, { unread }) => sum + unread, 0);
  // The demo's text message sandbox (issue #30) is in the admins' menu while it is on.
  const sms = useSmsSettings(can(me?.role, 'sms:sandbox'));
  return (
    <TooltipProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <OfflineBanner />
        <AppHeader
          currentPage={currentPageFor(pathname)}
          firstName={me?.firstName ?? ''}
          isAdmin={me?.role === 'admin'}
          userRole={me?.role}
          onLogout={() => void logout()}
          mobileMenuOpen={mobileMenuOpen}
          onMobileMenuOpenChange={setMobileMenuOpen}
          unreadMessages={unreadMessages}
          textMessages={sms.data?.provider === 'sandbox'}
        />
        {/* The room at the foot lets a page's last buttons scroll clear of the toasts, which sit at
            the bottom of the screen (issue #23). */}
        <main
          id="main"
          className="mx-auto w-full max-w-7xl flex-1 px-4 pt-6 pb-28 sm:px-6 sm:pt-8 sm:pb-28"
        >
          <Outlet />
        </main>
      </div>
    </TooltipProvider>
  );
}
