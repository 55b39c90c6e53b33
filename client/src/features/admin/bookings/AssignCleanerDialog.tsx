/**
 * "Assign cleaner" / "Reassign cleaner" for a pending, awaiting-response or confirmed booking
 * (docs/decisions/0020): the cleaners from GraphQL `assignableCleaners(bookingId)` (approved,
 * active, serving the booking's zip code, free at that time; best rated first) with city, rating,
 * experience and an "Outside their hours" hint; choosing one and pressing "Assign" calls
 * assignCleaner, after which the booking shows "Awaiting Cleaner Response". Server refusals (409,
 * e.g. "... already has a job at that time.") are shown in the dialog. The cleaners the matching
 * recommends for the booking (GraphQL `bookingRecommendations`, docs/decisions/0027) come first, best score
 * first, each with its score, distance and why; the list works without them if they fail to load.
 */
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { graphql } from '../../../gql';
import { formatDateTime, formatMiles, plural } from '../../../components/booking/format';
import { errorMessage } from '../../../lib/errors';
import { useToast } from '../../../lib/toast';
import { useAssignCleaner } from './bookingAdminMutations';

const AdminAssignableCleanersQuery = graphql(`
  query AdminAssignableCleaners($bookingId: ID!) {
    assignableCleaners(bookingId: $bookingId) {
      id
      firstName
      lastName
      email
      city
      ratingAverage
      ratingCount
      yearsExperience
      withinHours
    }
  }
`);

/** The matching's ranking of eligible cleaners for the booking (score 0..1, miles, why). */
const AdminBookingRecommendationsQuery = graphql(`
  query AdminBookingRecommendations($bookingId: ID!) {
    bookingRecommendations(bookingId: $bookingId, page: 1, limit: 100) {
      total
      items {
        cleanerId
        score
        distanceMiles
        why
      }
    }
  }
`);

const CHOOSE_MESSAGE = 'Please choose a cleaner.';
const assignForm = z.object({ cleanerId: z.string().min(1, CHOOSE_MESSAGE) });
type AssignForm = z.infer<typeof assignForm>;

export interface AssignTarget {
  id: string;
  serviceName: string;
  scheduledAt: string;
  zipCode: string;
  /** The cleaner on it now (a reassignment), if any. */
  currentCleanerId: string | null;
}

/** Lists who may take the booking and assigns the chosen cleaner. */
export function AssignCleanerDialog({ booking, onClose, onAssigned }: { booking: AssignTarget | null; onClose: () => void; onAssigned: () => void }) {
  if (!booking) return null;
  return <AssignCleanerForm key={booking.id} booking={booking} onClose={onClose} onAssigned={onAssigned} />;
}

function AssignCleanerForm({ booking, onClose, onAssigned }: { booking: AssignTarget; onClose: () => void; onAssigned: () => void }) {
  const toast = useToast();
  const titleId = useId();
  const listLabelId = useId();
  const fullScreen = useMediaQuery('(max-width:767.95px)');
  const [assign] = useAssignCleaner();
  const { control, handleSubmit, setError, watch, formState } = useForm<AssignForm>({ resolver: zodResolver(assignForm), defaultValues: { cleanerId: '' } });
  const assigning = formState.isSubmitting;
  const error = formState.errors.cleanerId?.message ?? formState.errors.root?.message;
  const chosen = watch('cleanerId');
  const { data, loading, error: loadError, refetch } = useQuery(AdminAssignableCleanersQuery, {
    variables: { bookingId: booking.id },
    fetchPolicy: 'network-only',
  });
  const ranking = useQuery(AdminBookingRecommendationsQuery, { variables: { bookingId: booking.id }, fetchPolicy: 'network-only' });
  const matches = new Map((ranking.data?.bookingRecommendations.items ?? []).map((m) => [m.cleanerId, m]));
  const rank = (id: string) => matches.get(id)?.score ?? -1;
  // Recommended first, best score first; the rest keep the server's order (best rated first).
  const cleaners = (data?.assignableCleaners ?? []).filter((c) => c.id !== booking.currentCleanerId).sort((a, b) => rank(b.id) - rank(a.id));
  const reassign = Boolean(booking.currentCleanerId);

  const close = () => {
    if (!assigning) onClose();
  };

  const confirm = handleSubmit(async ({ cleanerId }) => {
    const cleaner = cleaners.find((c) => c.id === cleanerId);
    if (!cleaner) {
      setError('cleanerId', { message: CHOOSE_MESSAGE });
      return;
    }
    const result = await assign(booking.id, cleaner.id);
    if (result.ok) {
      toast.success(`We asked ${cleaner.firstName} ${cleaner.lastName} to take the job. They have been notified to accept or decline.`);
      onAssigned();
      return;
    }
    setError('root', { message: result.message });
    // The list may be stale (someone took the slot meanwhile): read it again.
    void refetch();
  });

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {reassign ? 'Reassign cleaner' : 'Assign cleaner'}
      </DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          {booking.serviceName} on {formatDateTime(booking.scheduledAt)}, zip code {booking.zipCode}. Approved, active cleaners who serve this zip code and are free
          at that time: recommended matches first, then best rated. The chosen cleaner is asked to accept or decline.
        </DialogContentText>
        {loadError && !data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(loadError)}
          </Alert>
        ) : loading && !data ? (
          <Stack spacing={1} aria-hidden>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
          </Stack>
        ) : cleaners.length === 0 ? (
          <Alert severity="info">No other cleaner serves zip code {booking.zipCode} and is free at that time.</Alert>
        ) : (
          <>
            <Typography id={listLabelId} variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              {plural(cleaners.length, 'available cleaner')}
            </Typography>
            <Controller
              name="cleanerId"
              control={control}
              render={({ field }) => (
                <RadioGroup aria-labelledby={listLabelId} name={field.name} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
                  {cleaners.map((c) => {
                    const match = matches.get(c.id);
                    return (
                      <FormControlLabel
                        key={c.id}
                        value={c.id}
                        control={<Radio />}
                        disabled={assigning}
                        sx={{
                          alignItems: 'flex-start',
                          mx: 0,
                          mb: 1,
                          p: 1,
                          pr: 1.5,
                          border: 1,
                          borderRadius: 2,
                          borderColor: chosen === c.id ? 'primary.main' : 'divider',
                          '& .MuiRadio-root': { mt: -0.5 },
                        }}
                        label={
                          <Box>
                            <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                              {c.firstName} {c.lastName}
                            </Typography>
                            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                              {c.city} · {c.ratingCount > 0 ? `Rated ${c.ratingAverage.toFixed(1)} of 5 (${plural(c.ratingCount, 'review')})` : 'No ratings yet'} ·{' '}
                              {plural(c.yearsExperience, 'year')} of experience
                            </Typography>
                            {match && (
                              <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.25 }}>
                                <Box component="span" sx={{ fontWeight: 700, color: 'success.dark' }}>
                                  {match.score === null || match.score === undefined ? 'Recommended' : `Match ${Math.round(match.score * 100)}%`}
                                </Box>
                                {` · ${formatMiles(match.distanceMiles)} away`}
                                {match.why ? ` · ${match.why}` : ''}
                              </Typography>
                            )}
                            {!c.withinHours && (
                              <Chip
                                component="span"
                                size="small"
                                color="warning"
                                variant="outlined"
                                label="Outside their hours"
                                title="The job falls outside this cleaner's weekly hours, on a day off, or outside the services they offer. You may still assign it."
                                sx={{ mt: 0.5 }}
                              />
                            )}
                          </Box>
                        }
                      />
                    );
                  })}
                </RadioGroup>
              )}
            />
          </>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={close} disabled={assigning}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          disabled={assigning || !chosen}
          startIcon={assigning ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Assign
        </Button>
      </DialogActions>
    </Dialog>
  );
}
