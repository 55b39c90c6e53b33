import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Link as RouterLink, matchPath, useLocation } from 'react-router-dom';
import { useAuth } from '../../lib/auth';

interface Upcoming {
  path: string;
  title: string;
  summary: string;
  features: string[];
}

/** What each not-yet-built route will do (spec section 2). */
const UPCOMING: Upcoming[] = [
  {
    path: '/book-ai',
    title: 'AI booking assistant',
    summary: 'Describe what needs cleaning in your own words and get a suggested service, duration and price.',
    features: ['Plain-language requests', 'Suggested service and hours', 'One-click booking of the suggestion'],
  },
  {
    path: '/customer/review/:bookingId',
    title: 'Review your cleaning',
    summary: 'Rate a completed booking and tell other customers how it went.',
    features: ['1 to 5 star rating', 'Written comment', 'Shown as a Verified review'],
  },
  {
    path: '/customer/profile',
    title: 'Your profile',
    summary: 'Update your name, phone, saved addresses and password.',
    features: ['Personal details', 'Change password', 'Marketing email preferences'],
  },
  {
    path: '/customer/tickets',
    title: 'Support tickets',
    summary: 'Open a support ticket about a booking or payment and follow the conversation.',
    features: ['New ticket form', 'Status of each ticket', 'Replies from our team'],
  },
  {
    path: '/customer/tickets/:id',
    title: 'Support ticket',
    summary: 'Read and reply to one support conversation.',
    features: ['Full message history', 'Reply to support', 'Ticket status'],
  },
  {
    path: '/customer/membership',
    title: 'Your membership',
    summary: 'Subscribe to Moon, Star or Sun, see your plan, renewal date and savings, or cancel anytime.',
    features: ['Subscribe and pay', 'Change or cancel plan', 'Savings so far'],
  },
  {
    path: '/payment/:bookingId',
    title: 'Payment',
    summary: 'Pay securely for a booking by card.',
    features: ['Card payment', 'Receipt by email', 'Refund status'],
  },
  {
    path: '/cleaner/profile',
    title: 'Freelancer profile',
    summary: 'Edit your bio, specialties, service areas and payout account.',
    features: ['Bio and specialties', 'Service zip codes', 'Connected payout account'],
  },
  {
    path: '/cleaner/earnings',
    title: 'Earnings',
    summary: 'See what you earned per job and per period, and your payouts.',
    features: ['Earnings by period', 'Per-job breakdown', 'Payout history'],
  },
  {
    path: '/cleaner/availability',
    title: 'Availability',
    summary: 'Set the days and hours you want to receive bookings.',
    features: ['Weekly schedule', 'Time off', 'Instant updates to matching'],
  },
  { path: '/admin/users', title: 'Users', summary: 'Search users, see details and suspend or reactivate accounts.', features: ['Search and filters', 'User details', 'Status changes'] },
  { path: '/admin/freelancers/pending', title: 'Pending freelancers', summary: 'Review freelancer applications and approve or reject background checks.', features: ['Application details', 'Approve or reject with notes', 'Audit trail'] },
  { path: '/admin/services', title: 'Services', summary: 'Manage the service catalogue and its member and regular prices.', features: ['Create and edit services', 'Prices per hour', 'Popular and emergency flags'] },
  { path: '/admin/bookings', title: 'Bookings', summary: 'See every booking, assign cleaners and change statuses.', features: ['Filters by status and date', 'Assign a cleaner', 'Status changes'] },
  { path: '/admin/analytics', title: 'Analytics', summary: 'Revenue, bookings and earnings over time.', features: ['Revenue charts', 'Booking volume', 'Cleaner earnings'] },
  { path: '/admin/location-analytics', title: 'Location analytics', summary: 'Demand and supply by city and zip code.', features: ['Bookings by area', 'Cleaner coverage', 'Growth by city'] },
  { path: '/admin/payments', title: 'Payments', summary: 'Payments and refunds across the platform.', features: ['Payment list', 'Issue refunds', 'Payment status'] },
  { path: '/admin/memberships', title: 'Memberships', summary: 'Members, their tiers and membership analytics.', features: ['Members by tier', 'Grant or cancel', 'Churn and revenue'] },
  { path: '/admin/cleaners/earnings', title: 'Cleaner earnings', summary: 'Earnings, transactions and reviews per cleaner.', features: ['Earnings per cleaner', 'Transactions', 'Reviews'] },
  { path: '/admin/tickets', title: 'Support tickets', summary: 'Triage, assign and resolve customer support tickets.', features: ['Ticket queue and stats', 'Assign and reply', 'Resolve and close'] },
  { path: '/admin/tickets/:id', title: 'Support ticket', summary: 'Work on one support ticket: reply, investigate, resolve or close.', features: ['Conversation', 'Internal investigation', 'Resolution'] },
  { path: '/admin/reviews', title: 'Reviews', summary: 'Moderate reviews and publish professional reviews.', features: ['Review moderation', 'Pro reviews', 'Review statistics'] },
  { path: '/admin/contact-messages', title: 'Contact messages', summary: 'Messages sent through the contact form.', features: ['Inbox', 'Mark handled', 'Delete spam'] },
  { path: '/ai-demo', title: 'AI demo', summary: 'A showcase of the AI booking assistant.', features: ['Sample conversations', 'Suggested bookings'] },
  { path: '/loading-demo', title: 'Loading states demo', summary: 'A gallery of the loading and skeleton states used across the app.', features: ['Skeletons', 'Progress indicators'] },
  { path: '/image-gallery-demo', title: 'Image gallery demo', summary: 'Before-and-after photos of real cleanings.', features: ['Before and after', 'Lazy-loaded gallery'] },
  { path: '/notification-test', title: 'Notification test', summary: 'A page to try notification toasts and the notification bell.', features: ['Toast types', 'Notification actions'] },
];

/** Placeholder for routes a later issue builds: says what the page will do and links back. */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const page = UPCOMING.find((item) => matchPath(item.path, pathname)) ?? {
    path: pathname,
    title: 'Coming soon',
    summary: 'This page is on its way.',
    features: [],
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 9 } }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, border: 1, borderColor: 'divider', textAlign: 'center' }} elevation={0}>
        <ConstructionIcon color="primary" sx={{ fontSize: 48, mb: 1, display: 'block', mx: 'auto' }} aria-hidden />
        <Chip label="Coming soon" color="primary" variant="outlined" size="small" sx={{ mb: 2 }} />
        <Typography variant="h4" component="h1" gutterBottom>
          {page.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {page.summary}
        </Typography>
        {page.features.length > 0 && (
          <Box sx={{ textAlign: 'left', mb: 3 }}>
            <Typography variant="subtitle2" component="h2">
              What you'll be able to do here
            </Typography>
            <List dense>
              {page.features.map((feature) => (
                <ListItem key={feature} disableGutters>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <CheckCircleOutlineIcon color="success" fontSize="small" aria-hidden />
                  </ListItemIcon>
                  <ListItemText primary={feature} />
                </ListItem>
              ))}
            </List>
          </Box>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to="/dashboard" variant="contained">
            Back to Dashboard
          </Button>
          {!user && (
            <Button component={RouterLink} to="/" variant="outlined">
              Home
            </Button>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
