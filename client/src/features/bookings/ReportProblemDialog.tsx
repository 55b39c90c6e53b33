import { useState } from 'react';
import Button from '@mui/material/Button';
import { graphql } from '../../gql';
import { useResultMutation } from '../../lib/mutation';
import { formatDateTime } from '../../components/booking/format';
import { ReasonDialog } from '../../components/ui/ReasonDialog';

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
      ...ErrorFields
    }
  }
`);

/**
 * "Report a problem" on a completed booking while the cleaner's payout is on hold (docs/decisions/0016): a
 * dialog asks what went wrong (3-1000 characters); the payout is paused until our team releases it
 * or refunds. The returned Payout updates the booking's cached `payout` in place (normalized by id).
 */
export function ReportProblemButton({ bookingId, until }: { bookingId: string; until: string }) {
  const [open, setOpen] = useState(false);
  const [report] = useResultMutation(ReportBookingProblemMutation);

  return (
    <>
      <Button variant="outlined" color="warning" onClick={() => setOpen(true)}>
        Report a problem
      </Button>
      <ReasonDialog
        open={open}
        title="Report a problem"
        description={`Tell us what went wrong. We hold the cleaner's payout until we have looked into it. You can report a problem until ${formatDateTime(until)}.`}
        label="What went wrong?"
        rules={{ required: true, minLength: 3, maxLength: 1000, requiredMessage: 'Please describe the problem (at least 3 characters)' }}
        confirmLabel="Send report"
        cancelLabel="Close"
        onConfirm={(reason) => report({ bookingId, reason })}
        onDone={() => setOpen(false)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
