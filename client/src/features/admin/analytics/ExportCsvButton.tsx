import Button from '@mui/material/Button';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import { useToast } from '../../../lib/toast';
import { downloadCsv } from './csv';

/**
 * "Export CSV" of an admin analytics table: builds the file in the browser from the data on
 * screen (csv.ts) and downloads it; no network call. `describedBy` names what is exported.
 */
export function ExportCsvButton({
  fileName,
  build,
  disabled,
  describedBy,
}: {
  fileName: string;
  build: () => string;
  disabled?: boolean;
  describedBy?: string;
}) {
  const notify = useToast();
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<FileDownloadRounded />}
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={() => {
        try {
          downloadCsv(fileName, build());
          notify.success(`Downloaded ${fileName}`);
        } catch {
          notify.error('The CSV file could not be created. Please try again.');
        }
      }}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      Export CSV
    </Button>
  );
}
