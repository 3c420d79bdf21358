import { Link } from 'react-router';
import { buttonVariants } from '../components/ui/button';
import { paths } from './paths';

/** Any unknown path (spec section 2). */
export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold tracking-tight text-primary">404</p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <p className="max-w-sm text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to={paths.coverage} className={buttonVariants()}>
        Return to Home
      </Link>
    </main>
  );
}
