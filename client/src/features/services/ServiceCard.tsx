import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ServiceCard_ServiceFragment } from '../../gql/graphql';
import { CategoryIcon } from '../../components/booking/categoryIcon';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { serviceImageSrc } from '../../components/serviceImage';
import { PriceTag } from '../../components/booking/PriceTag';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { ServiceBadges } from './ServiceBadges';
import { StarRating } from '../../components/ui/StarRating';

export const ServiceCard_service = graphql(`
  fragment ServiceCard_service on Service {
    id
    name
    category
    subtitle
    description
    memberPriceCents
    regularPriceCents
    discountPercent
    popular
    premium
    emergency
    rating
    bookingsCount
  }
`);

/**
 * Catalogue card: the category's picture (decorative, loaded 100 px before it scrolls into view),
 * category, name, short description, rating and member vs regular price; the whole card links to
 * the detail page.
 */
export function ServiceCard(props: { service: ServiceCard_ServiceFragment }) {
  const service = props.service;
  const headingId = `service-${service.id}-name`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        transition: 'box-shadow 150ms ease, transform 150ms ease, border-color 150ms ease',
        '&:hover': { boxShadow: 6, transform: 'translateY(-2px)', borderColor: 'primary.light' },
        '&:focus-within': { borderColor: 'primary.main', boxShadow: 6 },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
      }}
    >
      <ImageWithFallback
        src={serviceImageSrc(service.category)}
        alt=""
        width={320}
        height={200}
        sx={{ aspectRatio: '16 / 7' }}
      />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <CategoryIcon category={service.category} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.6, display: 'block' }}>
              {service.category}
            </Typography>
            <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              <Link
                component={RouterLink}
                to={`/services/${service.id}`}
                underline="none"
                color="inherit"
                sx={{
                  // Stretched link: the whole card is clickable, with a single tab stop.
                  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 3 },
                  '&:focus-visible': { outline: 'none' },
                  '&:focus-visible::after': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                {service.name}
              </Link>
            </Typography>
          </Box>
        </Stack>
        <ServiceBadges popular={service.popular} premium={service.premium} emergency={service.emergency} />
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {service.subtitle || service.description}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 'auto' }}>
          <StarRating value={service.rating} size="small" />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {service.rating.toFixed(1)}
            <VisuallyHidden> out of 5</VisuallyHidden>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            · {service.bookingsCount.toLocaleString('en-US')} bookings
          </Typography>
        </Stack>
      </CardContent>
      <Divider />
      <Stack direction="row" sx={{ px: 2, py: 1.5, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <PriceTag
          memberCents={service.memberPriceCents}
          regularCents={service.regularPriceCents}
          discountPercent={service.discountPercent}
          size="small"
        />
        <ArrowForwardRounded aria-hidden sx={{ color: 'primary.main', flexShrink: 0 }} />
      </Stack>
    </Card>
  );
}

/** Placeholder shaped like a ServiceCard while the catalogue loads. */
export function ServiceCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, height: '100%' }} aria-hidden>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 7' }} />
      <CardContent>
        <Stack direction="row" spacing={1.5}>
          <Skeleton variant="rounded" width={44} height={44} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="80%" height={28} />
          </Box>
        </Stack>
        <Skeleton width="30%" sx={{ mt: 1 }} />
        <Skeleton />
        <Skeleton />
        <Skeleton width="60%" />
      </CardContent>
      <Divider />
      <Box sx={{ px: 2, py: 1.5 }}>
        <Skeleton width="50%" height={32} />
      </Box>
    </Card>
  );
}

