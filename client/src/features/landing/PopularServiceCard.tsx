import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PriceTag } from '../../components/booking/PriceTag';
import { CategoryIcon } from '../../components/booking/categoryIcon';
import { graphql } from '../../gql';
import type { PopularServiceCard_ServiceFragment } from '../../gql/graphql';
import { formatNumber } from '../../lib/format';
import { StarRating } from '../../components/ui/StarRating';

/** Fields a popular-service card renders. */
export const PopularServiceCard_service = graphql(`
  fragment PopularServiceCard_service on Service {
    id
    name
    subtitle
    category
    description
    memberPriceCents
    regularPriceCents
    discountPercent
    rating
    bookingsCount
    popular
    premium
    emergency
  }
`);

/** A popular service: rating, bookings, member vs regular price and discount; links to /services/{id}. */
export function PopularServiceCard({
  service,
  mostPopular = false,
}: {
  service: PopularServiceCard_ServiceFragment;
  mostPopular?: boolean;
}) {
  return (
    <Card
      sx={{
        height: '100%',
        position: 'relative',
        transition: 'transform 160ms ease, box-shadow 160ms ease',
        '&:hover': { transform: 'translateY(-3px)', boxShadow: '0 14px 30px rgba(15,23,42,0.1)' },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/services/${service.id}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <CategoryIcon category={service.category} />
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
              {mostPopular && <Chip size="small" color="warning" label="Most popular" />}
              {service.discountPercent > 0 && <Chip size="small" color="success" label={`${service.discountPercent}% OFF`} />}
            </Stack>
          </Stack>
          <Box>
            <Typography variant="h6" component="h3" sx={{ lineHeight: 1.25 }}>
              {service.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {service.subtitle || service.category}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <StarRating value={service.rating} size="small" />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {service.rating.toFixed(1)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              · {formatNumber(service.bookingsCount)} bookings
            </Typography>
          </Stack>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {service.description}
          </Typography>
          <Box sx={{ mt: 'auto', pt: 1 }}>
            <PriceTag
              memberCents={service.memberPriceCents}
              regularCents={service.regularPriceCents}
              discountPercent={service.discountPercent}
              showSave={false}
            />
            <Typography variant="caption" color="text.secondary">
              Member price per hour
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
