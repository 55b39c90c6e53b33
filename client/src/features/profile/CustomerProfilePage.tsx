/**
 * /customer/profile (docs/decisions/0019): the customer's personal details and
 * default service address, email change (confirmed through a link to the new address), password
 * change, their favourite cleaners (docs/decisions/0027) and the reviews they wrote. Data: `me`,
 * `favoriteCleaners` and `myReviews`.
 */
import { useQuery } from '@apollo/client/react';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import { CalendarFeedCard } from '../../components/calendar/CalendarFeedCard';
import { NotificationSettings } from '../../components/notifications/NotificationSettings';
import { PageTitle } from '../../components/ui/PageTitle';
import { QueryErrorState, StateMessage } from '../../components/ui/StateMessage';
import { graphql } from '../../gql';
import { ChangePasswordForm } from './ChangePasswordForm';
import { EmailChangeForm } from './EmailChangeForm';
import { PersonalDetailsForm } from './PersonalDetailsForm';
import { ProfileReviews } from './ProfileReviews';
import { ProfileSection, ProfileSkeleton } from './ProfileSection';
import { FavoriteCleanersList } from './FavoriteCleanersList';

const CustomerProfileQuery = graphql(`
  query CustomerProfile {
    me {
      id
      ...PersonalDetailsForm_user
      ...EmailChangeForm_user
    }
  }
`);

export default function CustomerProfilePage() {
  const { data, error, refetch } = useQuery(CustomerProfileQuery);
  const me = data?.me;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="My profile" />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        My profile
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Your details, default service address, sign-in settings and the reviews you wrote.
      </Typography>
      {error && !me ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load your profile" />
      ) : !data ? (
        <ProfileSkeleton />
      ) : !me ? (
        <StateMessage icon={<PersonOffOutlined />} title="You are signed out" description="Please sign in again to see your profile." />
      ) : (
        <Stack spacing={3}>
          <ProfileSection id="personal-details" title="Personal details" description="Your name, phone and the address we fill in when you book.">
            <PersonalDetailsForm user={me} />
          </ProfileSection>
          <ProfileSection id="email-address" title="Email address">
            <EmailChangeForm user={me} />
          </ProfileSection>
          <ProfileSection id="password" title="Password">
            <ChangePasswordForm />
          </ProfileSection>
          <NotificationSettings />
          <ProfileSection
            id="calendar-feed"
            title="Calendar feed"
            description="Your upcoming visits in your own calendar app, kept up to date."
          >
            <CalendarFeedCard />
          </ProfileSection>
          <ProfileSection
            id="favourite-cleaners"
            title="Favourite cleaners"
            description="We ask your favourites first when you book."
          >
            <FavoriteCleanersList />
          </ProfileSection>
          <ProfileSection id="reviews-written" title="Reviews I wrote" description="Newest first.">
            <ProfileReviews kind="written" />
          </ProfileSection>
        </Stack>
      )}
    </Container>
  );
}
