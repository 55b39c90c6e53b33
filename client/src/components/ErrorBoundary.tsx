import { Component, type ErrorInfo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EmailIcon from '@mui/icons-material/Email';
import RefreshIcon from '@mui/icons-material/Refresh';
import ReplayIcon from '@mui/icons-material/Replay';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { config } from '../lib/config';

/** Spec section 2: "Try Again" is offered only while retries are under 3. */
export const MAX_RETRIES = 3;

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this value changes (e.g. the path), a caught error is cleared. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: Error | null;
  errorId: string | null;
  retries: number;
}

/** Error ID: timestamp plus a random string, e.g. "ERR-M3XK2Q1A-7F3K9P". */
export function createErrorId(now: number = Date.now()): string {
  const random = Math.random().toString(36).slice(2, 8).toUpperCase().padEnd(6, '0');
  return `ERR-${now.toString(36).toUpperCase()}-${random}`;
}

function reportMailto(errorId: string, error: Error | null): string {
  const body = [
    'Hello support team,',
    '',
    'I ran into an error in the app.',
    '',
    `Error ID: ${errorId}`,
    `Page: ${window.location.href}`,
    `Time: ${new Date().toISOString()}`,
    `Browser: ${navigator.userAgent}`,
    `Message: ${error?.message ?? 'unknown'}`,
    '',
    'What I was doing:',
    '',
  ].join('\n');
  const subject = `Error report ${errorId}`;
  return `mailto:${config.supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Catches render errors below it and shows the spec's error screen (retry, reload, dashboard, report). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, errorId: null, retries: 0 };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)), errorId: createErrorId() };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled UI error', this.state.errorId, error, info.componentStack);
    try {
      window.errorReporter?.captureException(error, {
        errorId: this.state.errorId,
        componentStack: info.componentStack,
        url: window.location.href,
      });
    } catch {
      // The reporter must never break the error screen.
    }
  }

  componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null, errorId: null, retries: 0 });
    }
  }

  private retry = () => {
    this.setState((state) => ({ error: null, errorId: null, retries: state.retries + 1 }));
  };

  render() {
    const { error, errorId, retries } = this.state;
    if (!error) return this.props.children;
    const id = errorId ?? createErrorId();
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 6, md: 10 } }}>
        <Paper role="alert" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, width: '100%', textAlign: 'center' }}>
          <ReportProblemOutlinedIcon color="error" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
          <Typography variant="h4" component="h1" gutterBottom>
            Oops! Something went wrong
          </Typography>
          <Typography color="text.secondary">We're sorry, but an unexpected error occurred.</Typography>
          {retries > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Attempt {retries + 1}
            </Typography>
          )}
          <Box sx={{ my: 3, p: 2, borderRadius: 2, bgcolor: 'grey.100' }}>
            <Typography variant="body2" color="text.secondary">
              Error ID
            </Typography>
            <Typography sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontWeight: 700 }}>
              {id}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              If this keeps happening, please contact support and quote this Error ID.
            </Typography>
          </Box>
          {config.isDev && (
            <Box
              component="pre"
              sx={{ textAlign: 'left', fontSize: 12, whiteSpace: 'pre-wrap', bgcolor: 'grey.50', p: 1.5, borderRadius: 1 }}
            >
              {error.message}
            </Box>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
            {retries < MAX_RETRIES && (
              <Button variant="contained" startIcon={<ReplayIcon />} onClick={this.retry}>
                Try Again
              </Button>
            )}
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
              Reload Page
            </Button>
            <Button variant="outlined" startIcon={<DashboardIcon />} href="/dashboard">
              Go to Dashboard
            </Button>
            <Button variant="text" startIcon={<EmailIcon />} href={reportMailto(id, error)}>
              Send Error Report
            </Button>
          </Stack>
        </Paper>
      </Box>
    );
  }
}

export default ErrorBoundary;
