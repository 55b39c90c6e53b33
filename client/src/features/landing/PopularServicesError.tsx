import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** The popular services could not be loaded: say so and offer a retry (its own chunk: rarely shown). */
export default function PopularServicesError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      We couldn't load the popular services. You can still browse every service below.
    </Alert>
  );
}
