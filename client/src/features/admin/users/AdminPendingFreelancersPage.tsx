/**
 * /admin/freelancers/pending (docs/decisions/0020; spec sections 4 and 6): the queue of
 * freelancers waiting for the background check, oldest application first (`pendingFreelancers`),
 * searchable by name or email and paged (search, page and size in the URL). "View profile" shows
 * `freelancer(id)`; "Approve" (after a confirmation) and "Reject" (with required notes) call
 * `decideBackgroundCheck`, and the applicant leaves the cached queue at once.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { PageTitle } from '../../../components/ui/PageTitle';
import { QueryErrorState, StateMessage } from '../../../components/ui/StateMessage';
import { graphql } from '../../../gql';
import { PAGE_SIZES, parsePage, parsePageSize, personName } from './adminUsersModel';
import { ApplicantCard } from './ApplicantCard';
import { ApproveDialog, RejectDialog } from './DecisionDialogs';
import { FreelancerProfileDialog } from './FreelancerProfileDialog';
import { useSearchDraft, useUrlParams } from './useUrlParams';
import { Pager } from '../../../components/ui/Pager';

const AdminPendingFreelancersDocument = graphql(`
  query AdminPendingFreelancers($search: String, $page: Int!, $limit: Int!) {
    pendingFreelancers(search: $search, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        firstName
        lastName
        fullName
        email
        createdAt
        cleanerProfile {
          backgroundCheckStatus
          city
          serviceZipPrefixes
          yearsExperience
          specialties
        }
      }
    }
  }
`);

type Target = { id: string; name: string };

/** The admin pending freelancers page. */
export default function AdminPendingFreelancersPage() {
  const [params, update] = useUrlParams();
  const search = params.get('search') ?? '';
  const page = parsePage(params.get('page'));
  const limit = parsePageSize(params.get('limit'));
  const { draft, setDraft, submit } = useSearchDraft(search, update);
  const [viewing, setViewing] = useState<Target | null>(null);
  const [approving, setApproving] = useState<Target | null>(null);
  const [rejecting, setRejecting] = useState<Target | null>(null);

  const { data, previousData, loading, error, refetch } = useQuery(AdminPendingFreelancersDocument, {
    variables: { search: search || null, page, limit },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.pendingFreelancers;
  const applicants = result?.items ?? [];
  const total = result?.total ?? 0;
  // A later page emptied by decisions (the queue is asked again after each one): show the last page that has applicants.
  const lastPage = Math.max(1, Math.ceil(total / limit));
  const emptiedPage = Boolean(result && !loading && applicants.length === 0 && page > lastPage);

  useEffect(() => {
    if (emptiedPage) update({ page: lastPage });
  }, [emptiedPage, lastPage, update]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Pending Freelancers" />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Pending Freelancers
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Freelancers waiting for their background check, longest waiting first. Approve them to open jobs to them, or reject them with a reason.
      </Typography>

      <Box component="form" role="search" aria-label="Applicant search" onSubmit={submit} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          size="small"
          type="search"
          label="Search applicants"
          placeholder="Name or email"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          sx={{ flex: '1 1 260px', maxWidth: { sm: 420 } }}
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>

      <Box sx={{ minHeight: 4, mb: 1 }}>{loading && result && <LinearProgress aria-label="Loading applicants" />}</Box>

      {error && !result ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load the applicants" />
      ) : !result ? (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={230} aria-hidden />
          ))}
        </Box>
      ) : total === 0 ? (
        search ? (
          <StateMessage
            icon={<SearchOffRounded />}
            title="No applicants match your search"
            description={`Nobody waiting for approval matches “${search}”.`}
            actions={
              <Button
                variant="outlined"
                onClick={() => {
                  setDraft('');
                  update({ search: null });
                }}
              >
                Clear search
              </Button>
            }
          />
        ) : (
          <StateMessage icon={<HowToRegRounded />} title="No freelancers are waiting for approval." description="New applications appear here as freelancers sign up." />
        )
      ) : (
        <Box component="section" aria-labelledby="applicants-heading">
          <Typography id="applicants-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
            {total === 1 ? '1 applicant waiting' : `${total.toLocaleString('en-US')} applicants waiting`}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {applicants.map((user) => {
              const name = personName(user);
              const target = { id: user.id, name };
              return (
                <li key={user.id}>
                  <ApplicantCard
                    applicant={{
                      id: user.id,
                      name,
                      email: user.email ?? null,
                      createdAt: user.createdAt,
                      city: user.cleanerProfile?.city ?? '',
                      serviceZipPrefixes: user.cleanerProfile?.serviceZipPrefixes ?? [],
                      yearsExperience: user.cleanerProfile?.yearsExperience ?? 0,
                      specialties: user.cleanerProfile?.specialties ?? [],
                    }}
                    onView={() => setViewing(target)}
                    onApprove={() => setApproving(target)}
                    onReject={() => setRejecting(target)}
                  />
                </li>
              );
            })}
          </Box>
          <Pager
            page={page}
            limit={limit}
            total={total}
            sizes={PAGE_SIZES}
            label="Per page:"
            onPage={(next) => update({ page: next })}
            onLimit={(size) => update({ limit: size })}
            sx={{ mt: 1 }}
          />
        </Box>
      )}

      <FreelancerProfileDialog
        applicant={viewing}
        onClose={() => setViewing(null)}
        onApprove={(target) => {
          setViewing(null);
          setApproving(target);
        }}
        onReject={(target) => {
          setViewing(null);
          setRejecting(target);
        }}
      />
      <ApproveDialog applicant={approving} onClose={() => setApproving(null)} />
      <RejectDialog applicant={rejecting} onClose={() => setRejecting(null)} />
    </Container>
  );
}
