/** The popular services' count and their loading skeletons, shared by the section and its lazily loaded grid. */
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';

/** Spec section 9: popular cards 8. */
export const POPULAR_SERVICES_LIMIT = 8;

/**
 * Eight card-sized placeholders in the cards' grid while the services load: about a card's
 * height (287 px in one column on phones, 300 px beside others), so the cards replace them in place.
 */
export function PopularServicesSkeletons() {
  return (
    <Grid container spacing={3} aria-busy>
      {Array.from({ length: POPULAR_SERVICES_LIMIT }, (_, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, md: 3 }}>
          <Skeleton variant="rounded" sx={{ height: { xs: 287, sm: 300 } }} />
        </Grid>
      ))}
    </Grid>
  );
}

