import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '../../components/ui/sheet';
import { cn } from '../../lib/utils';
import {
  mobileBottomItems,
  mobilePanelItems,
  type AppHeaderProps,
  type NavItem,
} from './nav-items';
import { UnreadCount } from './unread-count';

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-3 text-base font-medium text-foreground transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The slide-out panel below 768 px; choosing an item closes it. */
export function MobileNav(props: AppHeaderProps) {
  const { currentPage, firstName, isAdmin, userRole, onLogout, mobileMenuOpen } = props;
  const close = () => props.onMobileMenuOpenChange(false);

  const renderItem = (item: NavItem) => (
    <Link
      key={item.page}
      to={item.to}
      onClick={close}
      aria-current={currentPage === item.page ? 'page' : undefined}
      className={cn(itemClass, currentPage === item.page && 'bg-accent text-accent-foreground')}
    >
      <item.icon className="size-5 text-muted-foreground" aria-hidden="true" />
      {item.label}
      {item.page === 'messenger' ? <UnreadCount count={props.unreadMessages} /> : null}
    </Link>
  );

  return (
    <Sheet open={mobileMenuOpen} onOpenChange={props.onMobileMenuOpenChange}>
      <SheetContent side="right" className="flex flex-col gap-0 p-0">
        <SheetHeader className="border-b p-4 text-left">
          <SheetTitle>CoverDesk</SheetTitle>
          <SheetDescription>Hi, {firstName.trim() || 'Account'}</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-1 flex-col gap-1 overflow-y-auto p-3">
          {mobilePanelItems(userRole).map(renderItem)}
        </nav>
        <div className="flex flex-col gap-1 border-t p-3">
          {mobileBottomItems(isAdmin, props.textMessages).map(renderItem)}
          <button
            type="button"
            className={cn(itemClass, 'text-destructive hover:bg-destructive/10')}
            onClick={() => {
              close();
              onLogout();
            }}
          >
            <LogOut className="size-5" aria-hidden="true" />
            Logout
          </button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
