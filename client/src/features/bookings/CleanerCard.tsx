import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql';
import type { CleanerCard_UserFragment } from '../../gql/graphql';
import { PersonAvatar } from '../../components/ui/PersonAvatar';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { StarRating } from '../../components/ui/StarRating';

export const CleanerCard_user = graphql(`
  fragment CleanerCard_user on User {
    id
    fullName
    photoUrl
    cleanerProfile {
      ratingAverage
      ratingCount
      yearsExperience
    }
  }
`);

/**
 * The cleaner assigned to a booking: photo (or initials), name, rating and experience. The server gives a
 * customer the first name and last initial ("Maria G.") and never the cleaner's phone or email (docs/decisions/0034).
 */
export function CleanerCard(props: { cleaner: CleanerCard_UserFragment }) {
  const cleaner = props.cleaner;
  const profile = cleaner.cleanerProfile;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <PersonAvatar name={cleaner.fullName} photoUrl={cleaner.photoUrl} size={56} color="success.main" />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{cleaner.fullName}</Typography>
        {profile && (
          <>
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <StarRating value={profile.ratingAverage} size="small" />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {profile.ratingCount > 0 ? profile.ratingAverage.toFixed(1) : 'New'}
                {profile.ratingCount > 0 && <VisuallyHidden> out of 5</VisuallyHidden>}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                ({profile.ratingCount} {profile.ratingCount === 1 ? 'review' : 'reviews'})
              </Typography>
            </Stack>
            {profile.yearsExperience > 0 && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {profile.yearsExperience} {profile.yearsExperience === 1 ? 'year' : 'years'} of experience · Background checked
              </Typography>
            )}
          </>
        )}
      </Box>
    </Stack>
  );
}
