/**
 * Shared pieces of the dialogs that take a card (memberships, a plan's card): the failure alert (a
 * decline gets the catalogue's payment message as its title and says nothing was charged), the
 * small-screen check and the customer's name for the card forms.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useAuth } from '../../lib/auth';
import { ERROR_MESSAGES } from '../../lib/errors';
import type { MutationFailure } from '../../lib/mutation';

/** A failed payment mutation as an alert (nothing when `failure` is null). */
export function FailureAlert({ failure }: { failure: MutationFailure | null }) {
  if (!failure) return null;
  const declined = failure.error.type === 'PAYMENT_ERROR';
  const detail = !declined
    ? failure.message
    : failure.message === ERROR_MESSAGES.PAYMENT_ERROR
      ? 'Nothing was charged.'
      : `${failure.message} Nothing was charged.`;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {declined && <AlertTitle sx={{ fontWeight: 700 }}>{ERROR_MESSAGES.PAYMENT_ERROR}</AlertTitle>}
      {detail}
    </Alert>
  );
}

/** Dialogs go full screen below 768 px. */
export function useFullScreen() {
  return useMediaQuery('(max-width:767.95px)');
}

/** The customer's display name for the card form. */
export function useCardName(): string {
  const { user } = useAuth();
  return user ? `${user.firstName} ${user.lastName ?? ''}`.trim() : '';
}
