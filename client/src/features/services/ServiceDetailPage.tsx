import { useParams, Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import CardMembershipRounded from '@mui/icons-material/CardMembershipRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import { PageTitle } from '../../components/ui/PageTitle';
import { graphql } from '../../gql';
import { CategoryIcon } from '../../components/booking/categoryIcon';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { serviceImageAlt, serviceImageSrc } from '../../components/serviceImage';
import { PriceTag } from '../../components/booking/PriceTag';
import { StateMessage, QueryErrorState } from '../../components/ui/StateMessage';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { errorCode } from '../../lib/errors';
import { formatMoney } from '../../components/booking/format';
import { ServiceBadges } from './ServiceBadges';
import { StarRating } from '../../components/ui/StarRating';

const ServiceDetailQuery = graphql(`
  query ServiceDetail($id: ID!) {
    service(id: $id) {
      id
      name
      category
      subtitle
      description
      features
      memberPriceCents
      regularPriceCents
      discountPercent
      popular
      premium
      emergency
      rating
      bookingsCount
    }
  }
`);

const ServiceDetailTiersQuery = graphql(`
  query ServiceDetailTiers {
    membershipTiers {
      code
      name
      monthlyRateCents
      hourlyMinCents
      hourlyMaxCents
    }
  }
`);

/** Example booking length used to show what membership saves on this service. */
const EXAMPLE_HOURS = 3;

/** Public service page (/services/:id): description, what's included, member vs regular price and a booking CTA. */
export default function ServiceDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data, loading, error, refetch } = useQuery(ServiceDetailQuery, { variables: { id } });
  const tiers = useQuery(ServiceDetailTiersQuery);

  if (loading && !data) return <ServiceDetailSkeleton />;

  const notFound = (error && errorCode(error) === 'NOT_FOUND_ERROR') || (!error && data && !data.service);
  if (notFound) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <PageTitle title="Service not found" />
        <StateMessage
          headingLevel="h1"
          icon={<SearchOffRounded />}
          title="Service not found"
          description="We couldn't find what you're looking for. It may have been removed or the link is incorrect."
          actions={
            <Button component={RouterLink} to="/services" variant="contained">
              Browse all services
            </Button>
          }
        />
      </Container>
    );
  }
  if (error || !data?.service) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load this service" />
      </Container>
    );
  }

  const service = data.service;
  const savingPerHour = service.regularPriceCents - service.memberPriceCents;
  const coveringTiers = (tiers.data?.membershipTiers ?? []).filter(
    (t) => service.memberPriceCents >= t.hourlyMinCents && service.memberPriceCents <= t.hourlyMaxCents,
  );
  const cheapestTier = [...(tiers.data?.membershipTiers ?? [])].sort(
    (a, b) => a.monthlyRateCents - b.monthlyRateCents,
  )[0];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={service.name} />
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 3 }}>
        <Link component={RouterLink} to="/services" underline="hover" color="inherit">
          Services
        </Link>
        <Typography sx={{ color: 'text.primary' }} aria-current="page">
          {service.name}
        </Typography>
      </Breadcrumbs>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 380px' },
          alignItems: 'start',
        }}
      >
        <Box component="article" aria-labelledby="service-title">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <CategoryIcon category={service.category} size={56} />
            <Box>
              <Typography variant="overline" sx={{ color: 'text.secondary', display: 'block', lineHeight: 1.5 }}>
                {service.category}
              </Typography>
              <Typography
                id="service-title"
                component="h1"
                variant="h4"
                sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', md: '2.25rem' } }}
              >
                {service.name}
              </Typography>
            </Box>
          </Stack>
          <ImageWithFallback
            src={serviceImageSrc(service.category)}
            alt={serviceImageAlt(service.category)}
            width={320}
            height={200}
            sx={{ aspectRatio: { xs: '16 / 10', sm: '2 / 1' }, borderRadius: 3, mb: 2.5 }}
          />
          {service.subtitle && (
            <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400, mb: 2 }}>
              {service.subtitle}
            </Typography>
          )}
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <StarRating value={service.rating} />
              <Typography sx={{ fontWeight: 700 }}>
                {service.rating.toFixed(1)}
                <VisuallyHidden> out of 5 stars</VisuallyHidden>
              </Typography>
            </Stack>
            <Typography sx={{ color: 'text.secondary' }}>
              {service.bookingsCount.toLocaleString('en-US')} bookings
            </Typography>
            <ServiceBadges popular={service.popular} premium={service.premium} emergency={service.emergency} />
          </Stack>

          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 4, mb: 1 }}>
            About this service
          </Typography>
          <Typography sx={{ color: 'text.secondary', whiteSpace: 'pre-line', lineHeight: 1.75 }}>
            {service.description}
          </Typography>

          {service.features.length > 0 && (
            <>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mt: 4, mb: 1 }}>
                What's included
              </Typography>
              <List
                disablePadding
                sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
              >
                {service.features.map((feature) => (
                  <ListItem key={feature} disableGutters sx={{ alignItems: 'flex-start', py: 0.75 }}>
                    <ListItemIcon sx={{ minWidth: 34, mt: 0.25 }}>
                      <CheckCircleRounded color="success" fontSize="small" aria-hidden />
                    </ListItemIcon>
                    <ListItemText primary={feature} />
                  </ListItem>
                ))}
              </List>
            </>
          )}

          <Paper variant="outlined" sx={{ mt: 4, p: 2.5, borderRadius: 3, display: 'flex', gap: 2 }}>
            <VerifiedUserRounded color="primary" aria-hidden />
            <Box>
              <Typography sx={{ fontWeight: 700 }}>Background-checked, insured professionals</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Not satisfied? We re-clean within 24 hours. Cancel or reschedule at least 24 hours ahead at no cost.
              </Typography>
            </Box>
          </Paper>
        </Box>

        <Box component="aside" aria-label="Price and booking" sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <Paper elevation={0} variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
            <Typography variant="overline" sx={{ color: 'text.secondary' }}>
              Hourly rate
            </Typography>
            <PriceTag
              memberCents={service.memberPriceCents}
              regularCents={service.regularPriceCents}
              discountPercent={service.discountPercent}
              size="large"
            />
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              Member rate vs regular rate per hour.
            </Typography>
            <Button
              component={RouterLink}
              to={`/book?serviceId=${encodeURIComponent(service.id)}`}
              variant="contained"
              size="large"
              fullWidth
              startIcon={<EventAvailableRounded />}
              sx={{ mt: 3, py: 1.5, fontWeight: 700, borderRadius: 2 }}
            >
              Book this service
            </Button>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1, textAlign: 'center' }}>
              No setup fees. You'll see the exact total before booking.
            </Typography>

            {savingPerHour > 0 && (
              <>
                <Divider sx={{ my: 3 }} />
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  <CardMembershipRounded color="secondary" aria-hidden />
                  <Box>
                    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                      How member pricing works
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                      Comfort Life members pay the member rate on every booking: {formatMoney(service.memberPriceCents)}{' '}
                      an hour instead of {formatMoney(service.regularPriceCents)}. On a {EXAMPLE_HOURS}-hour booking
                      that saves {formatMoney(savingPerHour * EXAMPLE_HOURS)}.
                      {cheapestTier &&
                        ` Plans start at ${formatMoney(cheapestTier.monthlyRateCents)}/month, with no setup fees and cancel anytime.`}
                    </Typography>
                    {coveringTiers.length > 0 && (
                      <Typography variant="body2" sx={{ mt: 1 }}>
                        Member rate included in the{' '}
                        <strong>{coveringTiers.map((t) => t.name).join(', ')}</strong>{' '}
                        {coveringTiers.length === 1 ? 'plan' : 'plans'}.
                      </Typography>
                    )}
                    <Link component={RouterLink} to="/memberships/plans" sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}>
                      Compare membership plans
                    </Link>
                  </Box>
                </Stack>
              </>
            )}
          </Paper>
        </Box>
      </Box>
    </Container>
  );
}

function ServiceDetailSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} aria-busy aria-label="Loading service">
      <Skeleton width={180} sx={{ mb: 3 }} />
      <Box sx={{ display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 380px' } }}>
        <Box>
          <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
            <Skeleton variant="rounded" width={56} height={56} />
            <Box sx={{ flexGrow: 1 }}>
              <Skeleton width="20%" />
              <Skeleton width="60%" height={44} />
            </Box>
          </Stack>
          <Skeleton width="40%" />
          <Skeleton sx={{ mt: 4 }} />
          <Skeleton />
          <Skeleton width="80%" />
          <Skeleton width="70%" />
        </Box>
        <Skeleton variant="rounded" height={320} sx={{ borderRadius: 3 }} />
      </Box>
    </Container>
  );
}
