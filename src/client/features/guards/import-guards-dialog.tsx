import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../lib/toast';
import { csvFileProblem, type CsvFileProblem } from '../../../shared/csv';
import { parseGuardCsv, type GuardCsvResult } from '../../../shared/guard-csv';
import { CsvFileField } from '../../components/csv-file-field';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { skippedNote } from '../../../shared/import-existing';
import { checkGuardImport, useImportGuards } from '../../lib/queries/guards';
import { GuardImportPreview, guardsToImport } from './guard-import-preview';

interface ImportGuardsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Import guards' names from a CSV file: choose, check the preview, import. */
export function ImportGuardsDialog({ open, onOpenChange }: ImportGuardsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Import Guards from CSV</DialogTitle>
          <DialogDescription>
            Names are imported, and qualifications when the file has a Qualifications column. Other
            columns are ignored.
          </DialogDescription>
        </DialogHeader>
        <ImportGuardsForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Problems in the order of their rows ('Row 3: …' before 'Row 4: …'). */
const rowNumber = (problem: string) => Number(/^Row (\d+)/.exec(problem)?.[1] ?? 0);
const byRow = (a: string, b: string) => rowNumber(a) - rowNumber(b);

/** The success toast's note on stored guards whose qualifications the file set (issue #32). */
function updatedNote(updated: number): string | undefined {
  if (updated === 0) return undefined;
  return `qualifications set for ${String(updated)} of them`;
}

function ImportGuardsForm({ onDone }: { onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<GuardCsvResult | null>(null);
  const [existing, setExisting] = useState<ReadonlySet<number> | null>(null);
  /** Rows the import would refuse: the file's own reading, then the server's (issue #32). */
  const [problems, setProblems] = useState<string[]>([]);
  const [includeExisting, setIncludeExisting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Only the newest chosen file may set the preview.
  const latest = useRef(0);
  const importGuards = useImportGuards();

  const fail = (problem: string | CsvFileProblem) => {
    const { title, description } = typeof problem === 'string' ? { title: problem } : problem;
    setError(description ? `${title}: ${description}` : title);
    toast.error(title, description ? { description } : {});
  };

  const handleFileChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const attempt = ++latest.current;
    setFile(chosen);
    setResult(null);
    setIncludeExisting(false);
    setError(null);
    setProblems([]);
    if (!chosen) return;
    const problem = csvFileProblem(chosen);
    if (problem) return fail(problem);
    let parsed: GuardCsvResult;
    try {
      parsed = parseGuardCsv(await chosen.text());
    } catch {
      if (attempt === latest.current) fail('Failed to parse CSV file');
      return;
    }
    if (attempt !== latest.current) return;
    if (parsed.error) return fail(parsed.error);
    // Which names are stored already (issue #20), and which qualifications are not on the list
    // (issue #32); the import decides both again even if this fails.
    const found = await checkGuardImport(parsed.guards).catch(() => null);
    if (attempt !== latest.current) return;
    setExisting(found ? new Set(found.existing) : null);
    setProblems([...parsed.problems, ...(found?.problems ?? [])].sort(byRow));
    setResult(parsed);
  };

  const handleImport = () => {
    if (!file) return fail('Please select a CSV file');
    if (error) return fail(error);
    if (!result || problems.length > 0) return;
    importGuards.mutate(
      { guards: result.guards, includeExisting },
      {
        onSuccess: ({ imported, skipped, updated }) => {
          const description = [skippedNote(skipped), updatedNote(updated)]
            .filter(Boolean)
            .join('; ');
          toast.success(
            `Successfully imported ${imported} guard(s)`,
            description ? { description } : {},
          );
          onDone();
        },
        onError: (failure) =>
          toast.error('Failed to import guards', { description: failure.message }),
      },
    );
  };

  const ready = result ? guardsToImport(result, existing, includeExisting) : null;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <CsvFileField
        id="guard-csv-file"
        hint="Columns: First Name (or first_name, First_Name) and Last Name (or last_name, Last_Name); optionally Qualifications, e.g. Armed (exp 2027-03-31); CPR."
        error={error ?? undefined}
        onChange={(event) => void handleFileChange(event)}
      />
      {result ? (
        <GuardImportPreview
          result={result}
          problems={problems}
          existing={existing}
          includeExisting={includeExisting}
          onIncludeExistingChange={setIncludeExisting}
        />
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="button"
          loading={importGuards.isPending}
          disabled={(file !== null && !result && !error) || ready === 0 || problems.length > 0}
          onClick={handleImport}
        >
          {ready ? `Import ${ready} guard${ready === 1 ? '' : 's'}` : 'Import'}
        </Button>
      </DialogFooter>
    </div>
  );
}
