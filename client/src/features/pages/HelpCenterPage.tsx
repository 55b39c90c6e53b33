import { useMemo, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { Link as RouterLink } from 'react-router-dom';
import { ContentPage } from './ContentPage';

const FAQ: { topic: string; items: { q: string; a: string }[] }[] = [
  {
    topic: 'Bookings',
    items: [
      { q: 'How do I book a cleaning?', a: 'Choose a service, pick a date, time and duration (1 to 12 hours in half-hour steps), add your address and confirm. You will see the total before you book.' },
      { q: 'How is the price calculated?', a: 'Services are priced per hour. Members pay the member rate (from $18/hour); everyone else pays the regular rate. The total is the hourly rate times the duration.' },
      { q: 'Can I cancel or reschedule?', a: 'Yes. Cancel or reschedule at least 24 hours before the start to avoid fees.' },
      { q: 'What if I am not satisfied?', a: 'Tell us within 24 hours and we will send a pro to re-clean at no extra cost.' },
    ],
  },
  {
    topic: 'Payments',
    items: [
      { q: 'When am I charged?', a: 'You pay securely online for the booked hours. There are no setup fees.' },
      { q: 'How do refunds work?', a: 'Refunds go back to the original payment method, usually within 5 to 10 business days.' },
    ],
  },
  {
    topic: 'Membership',
    items: [
      { q: 'What do the Moon, Star and Sun tiers include?', a: 'Moon ($36.90/month) covers services from $18 to $22/hour, Star ($63.90/month) up to $32/hour and Sun ($96.30/month) every service up to $45/hour, all at member rates.' },
      { q: 'Can I cancel my membership?', a: 'Yes, anytime. Longer 3, 6 and 12-month plans save up to 20% on the monthly fee.' },
    ],
  },
  {
    topic: 'Freelancers',
    items: [
      { q: 'How do I become a freelancer?', a: 'Register as a freelancer. After your background check is approved you can set your availability and accept jobs.' },
      { q: 'How long does the background check take?', a: 'Most checks finish within 2 to 3 business days. You can follow the status on your verification page.' },
      { q: 'How do I get paid?', a: 'Earnings are paid to your connected payment account after each completed job.' },
    ],
  },
  {
    topic: 'Account',
    items: [
      { q: 'I did not get the verification email.', a: 'Check spam and promotions folders, then use "Resend verification email" on the sign-in page.' },
      { q: 'How do I reset my password?', a: 'Use "Forgot password?" on the sign-in page and follow the link we email you.' },
    ],
  },
];

/** /help-center: searchable answers to common questions. */
export default function HelpCenterPage() {
  const [query, setQuery] = useState('');
  const term = query.trim().toLowerCase();
  const results = useMemo(
    () =>
      FAQ.map((group) => ({
        ...group,
        items: group.items.filter((item) => !term || `${item.q} ${item.a}`.toLowerCase().includes(term)),
      })).filter((group) => group.items.length > 0),
    [term],
  );

  return (
    <ContentPage eyebrow="Help center" title="How can we help?" subtitle="Answers about bookings, payments, membership and working as a freelancer." maxWidth="md">
      <TextField
        label="Search the help center"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ mb: 4 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box aria-live="polite">
        {results.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 6 }}>
            <Typography variant="h6" component="p">
              No answers match "{query}"
            </Typography>
            <Typography color="text.secondary">Try other words, or send us a message.</Typography>
          </Box>
        ) : (
          results.map((group) => (
            <Box key={group.topic} component="section" sx={{ mb: 4 }}>
              <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
                {group.topic}
              </Typography>
              {group.items.map((item) => (
                <Accordion key={item.q} disableGutters>
                  <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                    <Typography sx={{ fontWeight: 600 }}>{item.q}</Typography>
                  </AccordionSummary>
                  <AccordionDetails>
                    <Typography color="text.secondary">{item.a}</Typography>
                  </AccordionDetails>
                </Accordion>
              ))}
            </Box>
          ))
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, p: 3, borderRadius: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}>
        <Typography sx={{ flex: 1 }}>Still need help? Our team is available 24/7.</Typography>
        <Button component={RouterLink} to="/contact" variant="contained">
          Contact support
        </Button>
      </Stack>
    </ContentPage>
  );
}
