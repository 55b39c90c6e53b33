import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatHourly } from './format';
import { VisuallyHidden } from '../ui/VisuallyHidden';

/** Member hourly rate next to the struck-through regular rate, with the saving ("$18/h  $36/h  Save 50%"). */
export function PriceTag({
  memberCents,
  regularCents,
  discountPercent,
  size = 'medium',
  showSave = true,
}: {
  memberCents: number;
  regularCents: number;
  discountPercent?: number;
  size?: 'small' | 'medium' | 'large';
  showSave?: boolean;
}) {
  const percent =
    discountPercent ?? (regularCents > 0 ? Math.round(((regularCents - memberCents) / regularCents) * 100) : 0);
  const memberVariant = size === 'large' ? 'h4' : size === 'small' ? 'subtitle1' : 'h6';
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
      <Typography component="span" variant={memberVariant} sx={{ fontWeight: 800, color: 'primary.main' }}>
        <VisuallyHidden>Member price </VisuallyHidden>
        <span>{formatHourly(memberCents)}</span>
      </Typography>
      {regularCents > memberCents && (
        <Typography
          component="span"
          variant={size === 'large' ? 'h6' : 'body2'}
          sx={{ color: 'text.secondary', textDecoration: 'line-through' }}
        >
          <VisuallyHidden>Regular price </VisuallyHidden>
          <span>{formatHourly(regularCents)}</span>
        </Typography>
      )}
      {showSave && percent > 0 && (
        <Chip
          component="span"
          size="small"
          color="success"
          label={`Save ${percent}%`}
          sx={{ fontWeight: 700, alignSelf: 'center' }}
        />
      )}
    </Box>
  );
}
