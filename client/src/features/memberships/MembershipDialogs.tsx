/**
 * The dialogs of the customer's membership page (issue 8 "Memberships"): change tier (an upgrade
 * applies now and charges the prorated difference; a downgrade applies at the period's end, said
 * before confirming), cancel at the period's end (confirmation), and update the card renewals
 * charge. Each calls its hook from membershipMutations.ts, disables itself while busy, and reports
 * success to the page (which shows a toast).
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MembershipTier } from '../../components/MembershipTierCard';
import { StripeCard } from '../../components/payment/StripeCard';
import { TestCardForm } from '../../components/payment/TestCardForm';
import { TestModeBanner } from '../../components/payment/TestModeBanner';
import type { MembershipOverview_MembershipFragment } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';
import { ERROR_MESSAGES } from '../../lib/errors';
import { formatCents, formatCount, formatDate } from '../../lib/format';
import { daysLeft, isUpgrade, planPriceCents, proratedUpgradeCents } from './membershipMath';
import { useCancelMembership, useChangeMembershipTier, useUpdateMembershipPaymentMethod, type MembershipResult } from './membershipMutations';

type Failure = { title: string | null; detail: string };

/** A failed result as an alert: a decline gets the catalogue's payment message as its title. */
function failureOf(result: Extract<MembershipResult, { ok: false }>): Failure {
  if (result.type === 'PAYMENT_ERROR') {
    return {
      title: ERROR_MESSAGES.PAYMENT_ERROR,
      detail: result.message === ERROR_MESSAGES.PAYMENT_ERROR ? 'Nothing was charged.' : `${result.message} Nothing was charged.`,
    };
  }
  return { title: null, detail: result.message };
}

function FailureAlert({ failure }: { failure: Failure | null }) {
  if (!failure) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {failure.title && <AlertTitle sx={{ fontWeight: 700 }}>{failure.title}</AlertTitle>}
      {failure.detail}
    </Alert>
  );
}

function useFullScreen() {
  return useMediaQuery('(max-width:767.95px)');
}

/** The customer's display name for the card form. */
function useCardName(): string {
  const { user } = useAuth();
  return user ? `${user.firstName} ${user.lastName ?? ''}`.trim() : '';
}

/* ---------------------------------------------------------------- change tier */

/**
 * Change tier: pick another tier (or, with a downgrade waiting, keep the current one). The dialog
 * says what happens before the customer confirms: an upgrade applies now and charges about the
 * prorated difference to the saved card (a card is asked for when none is saved); a downgrade
 * applies on the period's end date and charges nothing now.
 */
export function ChangeTierDialog({
  open,
  membership: m,
  tiers,
  testMode,
  publishableKey,
  initialTarget,
  onClose,
  onChanged,
}: {
  open: boolean;
  membership: MembershipOverview_MembershipFragment;
  tiers: readonly MembershipTier[];
  testMode: boolean;
  /** Stripe's publishable key (Stripe mode); null when the server has none. */
  publishableKey: string | null;
  /** A tier to preselect (the one the customer came for). */
  initialTarget: string | null;
  onClose: () => void;
  onChanged: (message: string) => void;
}) {
  const fullScreen = useFullScreen();
  const titleId = useId();
  const groupLabelId = useId();
  const cardName = useCardName();
  const [change, { loading }] = useChangeMembershipTier();
  const [target, setTarget] = useState<string>('');
  const [failure, setFailure] = useState<Failure | null>(null);

  const current = tiers.find((t) => t.code === m.tier.code) ?? null;
  const choices = tiers.filter((t) => t.code !== m.tier.code || Boolean(m.scheduledTier));

  const tierCodes = tiers.map((t) => t.code).join(',');
  useEffect(() => {
    if (!open) return;
    setFailure(null);
    const preferred = initialTarget && initialTarget !== m.tier.code && tierCodes.split(',').includes(initialTarget) ? initialTarget : '';
    setTarget(preferred);
  }, [open, initialTarget, m.tier.code, tierCodes]);

  const chosen = tiers.find((t) => t.code === target) ?? null;
  const end = formatDate(m.currentPeriodEnd);
  const keeping = chosen !== null && chosen.code === m.tier.code;
  const upgrade = chosen !== null && current !== null && !keeping && isUpgrade(current, chosen);
  const charge = upgrade && current && chosen ? proratedUpgradeCents(current, chosen, m) : 0;
  const needsCard = upgrade && !m.hasPaymentMethod;
  const scheduledName = m.scheduledTier ? (tiers.find((t) => t.code === m.scheduledTier)?.name ?? m.scheduledTier) : null;

  const submit = async (paymentMethodId: string | null = null) => {
    if (!chosen || loading) return;
    setFailure(null);
    const result = await change(chosen.code, paymentMethodId);
    if (!result.ok) {
      setFailure(failureOf(result));
      return;
    }
    if (keeping) onChanged(`You stay on ${chosen.name}; the scheduled change was dropped.`);
    else if (upgrade) onChanged(`You're now on ${chosen.name}. Member rates of ${chosen.name} apply right away.`);
    else onChanged(`You move to ${chosen.name} on ${end}. You keep ${m.tier.name} until then.`);
  };

  let explanation: ReactNode = null;
  if (chosen && keeping) {
    explanation = (
      <Alert severity="info" sx={{ mt: 2 }}>
        Your scheduled change to {scheduledName} is dropped and you stay on {m.tier.name}. Nothing is charged.
      </Alert>
    );
  } else if (chosen && upgrade) {
    explanation = (
      <Alert severity="info" sx={{ mt: 2 }}>
        <AlertTitle sx={{ fontWeight: 700 }}>An upgrade applies now</AlertTitle>
        You move to {chosen.name} right away.{' '}
        {charge > 0 ? (
          <>
            We charge the prorated difference for the {formatCount(daysLeft(m.currentPeriodEnd), 'day')} left in this period, about{' '}
            <strong>{formatCents(charge)}</strong>
            {m.hasPaymentMethod ? ', to your saved card' : ''}.
          </>
        ) : (
          <>Nothing is charged now: the difference for the time left in this period is too small to charge.</>
        )}{' '}
        From {end} it renews at {formatCents(planPriceCents(chosen, m.planMonths))} every {formatCount(m.planMonths, 'month')}.
      </Alert>
    );
  } else if (chosen) {
    explanation = (
      <Alert severity="info" sx={{ mt: 2 }}>
        <AlertTitle sx={{ fontWeight: 700 }}>A downgrade applies at the end of your period</AlertTitle>
        You keep {m.tier.name} and its member rates until {end}, then move to {chosen.name}
        {m.source === 'purchase' ? `, renewing at ${formatCents(planPriceCents(chosen, m.planMonths))} every ${formatCount(m.planMonths, 'month')}` : ''}
        . Nothing is charged now.
      </Alert>
    );
  }

  const confirmLabel = !chosen
    ? 'Change tier'
    : keeping
      ? `Keep ${chosen.name}`
      : upgrade
        ? charge > 0
          ? `Upgrade to ${chosen.name} and pay ${formatCents(charge)}`
          : `Upgrade to ${chosen.name} now`
        : `Switch to ${chosen.name} on ${end}`;

  return (
    <Dialog open={open} onClose={() => !loading && onClose()} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Change your tier
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          You are on {m.tier.name} until {end}. An upgrade applies now and charges the prorated difference; a downgrade applies at the end of the
          period.
        </DialogContentText>
        <Typography id={groupLabelId} sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
          New tier
        </Typography>
        <RadioGroup aria-labelledby={groupLabelId} name="new-tier" value={target} onChange={(e) => setTarget(e.target.value)}>
          {choices.map((t) => {
            const label =
              t.code === m.tier.code
                ? `Keep ${t.name} (drop the change to ${scheduledName})`
                : `${t.name}: ${formatCents(t.monthlyRateCents)}/month, ${current && isUpgrade(current, t) ? 'upgrade, applies now' : `downgrade, applies on ${end}`}`;
            return <FormControlLabel key={t.code} value={t.code} control={<Radio />} label={label} disabled={loading} />;
          })}
        </RadioGroup>
        {explanation}
        <FailureAlert failure={failure} />
        {needsCard &&
          (testMode ? (
            <Stack spacing={2} sx={{ mt: 2.5 }}>
              <Typography sx={{ fontWeight: 700 }}>Card for the upgrade and renewals</Typography>
              <TestModeBanner />
              <TestCardForm
                amountCents={charge}
                defaultName={cardName}
                submitLabel={chosen ? confirmLabel : 'Upgrade'}
                busyLabel="Upgrading..."
                onPay={(paymentMethodId) => submit(paymentMethodId)}
              />
            </Stack>
          ) : publishableKey ? (
            <Stack spacing={2} sx={{ mt: 2.5 }}>
              <Typography sx={{ fontWeight: 700 }}>Card for the upgrade and renewals</Typography>
              <StripeCard
                publishableKey={publishableKey}
                amountCents={charge}
                submitLabel={chosen ? confirmLabel : 'Upgrade'}
                busyLabel="Upgrading..."
                onPaymentMethod={(paymentMethodId) => submit(paymentMethodId)}
              />
            </Stack>
          ) : (
            <Alert severity="warning" sx={{ mt: 2 }}>
              An upgrade needs a saved card, and this site cannot take card payments at the moment. Please contact support to upgrade.
            </Alert>
          ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={loading}>
          Close
        </Button>
        {!needsCard && (
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={!chosen || loading}
            startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {loading ? 'Changing tier...' : confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/* ---------------------------------------------------------------- cancel */

/** Confirms a cancel: the membership stays active (member rates) until the period's end, with no renewal. */
export function CancelMembershipDialog({
  open,
  membership: m,
  scheduledTierName,
  onClose,
  onCancelled,
}: {
  open: boolean;
  membership: MembershipOverview_MembershipFragment;
  scheduledTierName: string | null;
  onClose: () => void;
  onCancelled: (message: string) => void;
}) {
  const fullScreen = useFullScreen();
  const titleId = useId();
  const descriptionId = useId();
  const [cancel, { loading }] = useCancelMembership();
  const [failure, setFailure] = useState<Failure | null>(null);
  const end = formatDate(m.currentPeriodEnd);

  useEffect(() => {
    if (open) setFailure(null);
  }, [open]);

  const confirm = async () => {
    if (loading) return;
    setFailure(null);
    const result = await cancel();
    if (result.ok) onCancelled(`Your membership is cancelled. It stays active until ${end} and will not renew.`);
    else setFailure(failureOf(result));
  };

  return (
    <Dialog
      open={open}
      onClose={() => !loading && onClose()}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Cancel your membership?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          Your {m.tier.name} membership stays active until {end}, with member rates until then. There is no renewal and nothing more is charged.
          {scheduledTierName ? ` The scheduled change to ${scheduledTierName} will not happen.` : ''} You can reactivate it before {end}.
        </DialogContentText>
        <FailureAlert failure={failure} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={loading}>
          Keep membership
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirm()}
          disabled={loading}
          startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {loading ? 'Cancelling...' : 'Cancel membership'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/* ---------------------------------------------------------------- card */

/**
 * Saves the card renewals are charged to (test mode: the shared test-card form; Stripe mode:
 * Stripe's Payment Element, the server attaching the card to the customer's Stripe Customer).
 * Nothing is charged now.
 */
export function PaymentMethodDialog({
  open,
  membership: m,
  testMode,
  publishableKey,
  onClose,
  onSaved,
}: {
  open: boolean;
  membership: MembershipOverview_MembershipFragment;
  testMode: boolean;
  /** Stripe's publishable key (Stripe mode); null when the server has none. */
  publishableKey: string | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const fullScreen = useFullScreen();
  const titleId = useId();
  const cardName = useCardName();
  const [update, { loading }] = useUpdateMembershipPaymentMethod();
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    if (open) setFailure(null);
  }, [open]);

  const save = async (paymentMethodId: string) => {
    setFailure(null);
    const result = await update(paymentMethodId);
    if (result.ok) onSaved('Your card is saved. Renewals are charged to it.');
    else setFailure(failureOf(result));
  };

  return (
    <Dialog open={open} onClose={() => !loading && onClose()} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {m.hasPaymentMethod ? 'Update your card' : 'Add a card'}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {m.source === 'grant'
            ? 'Your membership was granted and does not renew; a saved card is used if you upgrade. Nothing is charged now.'
            : `Renewals (next on ${formatDate(m.currentPeriodEnd)}) are charged to this card. Nothing is charged now.`}
        </DialogContentText>
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
        <Button onClick={onClose} disabled={loading}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
