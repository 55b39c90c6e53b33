import Link from '@mui/material/Link';
import { config } from '../../lib/config';
import { ContentPage, LegalDocument } from './ContentPage';

/** /privacy-policy: what data is collected, why, and the user's rights. */
export default function PrivacyPolicyPage() {
  return (
    <ContentPage eyebrow="Legal" title="Privacy Policy" maxWidth="md">
      <LegalDocument
        updated="November 1, 2026"
        sections={[
          {
            id: 'collect',
            title: 'What we collect',
            body: (
              <ul>
                <li>Account details: name, email, phone number and password (stored only as a secure hash).</li>
                <li>Booking details: service, date, duration, address, access notes and reviews.</li>
                <li>Freelancer details: experience, service areas, availability and background check status.</li>
                <li>Payment records from our card payment provider; we never store full card numbers.</li>
              </ul>
            ),
          },
          {
            id: 'use',
            title: 'How we use it',
            body: (
              <p>
                To run bookings, match customers with nearby freelancers, process payments, provide support, keep the
                platform safe and, if you opted in, send tips and offers. You can opt out of marketing emails at any time.
              </p>
            ),
          },
          {
            id: 'sharing',
            title: 'Who we share it with',
            body: (
              <p>
                Your address and access notes are shared only with the freelancer assigned to your booking. We share data
                with service providers (payments, background checks, email) under contracts, and with authorities when
                the law requires it. We do not sell personal data.
              </p>
            ),
          },
          {
            id: 'storage',
            title: 'Storage and security',
            body: (
              <p>
                Data is encrypted in transit (SSL). Sessions use short-lived access tokens and rotating refresh tokens; you
                can sign out of all devices from your account menu.
              </p>
            ),
          },
          {
            id: 'rights',
            title: 'Your rights',
            body: (
              <p>
                You can access, correct, export or delete your data. Email{' '}
                <Link href={`mailto:${config.supportEmail}?subject=Privacy%20request`}>{config.supportEmail}</Link> and we
                will respond within 30 days.
              </p>
            ),
          },
        ]}
      />
    </ContentPage>
  );
}
