/**
 * Saves a card for later off-session charges (membership renewals, a recurring plan's visits):
 * test mode shows the shared test-card form, Stripe mode Stripe's Payment Element, and without
 * either the reason it cannot. Nothing is charged here. `onSave` runs the caller's mutation and
 * answers its failure (null when saved), shown in the dialog.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { MutationFailure } from '../../lib/mutation';
import { FailureAlert, useCardName, useFullScreen } from './PaymentDialogParts';
import { StripeCard } from './StripeCard';
import { TestCardForm } from './TestCardForm';
import { TestModeBanner } from './TestModeBanner';

export function SaveCardDialog({
  open,
  title,
  description,
  testMode,
  publishableKey,
  busy,
  onSave,
  onClose,
}: {
  open: boolean;
  title: string;
  /** What the card will be charged for, e.g. "Renewals (next on ...) are charged to this card. Nothing is charged now." */
  description: ReactNode;
  testMode: boolean;
  /** Stripe's publishable key (Stripe mode); null when the server has none. */
  publishableKey: string | null;
  /** The caller's mutation is running. */
  busy: boolean;
  /** Saves the card (`pm_...`); answers the failure, or null when saved (the caller then closes). */
  onSave: (paymentMethodId: string) => Promise<MutationFailure | null>;
  onClose: () => void;
}) {
  const fullScreen = useFullScreen();
  const titleId = useId();
  const cardName = useCardName();
  const [failure, setFailure] = useState<MutationFailure | null>(null);

  useEffect(() => {
    if (open) setFailure(null);
  }, [open]);

  const save = async (paymentMethodId: string) => {
    setFailure(null);
    setFailure(await onSave(paymentMethodId));
  };

  return (
    <Dialog open={open} onClose={() => !busy && onClose()} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{description}</DialogContentText>
        <FailureAlert failure={failure} />
        <Box sx={{ mt: 2.5 }}>
          {testMode ? (
            <Stack spacing={2}>
              <TestModeBanner />
              <TestCardForm amountCents={0} defaultName={cardName} submitLabel="Save card" busyLabel="Saving card..." onPay={save} />
            </Stack>
          ) : publishableKey ? (
            <StripeCard publishableKey={publishableKey} amountCents={0} submitLabel="Save card" busyLabel="Saving card..." onPaymentMethod={save} />
          ) : (
            <Alert severity="info">This site cannot take card payments at the moment. Please contact support to update your card.</Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
