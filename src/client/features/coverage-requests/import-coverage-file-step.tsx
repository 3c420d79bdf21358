import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { toast } from '../../lib/toast';
import { CsvFileField } from '../../components/csv-file-field';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { locationsQueryOptions, useLocations } from '../../lib/queries/locations';
import { findExistingRows, type CoveragePreviewData } from './import-coverage-existing';
import { checkCoverageFile, readCoverageFile, type ImportProblem } from './import-coverage-read';

interface FileStepProps {
  /** Focus the file field on mount (when coming back from the preview). */
  autoFocus: boolean;
  onPreview: (preview: CoveragePreviewData) => void;
}

const inline = ({ title, description }: ImportProblem) =>
  description ? `${title}: ${description}` : title;

/**
 * Step 1: choose a CSV file, then Preview checks, reads and matches it, and asks the server which
 * rows are stored already.
 */
export function ImportCoverageFileStep({ autoFocus, onPreview }: FileStepProps) {
  const queryClient = useQueryClient();
  // Starts loading the locations while the user picks a file.
  useLocations();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [reading, setReading] = useState(false);
  // Only the newest file may open the preview, should the user change it while one is read.
  const latest = useRef(0);

  const fail = (problem: ImportProblem) => {
    setError(inline(problem));
    toast.error(problem.title, problem.description ? { description: problem.description } : {});
  };

  const handleFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    latest.current += 1;
    setReading(false);
    setFile(chosen);
    setError(undefined);
    const problem = chosen ? checkCoverageFile(chosen) : null;
    if (problem) fail(problem);
  };

  const handlePreview = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!file) return fail({ title: 'Please select a file' });
    const attempt = ++latest.current;
    setReading(true);
    const outcome = await readCoverageFile(file, () => queryClient.query(locationsQueryOptions));
    const existing = outcome.ok ? await findExistingRows(outcome.result) : null;
    if (attempt !== latest.current) return;
    setReading(false);
    if (!outcome.ok) return fail(outcome.problem);
    onPreview({ result: outcome.result, existing });
  };

  return (
    <form className="flex min-w-0 flex-col gap-4" noValidate onSubmit={handlePreview}>
      <CsvFileField
        id="coverage-csv-file"
        hint="A .csv file with a header row, up to 10,000 rows and 5 MB."
        error={error}
        autoFocus={autoFocus}
        onChange={handleFileChange}
      />
      <DialogFormFooter submitLabel="Preview" pending={reading} />
    </form>
  );
}
