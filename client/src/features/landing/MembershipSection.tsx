import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { MembershipComparisonTable, MembershipTierCard, type MembershipTier } from '../../components/MembershipTierCard';
import { TermsModal } from '../../components/TermsModal';
import { graphql } from '../../gql';
import { SectionHeading } from './SectionHeading';
import type { SignupTier } from './signupTier';

const LandingMembershipQuery = graphql(`
  query LandingMembershipTiers {
    membershipTiers {
      code
      ...MembershipTierCard_tier
    }
  }
`);

const EXPLAINER = [
  {
    title: 'How membership works',
    text: 'Pay a monthly fee and every booking in your tier is charged at the member hourly rate instead of the regular one, saving up to 55%.',
  },
  {
    title: 'Which tier is right for me?',
    text: 'Moon covers everyday home cleaning ($18-$22/h). Star adds specialised services up to $32/h. Sun unlocks every service, including luxury and emergency work, up to $45/h.',
  },
  {
    title: 'Longer plans save more',
    text: 'Prepay 3, 6 or 12 months to save on the monthly fee. You can cancel anytime and there are no setup fees.',
  },
];

/**
 * Membership plans from `membershipTiers`, with the details explainer, comparison table and terms.
 * `onChoose` receives the tier a visitor picks (the landing page opens the signup modal or the
 * subscribe path).
 */
export function MembershipSection({
  scrollIntoView = false,
  onChoose,
}: {
  scrollIntoView?: boolean;
  onChoose: (tier: SignupTier) => void;
}) {
  const { data, loading, error, refetch } = useQuery(LandingMembershipQuery);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const tiers = data?.membershipTiers ?? [];
  const ready = !loading || tiers.length > 0;

  useEffect(() => {
    if (!scrollIntoView || !ready) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById('membership')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [scrollIntoView, ready]);

  const choose = (tier: MembershipTier) => onChoose({ code: tier.code, name: tier.name });

  return (
    <Box
      component="section"
      id="membership"
      aria-labelledby="membership-title"
      sx={{ py: { xs: 7, md: 10 }, bgcolor: 'background.paper', scrollMarginTop: 72 }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="membership-title"
          eyebrow="Comfort Life membership"
          title="Save up to 55% on every clean"
          subtitle="Member rates from $18/hour. No setup fees, cancel anytime."
        />
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
          <Grid container spacing={3} sx={{ alignItems: 'stretch', pt: 1.5 }}>
            {!ready
              ? [0, 1, 2].map((i) => (
                  <Grid key={i} size={{ xs: 12, md: 4 }}>
                    <Skeleton variant="rounded" height={520} />
                  </Grid>
                ))
              : tiers.map((tier) => (
                  <Grid key={tier.code} size={{ xs: 12, md: 4 }}>
                    <MembershipTierCard tier={tier} onSelect={choose} ctaLabel={`Choose ${tier.name}`} />
                  </Grid>
                ))}
          </Grid>
        )}

        <Stack spacing={1} sx={{ alignItems: 'center', mt: 4 }}>
          <Button
            onClick={() => setDetailsOpen((open) => !open)}
            endIcon={
              <ExpandMoreIcon sx={{ transform: detailsOpen ? 'rotate(180deg)' : 'none', transition: 'transform 200ms' }} />
            }
            aria-expanded={detailsOpen}
            aria-controls="membership-details"
          >
            More membership details
          </Button>
          <Typography variant="body2" color="text.secondary">
            By subscribing you accept our{' '}
            <Link component="button" type="button" onClick={() => setTermsOpen(true)} sx={{ verticalAlign: 'baseline' }}>
              Terms &amp; Conditions
            </Link>
            .
          </Typography>
        </Stack>

        <Collapse in={detailsOpen} id="membership-details">
          <Grid container spacing={3} sx={{ mt: 2, mb: 4 }}>
            {EXPLAINER.map((item) => (
              <Grid key={item.title} size={{ xs: 12, md: 4 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                  {item.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {item.text}
                </Typography>
              </Grid>
            ))}
          </Grid>
          {tiers.length > 0 && <MembershipComparisonTable tiers={tiers} />}
        </Collapse>
      </Container>
      <TermsModal open={termsOpen} onClose={() => setTermsOpen(false)} />
    </Box>
  );
}
