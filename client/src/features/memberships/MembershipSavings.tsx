/**
 * What the membership has saved so far (docs/decisions/0019; GraphQL `membershipAnalytics`, cents): the
 * regular price minus the member price over member-priced bookings, the membership fees paid,
 * the net result and how many bookings got the member rate.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql';
import type { MembershipSavings_SavingsFragment } from '../../gql/graphql';
import { formatCents, formatNumber } from '../../lib/format';

export const MembershipSavings_savings = graphql(`
  fragment MembershipSavings_savings on MembershipSavings {
    savingsCents
    feesPaidCents
    netSavingsCents
    memberBookings
  }
`);

/** The savings section (h2 + four figures); a skeleton while `savings` loads, a short note when it failed. */
export function MembershipSavings({ savings, failed }: { savings: MembershipSavings_SavingsFragment | null | undefined; failed?: boolean }) {
  return (
    <Box component="section" aria-labelledby="membership-savings-title">
      <Typography id="membership-savings-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        Your savings so far
      </Typography>
      {!savings ? (
        failed ? (
          <Typography sx={{ color: 'text.secondary' }}>We couldn't load your savings right now.</Typography>
        ) : (
          <Skeleton variant="rounded" height={96} aria-label="Loading your savings" />
        )
      ) : (
        <>
          <Box
            component="dl"
            sx={{ display: 'grid', gap: 2, m: 0, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
          >
            <Figure label="Saved on bookings" value={formatCents(savings.savingsCents)} />
            <Figure label="Membership fees paid" value={formatCents(savings.feesPaidCents)} />
            <Figure
              label={savings.netSavingsCents >= 0 ? 'Net savings' : 'Net (fees not yet earned back)'}
              value={`${savings.netSavingsCents < 0 ? '-' : ''}${formatCents(Math.abs(savings.netSavingsCents))}`}
            />
            <Figure label="Bookings at member rates" value={formatNumber(savings.memberBookings)} />
          </Box>
          {savings.memberBookings === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
              Book a service your tier covers and the member rate is applied automatically.
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 800, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Paper>
  );
}
