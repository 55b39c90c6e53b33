import type { ReactNode, Ref } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import PersonSearchRounded from '@mui/icons-material/PersonSearchRounded';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { serviceImageSrc } from '../../components/serviceImage';
import { PriceSummary } from './PriceSummary';

/**
 * The booking form's summary column: the chosen service and time (`when`, already worded), a note
 * on how the time was read (`whenNote`, /book-ai), the live price, the submit failure (focusable through `errorRef`), the "Choose your cleaner" submit
 * button (the next step, docs/decisions/0027) and "Book now" (`onBookNow`: book at once, any nearby cleaner
 * may take it from the open board).
 */
export function BookingSummaryPanel({
  service,
  when,
  whenNote,
  serviceId,
  hours,
  error,
  errorRef,
  submitting,
  onBookNow,
  matchingPreview,
}: {
  service: { name: string; category: string } | null;
  when: string;
  whenNote?: string | null;
  serviceId: string;
  hours: number;
  error: string | null;
  errorRef: Ref<HTMLDivElement>;
  submitting: boolean;
  onBookNow: () => void;
  /** How the booking will be matched (BookMatchingPreview, issue 31), above the buttons. */
  matchingPreview?: ReactNode;
}) {
  return (
    <Paper
      component="aside"
      aria-label="Booking summary"
      variant="outlined"
      sx={{ p: 3, borderRadius: 3, position: { md: 'sticky' }, top: { md: 88 } }}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        Summary
      </Typography>
      {service && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <ImageWithFallback
            src={serviceImageSrc(service.category)}
            alt=""
            width={320}
            height={200}
            sx={{ width: 88, flexShrink: 0, aspectRatio: '16 / 10', borderRadius: 2 }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{service.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {when}
            </Typography>
          </Box>
        </Stack>
      )}
      {whenNote && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {whenNote}
        </Alert>
      )}
      <PriceSummary serviceId={serviceId} hours={hours} />
      <Divider sx={{ my: 2.5 }} />
      {error && (
        <Alert severity="error" ref={errorRef} tabIndex={-1} role="alert" sx={{ mb: 2 }}>
          <AlertTitle>We couldn't create your booking</AlertTitle>
          {error}
        </Alert>
      )}
      {matchingPreview}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={submitting}
        startIcon={<PersonSearchRounded />}
        sx={{ py: 1.5, fontWeight: 700, borderRadius: 2 }}
      >
        Choose your cleaner
      </Button>
      <Button
        type="button"
        variant="outlined"
        size="large"
        fullWidth
        disabled={submitting}
        onClick={onBookNow}
        aria-describedby="book-now-hint"
        startIcon={
          submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : <EventAvailableRounded />
        }
        sx={{ mt: 1.5, py: 1.25, fontWeight: 700, borderRadius: 2 }}
      >
        Book now
      </Button>
      <Typography id="book-now-hint" variant="caption" component="p" sx={{ mt: 0.75, color: 'text.secondary', textAlign: 'center' }}>
        Book now skips choosing: the first nearby cleaner to accept takes it.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }}>
        <LockRounded sx={{ fontSize: 16 }} aria-hidden />
        <Typography variant="caption">Free cancellation up to 24 hours before your booking.</Typography>
      </Stack>
    </Paper>
  );
}

/** One numbered step of the booking form. */
export function Section({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2.5 }}>
        <Box
          aria-hidden
          sx={{
            width: 28,
            height: 28,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 700,
            fontSize: 14,
          }}
        >
          {step}
        </Box>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Stack>
      {children}
    </Paper>
  );
}
