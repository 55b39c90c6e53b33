/**
 * /customer/membership (customer; docs/decisions/0019, spec sections 7 and 9).
 *
 * With an active membership (`currentMembership`): its tier, status, plan, period, renewal or end,
 * a downgrade waiting for the period's end, the saved card, the last renewal error, the savings so
 * far (`membershipAnalytics`), and the actions: change tier, cancel at the period's end (confirm),
 * reactivate, update the card. Without one: the purchase flow (tier, plan, card, pay) of
 * MembershipPurchase; a tier in navigation state `membershipIntent` (from /memberships/subscribe
 * and the landing page) or `?tier=` is preselected. After buying, the page shows the new
 * membership (the mutation writes it to the cache) and a success toast.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/ui/PageTitle';
import { QueryErrorState, StateMessage } from '../../components/ui/StateMessage';
import { graphql } from '../../gql';
import type { MembershipOverview_MembershipFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import { useToast } from '../../lib/toast';
import { ChangeTierDialog } from './ChangeTierDialog';
import { CancelMembershipDialog, PaymentMethodDialog } from './MembershipDialogs';
import { intendedTier } from './membershipMath';
import { useReactivateMembership } from './membershipMutations';
import { MembershipOverview } from './MembershipOverview';
import { MembershipPurchase } from './MembershipPurchase';
import { MembershipSavings } from './MembershipSavings';

const CustomerMembershipPageQuery = graphql(`
  query CustomerMembershipPage {
    currentMembership {
      id
      ...MembershipOverview_membership
    }
    membershipTiers {
      code
      ...MembershipTierCard_tier
    }
    paymentConfig {
      testMode
      publishableKey
    }
  }
`);

const CustomerMembershipSavingsQuery = graphql(`
  query CustomerMembershipSavings {
    membershipAnalytics {
      ...MembershipSavings_savings
    }
  }
`);

const headingSx = { fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.1rem' }, '&:focus': { outline: 'none' } } as const;

type DialogName = 'tier' | 'cancel' | 'card' | null;

/** The membership page: the member's membership and actions, or the purchase flow. */
export default function CustomerMembershipPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(CustomerMembershipPageQuery, { fetchPolicy: 'cache-and-network' });
  const membership = data?.currentMembership ?? null;
  const savings = useQuery(CustomerMembershipSavingsQuery, { skip: !membership, fetchPolicy: 'cache-and-network' });
  const [dialog, setDialog] = useState<DialogName>(null);
  const [reactivate, { loading: reactivating }] = useReactivateMembership();
  const [justJoined, setJustJoined] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const tiers = data?.membershipTiers ?? [];
  const intent = intendedTier(location.state, params, tiers.map((t) => t.code));

  // After buying, the heading of the membership view takes focus (screen readers hear the change).
  useEffect(() => {
    if (justJoined && membership) headingRef.current?.focus();
  }, [justJoined, membership]);

  if (!data) {
    if (loading) return <MembershipSkeleton />;
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <PageTitle title="Membership" />
        <Typography component="h1" variant="h4" sx={{ ...headingSx, mb: 3 }}>
          Membership
        </Typography>
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load your membership" />
      </Container>
    );
  }

  const testMode = data.paymentConfig.testMode;
  const publishableKey = data.paymentConfig.publishableKey ?? null;

  const joined = (m: MembershipOverview_MembershipFragment) => {
    setJustJoined(true);
    toast.success(`Your ${m.tier.name} membership is active until ${formatDate(m.currentPeriodEnd)}. Member rates apply to your next bookings.`, {
      title: `Welcome to ${m.tier.name}!`,
    });
  };

  if (!membership) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <PageTitle title="Membership" />
        <Typography component="h1" variant="h4" sx={{ ...headingSx, mb: 1 }}>
          Become a member
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 4, maxWidth: 720 }}>
          Members pay member rates on every service their tier covers, from $18/hour. No setup fees; cancel anytime and keep member rates
          until the period you paid for ends.
        </Typography>
        {tiers.length === 0 ? (
          <StateMessage
            title="No membership tiers are available right now"
            description="Please try again later or contact support."
            actions={<Button onClick={() => void refetch()}>Try again</Button>}
          />
        ) : (
          <MembershipPurchase tiers={tiers} initialTier={intent} testMode={testMode} publishableKey={publishableKey} onJoined={joined} />
        )}
      </Container>
    );
  }

  const m = membership;
  const tierName = (code: string | null | undefined) => (code ? (tiers.find((t) => t.code === code)?.name ?? code) : null);
  const scheduledTierName = tierName(m.scheduledTier);
  const wantsOtherTier = intent !== null && intent !== m.tier.code && !justJoined;
  const purchased = m.source === 'purchase';

  const done = (message: string) => {
    setDialog(null);
    toast.success(message);
  };

  const onReactivate = async () => {
    if (reactivating) return;
    const outcome = await reactivate();
    if (outcome.ok) {
      toast.success(
        outcome.data.renews
          ? `Your membership is active again and renews on ${formatDate(outcome.data.currentPeriodEnd)}.`
          : 'Your membership is active again. Add a card so it can renew.',
      );
    } else {
      toast.error(outcome.message, { title: "We couldn't reactivate your membership" });
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Membership" />
      <Typography ref={headingRef} tabIndex={-1} component="h1" variant="h4" sx={{ ...headingSx, mb: 1 }}>
        Your membership
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 720 }}>
        Member rates apply automatically when you book a service your tier covers.
      </Typography>

      <Stack spacing={4}>
        {wantsOtherTier && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={() => setDialog('tier')}>
                Change to {tierName(intent)}
              </Button>
            }
            sx={{ '& .MuiAlert-action': { alignItems: 'center' }, flexWrap: 'wrap' }}
          >
            You picked {tierName(intent)}. You're already a {m.tier.name} member: change your tier to move to {tierName(intent)}.
          </Alert>
        )}

        <MembershipOverview
          membership={m}
          headingId="membership-overview-title"
          scheduledTierName={scheduledTierName}
          actions={
            <>
              <Button variant="contained" onClick={() => setDialog('tier')}>
                Change tier
              </Button>
              {purchased && m.cancelAtPeriodEnd && (
                <Button
                  variant="contained"
                  color="success"
                  onClick={() => void onReactivate()}
                  disabled={reactivating}
                  startIcon={reactivating ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
                >
                  {reactivating ? 'Reactivating...' : 'Reactivate membership'}
                </Button>
              )}
              <Button variant="outlined" onClick={() => setDialog('card')}>
                {m.hasPaymentMethod ? 'Update card' : 'Add a card'}
              </Button>
              {purchased && !m.cancelAtPeriodEnd && (
                <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
                  Cancel membership
                </Button>
              )}
            </>
          }
        />

        <MembershipSavings savings={savings.data?.membershipAnalytics} failed={Boolean(savings.error) && !savings.data} />
      </Stack>

      <ChangeTierDialog
        open={dialog === 'tier'}
        membership={m}
        tiers={tiers}
        testMode={testMode}
        publishableKey={publishableKey}
        initialTarget={wantsOtherTier ? intent : null}
        onClose={() => setDialog(null)}
        onChanged={(message) => {
          done(message);
          // An upgrade may have charged the card: the fees paid change.
          void savings.refetch();
        }}
      />
      <CancelMembershipDialog
        open={dialog === 'cancel'}
        membership={m}
        scheduledTierName={scheduledTierName}
        onClose={() => setDialog(null)}
        onCancelled={done}
      />
      <PaymentMethodDialog
        open={dialog === 'card'}
        membership={m}
        testMode={testMode}
        publishableKey={publishableKey}
        onClose={() => setDialog(null)} onSaved={done} />
    </Container>
  );
}

function MembershipSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} aria-busy aria-label="Loading your membership">
      <PageTitle title="Membership" />
      <Skeleton width="40%" height={48} sx={{ mb: 1 }} />
      <Skeleton width="60%" sx={{ mb: 3 }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={140} />
      </Box>
      <Skeleton variant="rounded" height={240} sx={{ mt: 3 }} />
    </Container>
  );
}
