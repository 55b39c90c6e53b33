import { useId, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import { PageTitle } from '../../../components/ui/PageTitle';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { StateMessage } from '../../../components/ui/StateMessage';
import { formatDayTimeInWords } from '../../../lib/format';
import { useAuth } from '../../../lib/auth';
import { hoursLabel } from '../bookingForm';
import { readingNote, savePendingRequest, type ParseResult } from './assistantModel';
import { MAX_PARSE_TEXT, useParseRequest } from './useParseRequest';

/** Sentences a visitor can try (each service category, relative dates, units, a missing field). */
export const EXAMPLES: readonly string[] = [
  'Deep clean my 2-bedroom at 120 Valencia St, San Francisco 94110 next Friday 10am for 3 hours',
  'Move-out cleaning tmrw at noon, 4 hrs, 55 W 46th St Apt 4B New York 10036',
  'Window cleaning on the 22nd at 2pm for two hours, 800 Brickell Ave #1203 Miami',
  'Can someone degrease my kitchen 12/15 9am? 2.5 hrs. 1515 Pike St Seattle 98101',
  'Office cleaning next Monday morning at 8 for 5 hours in Austin 78704',
];

/** The parsed fields shown to a visitor, in the contract's order, with how each value reads. */
const ROWS: { field: keyof ParseResult['parsed']; label: string; show: (r: ParseResult['parsed']) => string | null }[] = [
  { field: 'serviceName', label: 'Service', show: (p) => p.serviceName },
  { field: 'scheduledAt', label: 'Date and time', show: (p) => (p.scheduledAt ? formatDayTimeInWords(p.scheduledAt) : null) },
  { field: 'durationHours', label: 'Duration', show: (p) => (p.durationHours != null ? hoursLabel(p.durationHours) : null) },
  { field: 'address', label: 'Address', show: (p) => p.address },
  { field: 'city', label: 'City', show: (p) => p.city },
  { field: 'zipCode', label: 'Zip code', show: (p) => p.zipCode },
];

const SIGN_IN_MESSAGE = 'Sign in to book this cleaning. We kept your request.';

/**
 * /ai-demo (public): the booking assistant for anyone. A visitor picks an example or
 * writes a sentence and sees what `parseBookingRequest` understood, field by field, with how sure
 * it is. "Book this" keeps the parse (sessionStorage, assistantModel.ts) and goes on to /book-ai: a
 * signed-in customer at once, a visitor after signing in or registering (the login page's `from`
 * and the register page's `redirectTo` bring them back).
 */
export default function AiDemoPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { parse, loading } = useParseRequest();
  const [text, setText] = useState('');
  const [result, setResult] = useState<ParseResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [askSignIn, setAskSignIn] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const resultTitleId = useId();

  const tooLong = text.trim().length > MAX_PARSE_TEXT;

  const run = async (sentence: string) => {
    const value = sentence.trim();
    if (!value || value.length > MAX_PARSE_TEXT) return;
    setError(null);
    const outcome = await parse(value);
    if (outcome.ok) {
      setResult(outcome.result);
      window.requestAnimationFrame(() => resultRef.current?.focus());
    } else {
      setResult(null);
      setError(outcome.message);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(text);
  };

  const bookThis = () => {
    if (!result) return;
    savePendingRequest(result);
    if (user) navigate('/book-ai');
    else setAskSignIn(true);
  };

  const canBook = !user || user.role === 'customer';
  /** How the start was read, when the words allowed another day or named a time already past. */
  const note = result ? readingNote(result, (iso) => formatDayTimeInWords(iso)) : null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="AI demo" />
      <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <AutoAwesomeRounded color="primary" aria-hidden />
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
            AI booking assistant demo
          </Typography>
        </Stack>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          Write a booking the way you would say it. The assistant reads the service, the day and time, how long, and the
          address. It runs on our own server: nothing you type is sent anywhere else, and nothing is booked until you confirm.
        </Typography>
      </Box>

      <Paper component="section" variant="outlined" aria-labelledby="ai-demo-try" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography id="ai-demo-try" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
          Try it
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Examples (choose one to read it):
        </Typography>
        <Stack component="ul" direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0, mb: 2.5 }}>
          {EXAMPLES.map((example) => (
            <li key={example} style={{ maxWidth: '100%' }}>
              <Chip
                label={example}
                variant="outlined"
                color="primary"
                disabled={loading}
                onClick={() => {
                  setText(example);
                  void run(example);
                }}
                sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.75 } }}
              />
            </li>
          ))}
        </Stack>
        <Box component="form" noValidate onSubmit={onSubmit} aria-busy={loading}>
          <TextField
            label="Your booking request"
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={2}
            maxRows={6}
            fullWidth
            error={tooLong}
            helperText={tooLong ? `Please keep it under ${MAX_PARSE_TEXT.toLocaleString('en-US')} characters.` : 'For example: "House cleaning tomorrow 9am for 2 hours at 10 Main St, Chicago 60614"'}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={loading || !text.trim() || tooLong}
            startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <AutoAwesomeRounded />}
            sx={{ mt: 2, fontWeight: 700 }}
          >
            {loading ? 'Reading…' : 'Read my request'}
          </Button>
        </Box>
      </Paper>

      <Box sx={{ mt: 3 }} aria-live="polite">
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {!result && !error && !loading && (
          <StateMessage
            icon={<AutoAwesomeRounded />}
            title="Nothing read yet"
            description="Choose an example or write your own request to see what the assistant understands."
          />
        )}
        {result && (
          <Paper
            ref={resultRef}
            tabIndex={-1}
            component="section"
            variant="outlined"
            aria-labelledby={resultTitleId}
            sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, outline: 'none', opacity: loading ? 0.6 : 1 }}
          >
            <Typography id={resultTitleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              What the assistant understood
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, overflowWrap: 'anywhere' }}>
              “{result.text}”
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '150px minmax(0, 1fr)' }, columnGap: 2, rowGap: { xs: 0.5, sm: 1.5 } }}>
              {ROWS.map((row) => {
                const value = row.show(result.parsed);
                const confidence = Math.round((result.confidence[row.field] ?? 0) * 100);
                return (
                  <Box key={row.field} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" sx={{ fontWeight: 700, pt: { xs: 1, sm: 0 } }}>
                      {row.label}
                    </Typography>
                    <Box component="dd" sx={{ m: 0 }}>
                      {value ? (
                        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                          <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                            {value}
                          </Typography>
                          <LinearProgress
                            variant="determinate"
                            value={confidence}
                            aria-label={`${row.label}: ${confidence}% sure`}
                            sx={{ width: 64, flexShrink: 0, borderRadius: 1 }}
                          />
                        </Stack>
                      ) : (
                        <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                          Not given: the assistant will ask
                        </Typography>
                      )}
                    </Box>
                  </Box>
                );
              })}
            </Box>
            {note && (
              <Alert severity="info" sx={{ mt: 2.5 }}>
                {note}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, alignItems: { sm: 'center' } }}>
              <Button
                variant="contained"
                size="large"
                startIcon={<EventAvailableRounded />}
                onClick={bookThis}
                disabled={!canBook}
                sx={{ fontWeight: 700 }}
              >
                Book this
              </Button>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {canBook
                  ? 'You check every detail and see the price before anything is booked.'
                  : 'Booking is for customer accounts.'}
              </Typography>
            </Stack>
          </Paper>
        )}
      </Box>

      <Typography variant="body2" sx={{ mt: 4, color: 'text.secondary' }}>
        Prefer a form?{' '}
        <Link component={RouterLink} to="/services">
          Browse our services
        </Link>
        .
      </Typography>

      <ConfirmDialog
        open={askSignIn}
        title="Sign in to book"
        description={
          <>
            Booking needs an account. We keep what the assistant read and bring you back to it.{' '}
            <Link
              component={RouterLink}
              to="/register"
              state={{ redirectTo: '/book-ai' }}
              sx={{ fontWeight: 700 }}
            >
              Create an account
            </Link>{' '}
            if you don't have one yet.
          </>
        }
        confirmLabel="Sign in"
        cancelLabel="Not now"
        busy={false}
        onConfirm={() => navigate('/login', { state: { from: '/book-ai', message: SIGN_IN_MESSAGE } })}
        onClose={() => setAskSignIn(false)}
      />
    </Container>
  );
}
