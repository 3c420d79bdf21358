import { ACTION_LABELS, ENTITY_LABELS, type AuditEntry } from '../../../shared/audit';
import { entryLines } from '../../../shared/audit-lines';
import { formatDateTime } from '../../../shared/date-format';
import { DetailList, ListCard, ResponsiveList } from '../../components/responsive-list';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';

function What({ entry }: { entry: AuditEntry }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium break-words">{entry.label}</span>
      <span className="text-xs text-muted-foreground">{ENTITY_LABELS[entry.entity]}</span>
    </span>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  const lines = entryLines(entry);
  if (lines.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {lines.map((line) => (
        <li key={line} className="break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}

/** The trail, newest first: a table from 768 px up, stacked cards on phones. */
export function AuditEntries({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <ResponsiveList
      label="Audit entries"
      table={
        <Table aria-label="Audit entries">
          <TableHeader>
            <TableRow>
              <TableHead className="w-44">When</TableHead>
              <TableHead className="w-40">User</TableHead>
              <TableHead className="w-32">Action</TableHead>
              <TableHead className="w-56">Item</TableHead>
              <TableHead>Changes</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id} className="align-top">
                <TableCell className="whitespace-nowrap">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </TableCell>
                <TableCell className="break-words">{entry.actorName}</TableCell>
                <TableCell>{ACTION_LABELS[entry.action]}</TableCell>
                <TableCell>
                  <What entry={entry} />
                </TableCell>
                <TableCell className="text-sm">
                  <Changes entry={entry} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
      cards={entries.map((entry) => (
        <ListCard key={entry.id}>
          <div className="flex items-start justify-between gap-3">
            <What entry={entry} />
            <span className="shrink-0 text-sm font-medium">{ACTION_LABELS[entry.action]}</span>
          </div>
          <DetailList
            items={[
              ['When', <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>],
              ['User', entry.actorName],
              ['Changes', <Changes entry={entry} />],
            ]}
          />
        </ListCard>
      ))}
    />
  );
}
