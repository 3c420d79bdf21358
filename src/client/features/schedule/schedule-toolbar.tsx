import { MapPin, Users } from 'lucide-react';
import type { BoardView } from '../../../shared/schedule-board';
import { SearchField } from '../../components/search-field';
import { Button } from '../../components/ui/button';

interface ScheduleToolbarProps {
  filter: string;
  onFilterChange: (filter: string) => void;
  view: BoardView;
  onViewChange: (view: BoardView) => void;
}

/** The filter (post name or dept code; a guard's name too when pivoted) and the Posts/Guards toggle. */
export function ScheduleToolbar({
  filter,
  onFilterChange,
  view,
  onViewChange,
}: ScheduleToolbarProps) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="w-full sm:max-w-xs">
        <SearchField
          label="Filter by post name or dept code"
          placeholder={
            view === 'guards' ? 'Filter by guard, post or code' : 'Filter by post or dept code'
          }
          value={filter}
          onChange={onFilterChange}
        />
      </div>
      <div
        role="group"
        aria-label="Rows"
        className="flex gap-1 self-start rounded-md border border-border p-1"
      >
        <Button
          variant={view === 'posts' ? 'secondary' : 'ghost'}
          size="sm"
          aria-pressed={view === 'posts'}
          onClick={() => onViewChange('posts')}
        >
          <MapPin aria-hidden="true" />
          Posts
        </Button>
        <Button
          variant={view === 'guards' ? 'secondary' : 'ghost'}
          size="sm"
          aria-pressed={view === 'guards'}
          onClick={() => onViewChange('guards')}
        >
          <Users aria-hidden="true" />
          Guards
        </Button>
      </div>
    </div>
  );
}
