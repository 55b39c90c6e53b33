import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { config } from '../../lib/config';
import { formatDate } from '../../lib/format';
import { ContentPage } from './ContentPage';

const RELEASES = [
  {
    date: '2026-10-02',
    title: 'Comfort Life passes 900,000 customers and launches in its 36th city',
    summary: 'Growth driven by the Comfort Life membership, which now saves members up to 55% on every clean.',
  },
  {
    date: '2026-06-18',
    title: 'Comfort Life introduces Moon, Star and Sun membership tiers',
    summary: 'Members pay from $18/hour with 3, 6 and 12-month plans offering up to 20% off.',
  },
  {
    date: '2026-02-09',
    title: 'New trust & safety standard: every freelancer background checked before the first job',
    summary: 'All freelancers are now verified, insured and bonded, and customers can re-book favourites.',
  },
];

const FACTS = [
  ['Founded', '2019'],
  ['Customers', '900,000+'],
  ['Cities', '36+'],
  ['Services', '50+'],
  ['Average rating', '4.9/5'],
  ['On-time arrivals', '98%'],
];

/** /press: press releases, company facts and media contact. */
export default function PressPage() {
  return (
    <ContentPage eyebrow="Press" title="Newsroom" subtitle="The latest news, facts and media resources about Comfort Life.">
      <Grid container spacing={5}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Typography variant="h4" component="h2" gutterBottom>
            Press releases
          </Typography>
          <Stack spacing={2}>
            {RELEASES.map((release) => (
              <Card key={release.title} component="article">
                <CardContent>
                  <Typography variant="overline" color="text.secondary" component="time" dateTime={release.date}>
                    {formatDate(release.date)}
                  </Typography>
                  <Typography variant="h6" component="h3" gutterBottom>
                    {release.title}
                  </Typography>
                  <Typography color="text.secondary">{release.summary}</Typography>
                </CardContent>
              </Card>
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Fast facts
              </Typography>
              <Stack component="dl" spacing={1} sx={{ m: 0 }}>
                {FACTS.map(([label, value]) => (
                  <Stack key={label} direction="row" sx={{ justifyContent: 'space-between' }}>
                    <Typography component="dt" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                      {value}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            </CardContent>
          </Card>
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Media contact
              </Typography>
              <Typography color="text.secondary">
                For interviews, logos and images, email{' '}
                <Link href={`mailto:${config.supportEmail}?subject=Press%20enquiry`}>{config.supportEmail}</Link>.
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </ContentPage>
  );
}
