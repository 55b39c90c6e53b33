import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { TERMS_POINTS } from '../../components/TermsModal';
import { ContentPage, LegalDocument } from './ContentPage';

/** /terms-of-service: the full terms, including the spec section 9 terms text. */
export default function TermsOfServicePage() {
  return (
    <ContentPage eyebrow="Legal" title="Terms of Service" maxWidth="md">
      <LegalDocument
        updated="November 1, 2026"
        sections={[
          {
            id: 'summary',
            title: 'Summary',
            body: (
              <ul>
                {TERMS_POINTS.map((point) => (
                  <li key={point.title}>
                    <strong>{point.title}.</strong> {point.detail}
                  </li>
                ))}
              </ul>
            ),
          },
          {
            id: 'accounts',
            title: 'Accounts',
            body: (
              <p>
                You must give accurate information, keep your password safe and verify your email address before signing
                in. You are responsible for activity on your account. Freelancers must pass a background check before
                accepting bookings.
              </p>
            ),
          },
          {
            id: 'bookings',
            title: 'Bookings and prices',
            body: (
              <p>
                Services are billed per hour at $18-45/hour depending on the service and whether you hold a membership.
                The total shown before you confirm is the hourly rate multiplied by the booked duration. A booking is
                confirmed once a freelancer accepts it.
              </p>
            ),
          },
          {
            id: 'cancellation',
            title: 'Cancellation and rescheduling',
            body: (
              <p>
                Cancel or reschedule at least 24 hours before the start time to avoid fees. Later cancellations may be
                charged to compensate the freelancer for the reserved time.
              </p>
            ),
          },
          {
            id: 'guarantee',
            title: 'Satisfaction guarantee',
            body: <p>If you are not satisfied, tell us within 24 hours and we will re-clean the affected areas at no cost.</p>,
          },
          {
            id: 'membership',
            title: 'Memberships',
            body: (
              <p>
                Memberships renew automatically for the chosen period. There are no setup fees and you can cancel
                anytime; cancellation takes effect at the end of the paid period.
              </p>
            ),
          },
          {
            id: 'conduct',
            title: 'Conduct',
            body: (
              <p>
                Treat freelancers, customers and our staff with respect. We may suspend accounts involved in fraud,
                harassment, unsafe behaviour or attempts to take payments off the platform.
              </p>
            ),
          },
          {
            id: 'privacy',
            title: 'Privacy',
            body: (
              <p>
                How we handle your data is described in our{' '}
                <Link component={RouterLink} to="/privacy-policy">
                  privacy policy
                </Link>
                .
              </p>
            ),
          },
        ]}
      />
    </ContentPage>
  );
}
