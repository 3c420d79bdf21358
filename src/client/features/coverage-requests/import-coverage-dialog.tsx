import { useState } from 'react';
import { toast } from '../../lib/toast';
import { unmatchedMessage } from '../../../shared/coverage-csv';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import type { CoveragePreviewData } from './import-coverage-existing';
import { ImportCoverageFileStep } from './import-coverage-file-step';
import { ImportCoveragePreview } from './import-coverage-preview';

interface ImportCoverageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Import Coverage from CSV (spec sections 2 and 5): choose a file, Preview it against the
 * locations, then Import the matched rows or go Back. Closing the dialog forgets everything.
 */
export function ImportCoverageDialog({ open, onOpenChange }: ImportCoverageDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Import Coverage from CSV</DialogTitle>
          <DialogDescription>
            Columns: Date, Location Name, Dept_Code and Note, with dates written M/D/YYYY (e.g.
            3/7/2026). Rows are matched to locations by Dept_Code; times and guard stay empty.
          </DialogDescription>
        </DialogHeader>
        <ImportCoverageSteps onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ImportCoverageSteps({ onDone }: { onDone: () => void }) {
  const [preview, setPreview] = useState<CoveragePreviewData | null>(null);
  const [cameBack, setCameBack] = useState(false);

  const handlePreview = (data: CoveragePreviewData) => {
    const unmatched = data.result.rows.filter((row) => !row.location).length;
    if (unmatched > 0) toast.warning(unmatchedMessage(unmatched));
    setPreview(data);
  };

  const handleBack = () => {
    setPreview(null);
    setCameBack(true);
  };

  return preview ? (
    <ImportCoveragePreview preview={preview} onBack={handleBack} onDone={onDone} />
  ) : (
    <ImportCoverageFileStep autoFocus={cameBack} onPreview={handlePreview} />
  );
}
