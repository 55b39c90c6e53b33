/**
 * The customer's membership at a glance (docs/decisions/0019; GraphQL `currentMembership`): tier
 * and status, plan length, the current period, whether it renews or ends at the period's end, a
 * downgrade waiting for the period's end, whether a card is saved for renewals, the last renewal's
 * decline and, for a granted membership, the team's reason. The actions (change tier, cancel,
 * reactivate, card) are passed in by the page.
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import { graphql } from '../../gql';
import type { MembershipOverview_MembershipFragment } from '../../gql/graphql';
import { formatCount, formatDate } from '../../lib/format';

export const MembershipOverview_membership = graphql(`
  fragment MembershipOverview_membership on Membership {
    id
    status
    source
    planMonths
    startedAt
    currentPeriodStart
    currentPeriodEnd
    cancelAtPeriodEnd
    renews
    scheduledTier
    hasPaymentMethod
    lastRenewalError
    grantReason
    tier {
      code
      name
      monthlyRateCents
    }
    member {
      id
    }
  }
`);

/** Status words and chip colours (theme palette). */
const STATUS: Record<string, { label: string; color: 'success' | 'warning' | 'default' }> = {
  active: { label: 'Active', color: 'success' },
  pending: { label: 'Payment pending', color: 'warning' },
  cancelled: { label: 'Cancelled', color: 'default' },
  expired: { label: 'Expired', color: 'default' },
};

/** "Renews on ...", "Ends on ..." or the grant's end, in one sentence. */
export function renewalText(m: Pick<MembershipOverview_MembershipFragment, 'renews' | 'cancelAtPeriodEnd' | 'source' | 'currentPeriodEnd' | 'hasPaymentMethod' | 'planMonths'>): string {
  const end = formatDate(m.currentPeriodEnd);
  if (m.source === 'grant') return `Granted by our team: ends on ${end} and does not renew.`;
  if (m.cancelAtPeriodEnd) return `Cancelled: stays active until ${end}, then ends. It will not renew.`;
  if (m.renews) return `Renews on ${end} for another ${formatCount(m.planMonths, 'month')}.`;
  if (!m.hasPaymentMethod) return `Ends on ${end}: add a card to renew it.`;
  return `Ends on ${end}.`;
}

/** The membership card: heading (h2), facts, alerts and the page's actions. */
export function MembershipOverview({
  membership: m,
  scheduledTierName,
  actions,
  headingId,
}: {
  membership: MembershipOverview_MembershipFragment;
  /** Name of the tier a downgrade waits for (from `membershipTiers`). */
  scheduledTierName: string | null;
  actions: ReactNode;
  headingId: string;
}) {
  const status = (m.cancelAtPeriodEnd && m.status === 'active' ? { label: 'Ends at period end', color: 'warning' as const } : null) ??
    STATUS[m.status] ?? { label: m.status, color: 'default' as const };
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 36 } }}>
          <WorkspacePremiumRounded />
        </Box>
        <Typography id={headingId} component="h2" variant="h5" sx={{ fontWeight: 800 }}>
          {m.tier.name} membership
        </Typography>
        <Chip size="small" variant="outlined" color={status.color} label={status.label} />
      </Stack>

      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          gap: 2,
          mt: 2.5,
          mb: 0,
        }}
      >
        <Fact label="Tier">{m.tier.name}</Fact>
        <Fact label="Status">{STATUS[m.status]?.label ?? m.status}</Fact>
        <Fact label="Plan">
          {formatCount(m.planMonths, 'month')}
          {m.source === 'grant' ? ' (granted)' : ''}
        </Fact>
        <Fact label="Current period">
          {formatDate(m.currentPeriodStart)} to {formatDate(m.currentPeriodEnd)}
        </Fact>
        <Fact label="Renewal">{renewalText(m)}</Fact>
        <Fact label="Payment method">{m.hasPaymentMethod ? 'Card saved for renewals' : 'No card saved'}</Fact>
        <Fact label="Member since">{formatDate(m.startedAt)}</Fact>
      </Box>

      <Stack spacing={1.5} sx={{ mt: 2.5 }}>
        {m.scheduledTier && (
          <Alert severity="info">
            <AlertTitle sx={{ fontWeight: 700 }}>Change scheduled</AlertTitle>
            You move to {scheduledTierName ?? m.scheduledTier} on {formatDate(m.currentPeriodEnd)}. Until then you keep {m.tier.name}.
          </Alert>
        )}
        {m.lastRenewalError && (
          <Alert severity="error">
            <AlertTitle sx={{ fontWeight: 700 }}>The last renewal failed</AlertTitle>
            {m.lastRenewalError} Update your card so the next renewal goes through.
          </Alert>
        )}
        {m.source === 'grant' && m.grantReason && (
          <Alert severity="success" icon={false}>
            <AlertTitle sx={{ fontWeight: 700 }}>A gift from our team</AlertTitle>
            {m.grantReason}
          </Alert>
        )}
      </Stack>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1.5 }}>
        {actions}
      </Stack>
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}
