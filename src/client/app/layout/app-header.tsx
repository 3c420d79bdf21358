import { ChevronDown, LogOut, Menu } from 'lucide-react';
import { Link } from 'react-router';
import { Brand } from '../../components/brand';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { cn } from '../../lib/utils';
import { paths } from '../paths';
import { MobileNav } from './mobile-nav';
import { UnreadCount } from './unread-count';
import { accountMenuItems, desktopBarItems, type AppHeaderProps } from './nav-items';

/** The navigation header on every signed-in page (spec section 2). */
export function AppHeader(props: AppHeaderProps) {
  const { currentPage, firstName, isAdmin, userRole, onLogout } = props;
  const greetingName = firstName.trim() || 'Account';
  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link
          to={paths.coverage}
          className="flex items-center gap-2 rounded-md font-semibold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Brand />
        </Link>

        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
          {desktopBarItems(userRole).map((item) => (
            <Link
              key={item.page}
              to={item.to}
              title={item.label}
              aria-current={currentPage === item.page ? 'page' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-md px-2.5 py-2 xl:px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                currentPage === item.page && 'bg-accent text-accent-foreground',
              )}
            >
              {/* Icons alone from 768 px, words alone from 1024 px, both from 1280 px. */}
              <item.icon className="size-4 lg:hidden xl:block" aria-hidden="true" />
              <span className="sr-only lg:not-sr-only">{item.label}</span>
              {item.page === 'messenger' ? <UnreadCount count={props.unreadMessages} /> : null}
            </Link>
          ))}
        </nav>

        <div className="ml-auto hidden md:block">
          {/* Not modal: the page stays reachable to screen readers while the menu is open. */}
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" className="gap-2">
                <span>Hi, {greetingName}</span>
                <ChevronDown className="size-4" aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent className="w-52">
              <DropdownMenuLabel>Account</DropdownMenuLabel>
              {accountMenuItems(userRole, isAdmin, props.textMessages).map((item) => (
                <DropdownMenuItem
                  key={item.page}
                  asChild
                  className={cn(currentPage === item.page && 'bg-accent font-medium')}
                >
                  <Link to={item.to} aria-current={currentPage === item.page ? 'page' : undefined}>
                    <item.icon className="size-4" aria-hidden="true" />
                    {item.label}
                  </Link>
                </DropdownMenuItem>
              ))}
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={onLogout}>
                <LogOut className="size-4" aria-hidden="true" />
                Logout
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>

        <div className="ml-auto flex items-center gap-2 md:hidden">
          <span className="max-w-[9rem] truncate text-sm text-muted-foreground">
            Hi, {greetingName}
          </span>
          <Button
            variant="ghost"
            size="icon"
            aria-label={props.unreadMessages > 0 ? 'Open menu (unread messages)' : 'Open menu'}
            className="relative"
            aria-expanded={props.mobileMenuOpen}
            onClick={() => props.onMobileMenuOpenChange(true)}
          >
            <Menu className="size-5" aria-hidden="true" />
            {props.unreadMessages > 0 ? (
              <span
                aria-hidden="true"
                className="absolute top-2 right-2 size-2 rounded-full bg-primary ring-2 ring-card"
              />
            ) : null}
          </Button>
        </div>
      </div>
      <MobileNav {...props} />
    </header>
  );
}
