import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { graphql } from '../../gql';
import { defaultMessage, errorMessage, mutationErrorMessage } from '../../lib/errors';
import { formatDateTime } from '../../components/booking/format';

const ReportBookingProblemMutation = graphql(`
  mutation ReportBookingProblem($bookingId: ID!, $reason: String!) {
    reportBookingProblem(bookingId: $bookingId, reason: $reason) {
      __typename
      ... on MutationReportBookingProblemSuccess {
        data {
          id
          status
          releaseAt
          problemReason
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

/**
 * "Report a problem" on a completed booking while the cleaner's payout is on hold (issue 7): a
 * dialog asks what went wrong; the payout is paused until our team releases it or refunds. The
 * returned Payout updates the booking's cached `payout` in place (normalized by id).
 */
export function ReportProblemButton({ bookingId, until }: { bookingId: string; until: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [mutate, { loading }] = useMutation(ReportBookingProblemMutation);
  const titleId = useId();

  const submit = async () => {
    setError(null);
    if (reason.trim().length < 3) {
      setError('Please describe the problem (at least 3 characters)');
      return;
    }
    try {
      const { data } = await mutate({ variables: { bookingId, reason: reason.trim() } });
      const result = data?.reportBookingProblem;
      if (result?.__typename === 'MutationReportBookingProblemSuccess') {
        setOpen(false);
        return;
      }
      setError(result && 'code' in result ? mutationErrorMessage(result) : defaultMessage('UNKNOWN_ERROR'));
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <>
      <Button variant="outlined" color="warning" onClick={() => setOpen(true)}>
        Report a problem
      </Button>
      <Dialog open={open} onClose={() => !loading && setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          Report a problem
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            Tell us what went wrong. We hold the cleaner's payout until we have looked into it. You can report a problem until{' '}
            {formatDateTime(until)}.
          </DialogContentText>
          <TextField
            label="What went wrong?"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            required
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => setOpen(false)} disabled={loading}>
            Close
          </Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={loading}
            startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            Send report
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
