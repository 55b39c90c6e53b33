import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../lib/format';
import { ContentPage } from './ContentPage';

const POSTS = [
  {
    id: 'weekly-routine',
    category: 'Home tips',
    date: '2026-10-20',
    minutes: 4,
    title: 'A 20-minute daily routine that keeps deep cleans rare',
    excerpt: 'Small habits, done daily, cut the time your home needs from a professional in half.',
    body: [
      'Start in the kitchen: wipe counters and the hob after dinner while they are still warm, and run the dishwasher every night, even half full.',
      'Do a five-minute reset of the living room: cushions, throws, surfaces. Keep a caddy with a microfibre cloth and an all-purpose spray on each floor.',
      'Once a week, book a 2 to 3 hour professional clean for floors, bathrooms and the hard-to-reach spots. Members pay from $18/hour.',
    ],
  },
  {
    id: 'move-out',
    category: 'Moving',
    date: '2026-09-08',
    minutes: 6,
    title: 'Move-out cleaning checklist to get your deposit back',
    excerpt: 'Landlords look at the same ten things. Here is the list our pros use.',
    body: [
      'Inside the oven and fridge, the tops of cabinets, skirting boards, light switches and door handles, window tracks and the bathroom grout.',
      'Book the clean for the day after movers leave, when rooms are empty. Plan 1 hour per room as a rule of thumb.',
      'Take dated photos once the clean is done: they settle most deposit disputes.',
    ],
  },
  {
    id: 'eco-products',
    category: 'Sustainability',
    date: '2026-07-15',
    minutes: 5,
    title: 'Eco-friendly cleaning: what actually works',
    excerpt: 'Vinegar, baking soda and plant-based detergents: where they shine and where they do not.',
    body: [
      'Vinegar cuts limescale on taps and kettles but should never go on natural stone. Baking soda is a gentle abrasive for sinks and ovens.',
      'Plant-based detergents are excellent for everyday surfaces. For disinfection after illness, choose a certified product and follow its contact time.',
      'Ask for eco-friendly products when you book: our pros bring them at no extra charge.',
    ],
  },
  {
    id: 'membership-math',
    category: 'Membership',
    date: '2026-06-01',
    minutes: 3,
    title: 'Is a cleaning membership worth it? The math',
    excerpt: 'If you book more than 3 hours a month, the answer is almost always yes.',
    body: [
      'A regular house clean is $36/hour; members pay $18/hour. At 4 hours a month that is $144 versus $72.',
      'The Moon tier costs $36.90 a month, so the saving pays for itself from the third hour, and longer plans cut the fee by up to 20%.',
      'No setup fees and you can cancel anytime, so trying it for a quarter is low risk.',
    ],
  },
];

const CATEGORIES = ['All', ...Array.from(new Set(POSTS.map((p) => p.category)))];

/** /blog: cleaning tips and company articles, filterable by category. */
export default function BlogPage() {
  const [category, setCategory] = useState('All');
  const [open, setOpen] = useState<string | null>(null);
  const posts = category === 'All' ? POSTS : POSTS.filter((p) => p.category === category);

  return (
    <ContentPage eyebrow="Blog" title="Tips for a cleaner, calmer home" subtitle="Advice from our pros, plus news about Comfort Life.">
      <ToggleButtonGroup
        exclusive
        value={category}
        onChange={(_, value: string | null) => value && setCategory(value)}
        aria-label="Filter by category"
        size="small"
        sx={{ mb: 4, flexWrap: 'wrap' }}
      >
        {CATEGORIES.map((c) => (
          <ToggleButton key={c} value={c}>
            {c}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Grid container spacing={3}>
        {posts.map((post) => {
          const expanded = open === post.id;
          return (
            <Grid key={post.id} size={{ xs: 12, md: 6 }}>
              <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ flex: 1 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                    <Chip size="small" label={post.category} color="primary" variant="outlined" />
                    <Typography variant="caption" color="text.secondary">
                      <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.minutes} min read
                    </Typography>
                  </Stack>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {post.title}
                  </Typography>
                  <Typography color="text.secondary">{post.excerpt}</Typography>
                  <Collapse in={expanded} id={`post-${post.id}`}>
                    {post.body.map((paragraph) => (
                      <Typography key={paragraph} sx={{ mt: 2 }}>
                        {paragraph}
                      </Typography>
                    ))}
                  </Collapse>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button
                    onClick={() => setOpen(expanded ? null : post.id)}
                    aria-expanded={expanded}
                    aria-controls={`post-${post.id}`}
                  >
                    {expanded ? 'Show less' : 'Read article'}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </ContentPage>
  );
}
