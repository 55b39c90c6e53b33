/**
 * /admin/reviews (docs/decisions/0019): review statistics (`adminReviewStats`), every review with
 * filters kept in the URL and paging (`adminReviews`), row actions to feature, hide, edit or
 * delete a review (`updateReview`, `deleteReview`), a dialog to write a "Pro Review"
 * (`createAdminReview`), and every cleaner's rating (`adminCleanerRatings`) with one cleaner's
 * reviews in a dialog (`adminCleanerReviews`).
 *
 * This file is the page: header, statistics, the two tabs and the Pro Review dialog. Its parts
 * live beside it:
 * - reviewAdminModel.ts: the review fragment and shared types;
 * - reviewAdminMutations.ts: one hook per mutation with its cache update;
 * - ReviewStatsPanel.tsx: the "Overview" statistics;
 * - ReviewsTable.tsx: the "All reviews" tab (filters, table, row actions);
 * - ReviewDialogs.tsx: edit, delete and write a Pro Review;
 * - CleanerRatingsTab.tsx: the "Ratings per cleaner" tab and one cleaner's reviews;
 * - ReviewParts.tsx: badge, stars and state chips.
 *
 * Cache: an edited review is normalized by id; after any change the review lists and the
 * cleaners' ratings are evicted and asked again (the server owns their filters and order), and
 * a deleted review is evicted. The statistics query is read again after a change.
 */
import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import { PageTitle } from '../../../components/ui/PageTitle';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { graphql } from '../../../gql';
import { withParams } from '../../../lib/searchParams';
import { useToast } from '../../../lib/toast';
import { CleanerRatingsTab } from './CleanerRatingsTab';
import { ProReviewDialog } from './ReviewDialogs';
import type { Option } from './reviewAdminModel';
import { ReviewStatsPanel, useReviewStats } from './ReviewStatsPanel';
import { ReviewsTable } from './ReviewsTable';

/** Cleaners for the filter and the Pro Review dialog (limit 100 keeps it apart from the ratings table's pages). */
const AdminReviewCleanerOptionsQuery = graphql(`
  query AdminReviewCleanerOptions {
    adminCleanerRatings(page: 1, limit: 100) {
      total
      items {
        cleanerId
        firstName
        lastName
      }
    }
  }
`);

/** The admin reviews page. */
export default function AdminReviewsPage() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'cleaners' ? 'cleaners' : 'all';
  const [writing, setWriting] = useState(false);
  const notify = useToast();
  const stats = useReviewStats();
  const cleanerOptions = useQuery(AdminReviewCleanerOptionsQuery, { fetchPolicy: 'cache-and-network' });
  const cleaners: Option[] = (cleanerOptions.data?.adminCleanerRatings.items ?? []).map((c) => ({ id: c.cleanerId, label: `${c.firstName} ${c.lastName}` }));
  const tabsId = useId();
  const refreshStats = () => void stats.refetch();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Reviews" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' }, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            Reviews
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Moderate customer reviews, feature the best ones on the landing page and write professional reviews.
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<WorkspacePremiumRounded />} onClick={() => setWriting(true)} sx={{ flexShrink: 0 }}>
          Write a Pro Review
        </Button>
      </Stack>

      <ReviewStatsPanel stats={stats} />

      <Box component="section" aria-labelledby={`${tabsId}-heading`}>
        <VisuallyHidden component="h2" id={`${tabsId}-heading`}>
          {view === 'cleaners' ? 'Ratings per cleaner' : 'All reviews'}
        </VisuallyHidden>
        <Tabs
          value={view}
          onChange={(_e, value: string) => setParams(withParams(params, { view: value === 'cleaners' ? 'cleaners' : null }))}
          aria-label="Review views"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        >
          <Tab value="all" label="All reviews" id={`${tabsId}-tab-all`} aria-controls={`${tabsId}-panel`} />
          <Tab value="cleaners" label="Ratings per cleaner" id={`${tabsId}-tab-cleaners`} aria-controls={`${tabsId}-panel`} />
        </Tabs>
        <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-tab-${view}`}>
          {view === 'all' ? <ReviewsTable cleaners={cleaners} onChanged={refreshStats} /> : <CleanerRatingsTab />}
        </Box>
      </Box>

      {writing && (
        <ProReviewDialog
          cleaners={cleaners}
          onClose={() => setWriting(false)}
          onCreated={() => {
            setWriting(false);
            notify.success('Pro Review published.');
            refreshStats();
          }}
        />
      )}
    </Container>
  );
}
