import { useEffect, useId, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
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
import type { MembershipTier } from '../../components/MembershipTierCard';
import { StripeCard } from '../../components/payment/StripeCard';
import { TestCardForm } from '../../components/payment/TestCardForm';
import { TestModeBanner } from '../../components/payment/TestModeBanner';
import type { MembershipOverview_MembershipFragment } from '../../gql/graphql';
import { formatCents, formatCount, formatDate } from '../../lib/format';
import type { MutationFailure } from '../../lib/mutation';
import { daysLeft, isUpgrade, planPriceCents, proratedUpgradeCents } from './membershipMath';
import { useChangeMembershipTier } from './membershipMutations';
import { FailureAlert, useCardName, useFullScreen } from '../../components/payment/PaymentDialogParts';

/** The tier picked in the dialog (a tier code). */
const tierChoice = z.object({ target: z.string().min(1, 'Choose a tier') });
type TierChoice = z.infer<typeof tierChoice>;

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
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const { control, reset, handleSubmit } = useForm<TierChoice>({ resolver: zodResolver(tierChoice), defaultValues: { target: '' } });
  const target = useWatch({ control, name: 'target' });

  const current = tiers.find((t) => t.code === m.tier.code) ?? null;
  const choices = tiers.filter((t) => t.code !== m.tier.code || Boolean(m.scheduledTier));

  const tierCodes = tiers.map((t) => t.code).join(',');
  useEffect(() => {
    if (!open) return;
    setFailure(null);
    const preferred = initialTarget && initialTarget !== m.tier.code && tierCodes.split(',').includes(initialTarget) ? initialTarget : '';
    reset({ target: preferred });
  }, [open, initialTarget, m.tier.code, tierCodes, reset]);

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
    const outcome = await change(chosen.code, paymentMethodId);
    if (!outcome.ok) {
      setFailure(outcome);
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
        <Controller
          name="target"
          control={control}
          render={({ field }) => (
            <RadioGroup aria-labelledby={groupLabelId} name="new-tier" value={field.value} onChange={(e) => field.onChange(e.target.value)}>
              {choices.map((t) => {
                const label =
                  t.code === m.tier.code
                    ? `Keep ${t.name} (drop the change to ${scheduledName})`
                    : `${t.name}: ${formatCents(t.monthlyRateCents)}/month, ${current && isUpgrade(current, t) ? 'upgrade, applies now' : `downgrade, applies on ${end}`}`;
                return <FormControlLabel key={t.code} value={t.code} control={<Radio />} label={label} disabled={loading} />;
              })}
            </RadioGroup>
          )}
        />
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
            onClick={() => void handleSubmit(() => submit())()}
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
