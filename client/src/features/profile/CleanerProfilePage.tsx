/**
 * /cleaner/profile (docs/decisions/0019): the cleaner's profile photo (docs/decisions/0034),
 * work profile (bio, city,
 * experience, specialties, services offered, zip codes served), their rating and the reviews they
 * received, and the same personal details, email and password sections as the customer's profile.
 * Data: `me` (with `cleanerProfile`), `services` (all 50) and `myReviews`.
 */
import { useQuery } from '@apollo/client/react';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { CalendarFeedCard } from '../../components/calendar/CalendarFeedCard';
import { NotificationSettings } from '../../components/notifications/NotificationSettings';
import { PageTitle } from '../../components/ui/PageTitle';
import { QueryErrorState, StateMessage } from '../../components/ui/StateMessage';
import { graphql } from '../../gql';
import { ChangePasswordForm } from './ChangePasswordForm';
import { EmailChangeForm } from './EmailChangeForm';
import { PersonalDetailsForm } from './PersonalDetailsForm';
import { ProfilePhotoSection } from './ProfilePhotoSection';
import { ProfileReviews } from './ProfileReviews';
import { ProfileSection, ProfileSkeleton } from './ProfileSection';
import { RatingSummary } from './RatingSummary';
import { WorkProfileForm } from './WorkProfileForm';

const CleanerProfileQuery = graphql(`
  query CleanerProfile {
    me {
      id
      ...PersonalDetailsForm_user
      ...EmailChangeForm_user
      ...WorkProfileForm_user
      ...ProfilePhotoSection_user
      cleanerProfile {
        ratingAverage
        ratingCount
      }
    }
    services(limit: 50) {
      id
      name
      category
    }
  }
`);

export default function CleanerProfilePage() {
  const { data, error, refetch } = useQuery(CleanerProfileQuery);
  const me = data?.me;
  const profile = me?.cleanerProfile;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="My profile" />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        My profile
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        What customers see about you, the work you take, your reviews and your account settings.
      </Typography>
      {error && !me ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load your profile" />
      ) : !data ? (
        <ProfileSkeleton />
      ) : !me ? (
        <StateMessage icon={<PersonOffOutlined />} title="You are signed out" description="Please sign in again to see your profile." />
      ) : (
        <Stack spacing={3}>
          {profile ? (
            <>
              <ProfileSection id="profile-photo" title="Profile photo" description="Customers see it next to your name when they choose and book you.">
                <ProfilePhotoSection user={me} />
              </ProfileSection>
              <ProfileSection
                id="work-profile"
                title="Work profile"
                description={
                  <>
                    Customers see your bio, experience and specialties. Your working hours and days off are on the{' '}
                    <Link component={RouterLink} to="/cleaner/availability">
                      Availability
                    </Link>{' '}
                    page.
                  </>
                }
              >
                <WorkProfileForm profile={profile} services={data.services} />
              </ProfileSection>
              <ProfileSection id="reviews-received" title="Reviews received" description="Your rating is the mean of the reviews customers can see.">
                <RatingSummary average={profile.ratingAverage} count={profile.ratingCount} />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 3, mb: 1.5 }}>
                  All reviews, newest first.
                </Typography>
                <ProfileReviews kind="received" />
              </ProfileSection>
            </>
          ) : (
            <StateMessage
              icon={<PersonOffOutlined />}
              title="No work profile yet"
              description="Your freelancer profile is not set up. Please contact support."
            />
          )}
          <ProfileSection id="personal-details" title="Personal details" description="Your name, phone and default address.">
            <PersonalDetailsForm user={me} />
          </ProfileSection>
          <ProfileSection id="email-address" title="Email address">
            <EmailChangeForm user={me} />
          </ProfileSection>
          <ProfileSection id="password" title="Password">
            <ChangePasswordForm />
          </ProfileSection>
          <NotificationSettings />
          <ProfileSection id="calendar-feed" title="Calendar feed" description="Your upcoming jobs and requests in your phone's calendar, kept up to date.">
            <CalendarFeedCard />
          </ProfileSection>
        </Stack>
      )}
    </Container>
  );
}
