/**
 * Buying a membership on /customer/membership (docs/decisions/0019; spec section 9 tiers and
 * plans): 1. choose a tier (`membershipTiers`; a tier the visitor came for is preselected),
 * 2. choose a plan (1, 3, 6 or 12 months, with its price and saving), 3. pay with a card and join
 * (`subscribeMembership(tier, months, paymentMethodId)`).
 *
 * Cards: in test mode (`paymentConfig.testMode`, the embedded gateway) the shared test-card form
 * maps Stripe's test numbers to their PaymentMethod ids in the browser (docs/decisions/0015). In
 * Stripe mode Stripe's Payment Element creates the PaymentMethod in the browser
 * (components/payment/StripeCardForm.tsx) and the server charges it on the customer's Stripe
 * Customer, saving it for renewals (decision 0019). A decline shows the catalogue's payment
 * message with the gateway's words and keeps the form as typed.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockRounded from '@mui/icons-material/LockRounded';
import { tierHourlyRange, type MembershipTier } from '../../components/MembershipTierCard';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { StripeCard } from '../../components/payment/StripeCard';
import { TestCardForm } from '../../components/payment/TestCardForm';
import { TestModeBanner } from '../../components/payment/TestModeBanner';
import type { MembershipOverview_MembershipFragment } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';
import { ERROR_MESSAGES } from '../../lib/errors';
import { formatCents, formatCount } from '../../lib/format';
import { planDiscountPercent, planPriceCents, PLAN_MONTHS } from './membershipMath';
import { useSubscribeMembership } from './membershipMutations';

/** The purchase steps; `onJoined` gets the new, active membership. */
export function MembershipPurchase({
  tiers,
  initialTier,
  testMode,
  publishableKey,
  onJoined,
}: {
  tiers: readonly MembershipTier[];
  /** A tier code to preselect (navigation state `membershipIntent` or `?tier=`). */
  initialTier: string | null;
  testMode: boolean;
  /** Stripe's publishable key (Stripe mode); null when the server has none. */
  publishableKey: string | null;
  onJoined: (membership: MembershipOverview_MembershipFragment) => void;
}) {
  const { user } = useAuth();
  const [tierCode, setTierCode] = useState<string | null>(initialTier);
  const [months, setMonths] = useState<number>(1);
  const [failure, setFailure] = useState<{ title: string; detail: string | null } | null>(null);
  const [subscribe] = useSubscribeMembership();
  const failureRef = useRef<HTMLDivElement>(null);
  const tierLabelId = useId();
  const planLabelId = useId();

  // A preselection that arrives after the first render (tiers loaded later) still applies.
  useEffect(() => {
    if (initialTier) setTierCode((current) => current ?? initialTier);
  }, [initialTier]);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const tier = tiers.find((t) => t.code === tierCode) ?? null;
  const plans = tier ? PLAN_MONTHS.map((m) => tier.plans.find((p) => p.months === m)).filter((p) => p !== undefined) : [];
  const plan = plans.find((p) => p.months === months) ?? plans[0] ?? null;
  const priceCents = tier && plan ? planPriceCents(tier, plan.months) : 0;

  const pay = async (paymentMethodId: string) => {
    if (!tier || !plan) return;
    setFailure(null);
    const outcome = await subscribe({ tier: tier.code, months: plan.months, paymentMethodId });
    if (outcome.ok) {
      onJoined(outcome.data);
      return;
    }
    if (outcome.error.type === 'PAYMENT_ERROR') {
      const detail = outcome.message === ERROR_MESSAGES.PAYMENT_ERROR ? null : outcome.message;
      setFailure({ title: ERROR_MESSAGES.PAYMENT_ERROR, detail: detail ? `${detail} Nothing was charged; check the card or use another one.` : 'Nothing was charged.' });
    } else {
      setFailure({ title: "We couldn't start your membership", detail: outcome.message });
    }
  };

  return (
    <Stack spacing={4}>
      {/* Step 1: tier */}
      <Box component="section" aria-labelledby={tierLabelId}>
        <Typography id={tierLabelId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          1. Choose a tier
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          Member rates apply to services whose member hourly rate is in your tier's range.{' '}
          <Link component={RouterLink} to="/memberships/plans">
            Compare tiers in detail
          </Link>
        </Typography>
        <RadioGroup
          aria-labelledby={tierLabelId}
          name="membership-tier"
          value={tierCode ?? ''}
          onChange={(e) => {
            setTierCode(e.target.value);
            setFailure(null);
          }}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
        >
          {tiers.map((t) => (
            <ChoiceCard key={t.code} selected={t.code === tierCode}>
              <FormControlLabel
                value={t.code}
                control={<Radio />}
                sx={{ m: 0, p: 2, width: '100%', alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.75, ml: -0.75 } }}
                label={
                  <Box sx={{ minWidth: 0 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.15rem' }}>
                        {t.name}
                      </Typography>
                      {t.popular && <Chip component="span" size="small" color="primary" label="Most popular" />}
                    </Stack>
                    <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                      {formatCents(t.monthlyRateCents)}/month
                    </Typography>
                    <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                      Member rates {tierHourlyRange(t)}
                    </Typography>
                  </Box>
                }
              />
            </ChoiceCard>
          ))}
        </RadioGroup>
      </Box>

      {tier && plan ? (
        <>
          {/* Step 2: plan */}
          <Box component="section" aria-labelledby={planLabelId}>
            <Typography id={planLabelId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              2. Choose a plan
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              Pay for 1, 3, 6 or 12 months at once; longer plans cost less per month. The plan renews for the same length until you cancel.
            </Typography>
            <RadioGroup
              aria-labelledby={planLabelId}
              name="membership-plan"
              value={String(plan.months)}
              onChange={(e) => {
                setMonths(Number(e.target.value));
                setFailure(null);
              }}
              sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
            >
              {plans.map((p) => {
                const percent = planDiscountPercent(p);
                return (
                  <ChoiceCard key={p.id} selected={p.months === plan.months}>
                    <FormControlLabel
                      value={String(p.months)}
                      control={<Radio />}
                      sx={{ m: 0, p: 1.5, width: '100%', alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.75, ml: -0.5 } }}
                      label={
                        <Box sx={{ minWidth: 0 }}>
                          <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                            {formatCount(p.months, 'month')}
                          </Typography>
                          <Typography component="span" sx={{ display: 'block', fontWeight: 800, fontSize: '1.1rem' }}>
                            {formatCents(p.priceCents)}
                          </Typography>
                          {p.originalPriceCents > p.priceCents && (
                            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                              <VisuallyHidden>instead of </VisuallyHidden>
                              <Box component="s">{formatCents(p.originalPriceCents)}</Box>
                              {' · '}
                              {formatCents(Math.round(p.priceCents / p.months))}/month
                            </Typography>
                          )}
                          {percent > 0 && (
                            <Chip component="span" size="small" variant="outlined" color="success" label={`Save ${percent}%`} sx={{ mt: 0.5 }} />
                          )}
                        </Box>
                      }
                    />
                  </ChoiceCard>
                );
              })}
            </RadioGroup>
          </Box>

          {/* Step 3: pay */}
          <Box component="section" aria-labelledby="membership-pay-title">
            <Typography id="membership-pay-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
              3. Pay and join
            </Typography>
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' }, alignItems: 'start' }}>
              <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, minWidth: 0 }}>
                <Stack spacing={2.5}>
                  {failure && (
                    <Alert severity="error" role="alert" ref={failureRef} tabIndex={-1}>
                      <AlertTitle sx={{ fontWeight: 700 }}>{failure.title}</AlertTitle>
                      {failure.detail}
                    </Alert>
                  )}
                  {testMode ? (
                    <>
                      <TestModeBanner />
                      <TestCardForm
                        amountCents={priceCents}
                        defaultName={user ? `${user.firstName} ${user.lastName ?? ''}`.trim() : ''}
                        submitLabel={`Pay ${formatCents(priceCents)} and join ${tier.name}`}
                        busyLabel="Processing payment..."
                        onPay={pay}
                      />
                    </>
                  ) : publishableKey ? (
                    <StripeCard
                      publishableKey={publishableKey}
                      amountCents={priceCents}
                      submitLabel={`Pay ${formatCents(priceCents)} and join ${tier.name}`}
                      busyLabel="Processing payment..."
                      onPaymentMethod={pay}
                    />
                  ) : (
                    <Alert severity="info">
                      <AlertTitle sx={{ fontWeight: 700 }}>Card payments are not set up</AlertTitle>
                      This site cannot take card payments at the moment. Please contact support and we will set up your membership.
                    </Alert>
                  )}
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                    <LockRounded fontSize="small" aria-hidden />
                    <Typography variant="body2">
                      {testMode
                        ? 'Your card number stays in this browser: test mode sends only the test card type.'
                        : 'Card details are handled by our payment provider; we never see them.'}
                    </Typography>
                  </Stack>
                </Stack>
              </Paper>
              <OrderSummary tierName={tier.name} months={plan.months} priceCents={priceCents} originalCents={plan.originalPriceCents} />
            </Box>
          </Box>
        </>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>Choose a tier to see its plans and pay.</Typography>
      )}
    </Stack>
  );
}

/** A bordered card around a radio choice, highlighted when chosen (theme colours only). */
function ChoiceCard({ selected, children }: { selected: boolean; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        borderRadius: 3,
        borderWidth: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'action.selected' : 'background.paper',
        minWidth: 0,
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      {children}
    </Paper>
  );
}

/** What the customer is about to pay: tier, plan length, price and the renewal rule. */
function OrderSummary({ tierName, months, priceCents, originalCents }: { tierName: string; months: number; priceCents: number; originalCents: number }) {
  return (
    <Paper component="aside" variant="outlined" aria-label="Order summary" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Order summary
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Typography>
          {tierName}, {formatCount(months, 'month')}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatCents(priceCents)}</Typography>
      </Stack>
      {originalCents > priceCents && (
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, color: 'success.main' }}>
          <Typography variant="body2">You save</Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {formatCents(originalCents - priceCents)}
          </Typography>
        </Stack>
      )}
      <Divider sx={{ my: 1.5 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Typography sx={{ fontWeight: 700 }}>Due today</Typography>
        <Typography sx={{ fontWeight: 800 }} data-testid="membership-total">
          {formatCents(priceCents)}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
        Member rates start right away. It renews every {formatCount(months, 'month')} at {formatCents(priceCents)} until you cancel; cancel anytime
        and keep member rates until the period ends.
      </Typography>
    </Paper>
  );
}
