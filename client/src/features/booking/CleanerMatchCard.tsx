import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BoltRounded from '@mui/icons-material/BoltRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import type { CleanerMatchCard_CandidateFragment } from '../../gql/graphql';
import { formatDateTime, formatMiles } from '../../components/booking/format';
import { PersonAvatar } from '../../components/ui/PersonAvatar';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { chosenCleanerText } from './matchingPreview';

/** "4.8 ★ (120 reviews)" parts: the rating text, or "New" before the first review. */
function ratingText(rating: number, reviews: number): string {
  return reviews > 0 ? rating.toFixed(1) : 'New';
}

/** "5 jobs completed", "1 job completed". */
function jobsText(count: number): string {
  return `${count} ${count === 1 ? 'job' : 'jobs'} completed`;
}

/**
 * One cleaner on "Choose your cleaner" (docs/decisions/0027): photo or initials, first name and last
 * initial, rating and reviews, completed jobs, distance, next free slot, specialties, a
 * "Favourite" badge, an "Instant confirmation" badge when booking them would confirm at once (issue 31), the "why this cleaner" line with its factors behind a disclosure button, and
 * "Choose <name>" with the fall-back checkbox ("If <name> can't take it, ask the next best
 * cleaner", checked by default). `onChoose(fallbackToBest)` books with this cleaner.
 */
export function CleanerMatchCard({
  candidate,
  busy,
  disabled,
  onChoose,
}: {
  candidate: CleanerMatchCard_CandidateFragment;
  /** This card's booking is being created. */
  busy: boolean;
  /** Another booking is being created: no second one meanwhile. */
  disabled: boolean;
  onChoose: (fallbackToBest: boolean) => void;
}) {
  const id = useId();
  const nameId = `${id}-name`;
  const factorsId = `${id}-factors`;
  const howId = `${id}-how`;
  const [fallback, setFallback] = useState(true);
  const [showFactors, setShowFactors] = useState(false);
  const name = candidate.displayName;
  const factors = candidate.factors ?? [];

  return (
    <Paper
      component="article"
      aria-labelledby={nameId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <PersonAvatar name={name} photoUrl={candidate.photoUrl} size={56} />
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={nameId} component="h3" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {name}
            </Typography>
            {candidate.favorite && (
              <Chip size="small" color="error" variant="outlined" icon={<FavoriteRounded aria-hidden />} label="Favourite" />
            )}
            {candidate.instantConfirmation && (
              <Chip size="small" color="success" variant="outlined" icon={<BoltRounded aria-hidden />} label="Instant confirmation" />
            )}
          </Stack>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
            <StarRounded aria-hidden sx={{ fontSize: 18, color: 'warning.main' }} />
            <Box component="span" sx={{ fontWeight: 700 }}>
              {ratingText(candidate.rating, candidate.reviewCount)}
              {candidate.reviewCount > 0 && <VisuallyHidden> out of 5</VisuallyHidden>}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              ({candidate.reviewCount} {candidate.reviewCount === 1 ? 'review' : 'reviews'})
            </Box>
          </Typography>
        </Box>
      </Stack>

      <Stack spacing={0.5}>
        <Fact icon={<PlaceRounded />}>{formatMiles(candidate.distanceMiles)} away</Fact>
        <Fact icon={<TaskAltRounded />}>
          {jobsText(candidate.completedJobs)}
          {candidate.yearsExperience > 0 &&
            ` · ${candidate.yearsExperience} ${candidate.yearsExperience === 1 ? 'year' : 'years'} of experience`}
        </Fact>
        {candidate.nextFreeSlot && <Fact icon={<EventAvailableRounded />}>Next free: {formatDateTime(candidate.nextFreeSlot)}</Fact>}
      </Stack>

      {candidate.specialties.length > 0 && (
        <Box component="ul" aria-label={`${name}'s specialties`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, listStyle: 'none' }}>
          {candidate.specialties.slice(0, 6).map((specialty) => (
            <li key={specialty}>
              <Chip size="small" label={specialty} />
            </li>
          ))}
          {candidate.specialties.length > 6 && (
            <li>
              <Chip size="small" variant="outlined" label={`+${candidate.specialties.length - 6} more`} />
            </li>
          )}
        </Box>
      )}

      {candidate.why && (
        <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 1.5, py: 1 }}>
          <Typography variant="body2">
            <Box component="span" sx={{ fontWeight: 700 }}>
              Why {candidate.firstName}:{' '}
            </Box>
            {candidate.why}
          </Typography>
          {factors.length > 0 && (
            <>
              <Button
                size="small"
                onClick={() => setShowFactors((open) => !open)}
                aria-expanded={showFactors}
                aria-controls={factorsId}
                endIcon={
                  <ExpandMoreRounded
                    aria-hidden
                    sx={{ transform: showFactors ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
                  />
                }
                sx={{ mt: 0.5, ml: -0.75 }}
              >
                {showFactors ? 'Hide the ranking factors' : 'How we ranked them'}
              </Button>
              <Collapse in={showFactors} id={factorsId}>
                <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                  {factors.map((factor) => (
                    <Typography component="li" variant="body2" key={factor.key} sx={{ mb: 0.5 }}>
                      <Box component="span" sx={{ fontWeight: 700 }}>
                        {factor.label}
                      </Box>{' '}
                      ({Math.round(factor.points * 100)} of {Math.round(factor.weight * 100)} points): {factor.detail}
                    </Typography>
                  ))}
                </Box>
              </Collapse>
            </>
          )}
        </Box>
      )}

      <Box sx={{ mt: 'auto', pt: 0.5 }}>
        <Button
          variant="contained"
          fullWidth
          disabled={disabled || busy}
          onClick={() => onChoose(fallback)}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          aria-describedby={howId}
          sx={{ fontWeight: 700 }}
        >
          Choose {name}
        </Button>
        <Typography id={howId} variant="caption" component="p" sx={{ mt: 0.5, color: 'text.secondary' }}>
          {chosenCleanerText(name, candidate.instantConfirmation)}
        </Typography>
        <FormControlLabel
          sx={{ mt: 0.5, alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.25 } }}
          control={<Checkbox size="small" checked={fallback} onChange={(event) => setFallback(event.target.checked)} />}
          label={<Typography variant="body2">If {name} can&apos;t take it, ask the next best cleaner</Typography>}
        />
      </Box>
    </Paper>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <Box aria-hidden sx={{ display: 'flex', '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.primary' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** A card's shape while the list loads. */
export function CleanerMatchCardSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3 }} aria-hidden>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Skeleton variant="circular" width={56} height={56} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton width="50%" height={28} />
          <Skeleton width="40%" />
        </Box>
      </Stack>
      <Skeleton width="60%" />
      <Skeleton width="70%" />
      <Skeleton variant="rounded" height={48} sx={{ my: 1.5 }} />
      <Skeleton variant="rounded" height={36} />
    </Paper>
  );
}
