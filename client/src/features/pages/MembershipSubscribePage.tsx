import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { MembershipComparisonTable, MembershipTierCard, type MembershipTier } from '../../components/MembershipTierCard';
import { TermsModal } from '../../components/TermsModal';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { graphql } from '../../gql';
import { useAuth } from '../../lib/auth';
import { formatDate } from '../../lib/format';
import { ContentPage } from './ContentPage';

const MembershipPlansQuery = graphql(`
  query MembershipPlansPage {
    membershipTiers {
      code
      ...MembershipTierCard_tier
    }
  }
`);

const CurrentMembershipQuery = graphql(`
  query CurrentMembership {
    me {
      id
      activeMembership {
        id
        status
        currentPeriodEnd
        tier {
          code
          name
        }
      }
    }
  }
`);

/** /memberships/subscribe and /memberships/plans: the tiers and plans, and where subscribing starts. */
export default function MembershipSubscribePage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [termsOpen, setTermsOpen] = useState(false);
  const [params] = useSearchParams();
  // The chosen tier arrives as ?tier= (landing signup modal, survives sign-in) or in navigation state.
  const navState = location.state as { membershipIntent?: string; welcome?: string } | null;
  const intent = navState?.membershipIntent ?? params.get('tier') ?? undefined;
  const welcome = typeof navState?.welcome === 'string' ? navState.welcome : undefined;

  const { data, loading, error, refetch } = useQuery(MembershipPlansQuery);
  const isCustomer = user?.role === 'customer';
  const current = useQuery(CurrentMembershipQuery, { skip: !isCustomer, fetchPolicy: 'cache-and-network' });
  const active = current.data?.me?.activeMembership ?? null;
  const tiers = data?.membershipTiers ?? [];
  const intentName = intent ? tiers.find((t) => t.code === intent)?.name : undefined;

  const choose = (tier: MembershipTier) => {
    if (!user) {
      navigate('/register', { state: { membershipIntent: tier.code, redirectTo: '/customer/membership' } });
    } else {
      navigate('/customer/membership', { state: { membershipIntent: tier.code } });
    }
  };

  return (
    <ContentPage
      eyebrow="Comfort Life membership"
      title="Pick the plan that fits your home"
      subtitle="Member rates from $18/hour, up to 55% off every clean. No setup fees, cancel anytime."
    >
      <Stack spacing={2} sx={{ mb: 4 }}>
        {welcome && <Alert severity="success">{welcome}</Alert>}
        {intentName && !active && (
          <Alert severity="info">
            You picked <strong>{intentName}</strong>. Choose a tier below to continue.
          </Alert>
        )}
        {active && (
          <Alert severity="success">
            Your current plan is <strong>{active.tier.name}</strong> ({active.status}), renewing or ending on{' '}
            {formatDate(active.currentPeriodEnd)}.
          </Alert>
        )}
        {user && !isCustomer && (
          <Alert severity="warning">Memberships are available to customer accounts. You are signed in as {user.roleLabel}.</Alert>
        )}
      </Stack>

      {/* The tier cards' names are h3: this keeps the outline h1 > h2 > h3. */}
      <VisuallyHidden component="h2">Membership tiers</VisuallyHidden>
      {error && tiers.length === 0 ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          We couldn't load the membership plans right now.
        </Alert>
      ) : (
        <Grid container spacing={3} sx={{ pt: 1.5, alignItems: 'stretch' }}>
          {loading && tiers.length === 0
            ? [0, 1, 2].map((i) => (
                <Grid key={i} size={{ xs: 12, md: 4 }}>
                  <Skeleton variant="rounded" height={520} />
                </Grid>
              ))
            : tiers.map((tier) => {
                const isCurrent = active?.tier.code === tier.code;
                return (
                  <Grid key={tier.code} size={{ xs: 12, md: 4 }}>
                    <MembershipTierCard
                      tier={tier}
                      onSelect={choose}
                      disabled={Boolean(user && !isCustomer) || isCurrent}
                      ctaLabel={isCurrent ? 'Current plan' : user ? `Subscribe to ${tier.name}` : `Get ${tier.name}`}
                    />
                  </Grid>
                );
              })}
        </Grid>
      )}

      {tiers.length > 0 && (
        <Box component="section" aria-labelledby="compare-title" sx={{ mt: 8 }}>
          <Typography id="compare-title" variant="h4" component="h2" gutterBottom>
            Compare tiers
          </Typography>
          <MembershipComparisonTable tiers={tiers} />
        </Box>
      )}

      <Typography variant="body2" color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
        Rates $18-45/hour. Re-clean within 24 hours if you're not satisfied. Read the{' '}
        <Link component="button" type="button" onClick={() => setTermsOpen(true)} sx={{ verticalAlign: 'baseline' }}>
          Terms &amp; Conditions
        </Link>
        .
      </Typography>
      <TermsModal open={termsOpen} onClose={() => setTermsOpen(false)} />
    </ContentPage>
  );
}
