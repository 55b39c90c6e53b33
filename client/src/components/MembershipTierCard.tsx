import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import { graphql } from '../gql';
import type { MembershipTierCard_TierFragment } from '../gql/graphql';
import { formatCents, formatCount, formatRate } from '../lib/format';
import { TIER_ACCENTS } from '../lib/theme';
import { ScrollableTable } from './ScrollableTable';

/** Fields a membership tier card renders (also used by the comparison table). */
export const MembershipTierCard_tier = graphql(`
  fragment MembershipTierCard_tier on MembershipTier {
    code
    name
    monthlyRateCents
    hourlyMinCents
    hourlyMaxCents
    popular
    features
    plans {
      id
      months
      priceCents
      originalPriceCents
      discountPercent
    }
  }
`);

export type MembershipTier = MembershipTierCard_TierFragment;
export type MembershipPlan = MembershipTier['plans'][number];

/** Whole percent saved by a plan (the server's value, else computed from the prices). */
export function planSavingsPercent(plan: MembershipPlan): number {
  if (plan.discountPercent != null) return plan.discountPercent;
  if (plan.originalPriceCents <= 0) return 0;
  return Math.round(((plan.originalPriceCents - plan.priceCents) / plan.originalPriceCents) * 100);
}

/** "$18-$22/h" member hourly range of a tier. */
export function tierHourlyRange(tier: Pick<MembershipTier, 'hourlyMinCents' | 'hourlyMaxCents'>): string {
  const min = formatRate(tier.hourlyMinCents).replace('/h', '');
  const max = formatRate(tier.hourlyMaxCents).replace('/h', '');
  return min === max ? `${min}/h` : `${min}-${max}/h`;
}

export interface MembershipTierCardProps {
  tier: MembershipTier;
  ctaLabel?: string;
  onSelect: (tier: MembershipTier) => void;
  /** Disables the button (e.g. while navigating or for the current plan). */
  disabled?: boolean;
}

/** One Comfort Life membership tier: monthly rate, hourly range, multi-month plans, features, CTA. */
export function MembershipTierCard({ tier, ctaLabel = 'Get Started', onSelect, disabled }: MembershipTierCardProps) {
  const accent = TIER_ACCENTS[tier.code] ?? '#1565c0';
  const plans = [...tier.plans].sort((a, b) => a.months - b.months);
  return (
    <Card
      component="article"
      aria-labelledby={`tier-${tier.code}-name`}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        overflow: 'visible',
        borderWidth: tier.popular ? 2 : 1,
        borderColor: tier.popular ? accent : undefined,
        boxShadow: tier.popular ? `0 18px 40px ${alpha(accent, 0.22)}` : undefined,
      }}
    >
      {tier.popular && (
        <Chip
          label="Most popular"
          size="small"
          sx={{ position: 'absolute', top: -12, left: '50%', transform: 'translateX(-50%)', bgcolor: accent, color: '#fff' }}
        />
      )}
      <CardContent sx={{ p: 3, flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Typography id={`tier-${tier.code}-name`} variant="h5" component="h3" sx={{ color: accent }}>
          {tier.name}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'baseline', mt: 1 }}>
          <Typography variant="h3" component="p" sx={{ fontWeight: 800 }}>
            {formatCents(tier.monthlyRateCents)}
          </Typography>
          <Typography color="text.secondary">/month</Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Member rates {tierHourlyRange(tier)}
        </Typography>

        {plans.length > 0 && (
          <Box sx={{ borderRadius: 2, bgcolor: alpha(accent, 0.06), p: 1.5, mb: 2 }}>
            <Typography variant="overline" color="text.secondary">
              Save with a longer plan
            </Typography>
            <Stack spacing={0.75} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {plans.map((plan) => {
                const percent = planSavingsPercent(plan);
                return (
                  <Stack key={plan.id} component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography sx={{ flex: 1 }}>{formatCount(plan.months, 'month')}</Typography>
                    {plan.originalPriceCents > plan.priceCents && (
                      <Typography variant="body2" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
                        {formatCents(plan.originalPriceCents)}
                      </Typography>
                    )}
                    <Typography sx={{ fontWeight: 700 }}>{formatCents(plan.priceCents)}</Typography>
                    {percent > 0 && <Chip size="small" color="success" variant="outlined" label={`${percent}% off`} />}
                  </Stack>
                );
              })}
            </Stack>
          </Box>
        )}

        <Divider sx={{ mb: 1 }} />
        <List dense sx={{ flex: 1 }}>
          {tier.features.map((feature) => (
            <ListItem key={feature} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 32, mt: 0.5, color: accent }}>
                <CheckIcon fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
        <Button
          variant={tier.popular ? 'contained' : 'outlined'}
          size="large"
          fullWidth
          disabled={disabled}
          onClick={() => onSelect(tier)}
          sx={tier.popular ? { bgcolor: accent, '&:hover': { bgcolor: alpha(accent, 0.85) } } : { color: accent, borderColor: accent }}
          aria-label={ctaLabel.includes(tier.name) ? undefined : `${ctaLabel}: ${tier.name} membership`}
        >
          {ctaLabel}
        </Button>
      </CardContent>
    </Card>
  );
}

/** Side-by-side comparison of tiers: monthly rate, hourly range, plan prices, features. */
export function MembershipComparisonTable({ tiers }: { tiers: MembershipTier[] }) {
  const months = Array.from(new Set(tiers.flatMap((t) => t.plans.map((p) => p.months)))).sort((a, b) => a - b);
  const features = Array.from(new Set(tiers.flatMap((t) => t.features)));
  return (
    <ScrollableTable label="Membership tier comparison" sx={{ border: 1, borderColor: 'divider', borderRadius: 3 }}>
      <Table aria-label="Membership tier comparison" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Compare
            </TableCell>
            {tiers.map((tier) => (
              <TableCell key={tier.code} component="th" scope="col" align="center" sx={{ fontWeight: 700 }}>
                {tier.name}
                {tier.popular && (
                  <Chip size="small" color="primary" label="Popular" sx={{ ml: 1, verticalAlign: 'middle' }} />
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">
              Monthly
            </TableCell>
            {tiers.map((tier) => (
              <TableCell key={tier.code} align="center">
                {formatCents(tier.monthlyRateCents)}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              Member hourly rates
            </TableCell>
            {tiers.map((tier) => (
              <TableCell key={tier.code} align="center">
                {tierHourlyRange(tier)}
              </TableCell>
            ))}
          </TableRow>
          {months.map((m) => (
            <TableRow key={m}>
              <TableCell component="th" scope="row">
                {m}-month plan
              </TableCell>
              {tiers.map((tier) => {
                const plan = tier.plans.find((p) => p.months === m);
                const percent = plan ? planSavingsPercent(plan) : 0;
                return (
                  <TableCell key={tier.code} align="center">
                    {plan ? `${formatCents(plan.priceCents)}${percent > 0 ? ` (${percent}% off)` : ''}` : '—'}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
          {features.map((feature) => (
            <TableRow key={feature}>
              <TableCell component="th" scope="row">
                {feature}
              </TableCell>
              {tiers.map((tier) => {
                const included = tier.features.includes(feature);
                return (
                  <TableCell key={tier.code} align="center">
                    {included ? (
                      <CheckIcon color="success" titleAccess="Included" />
                    ) : (
                      <RemoveIcon color="disabled" titleAccess="Not included" />
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}

export default MembershipTierCard;
