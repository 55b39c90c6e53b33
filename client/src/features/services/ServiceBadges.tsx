import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import LocalFireDepartmentRounded from '@mui/icons-material/LocalFireDepartmentRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import BoltRounded from '@mui/icons-material/BoltRounded';

/** Popular / Premium / 24/7 Emergency badges of a service (renders nothing when none apply). */
export function ServiceBadges({
  popular,
  premium,
  emergency,
  size = 'small',
}: {
  popular: boolean;
  premium: boolean;
  emergency: boolean;
  size?: 'small' | 'medium';
}) {
  if (!popular && !premium && !emergency) return null;
  return (
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {popular && (
        <Chip size={size} color="warning" icon={<LocalFireDepartmentRounded />} label="Popular" sx={{ fontWeight: 600 }} />
      )}
      {premium && (
        <Chip size={size} color="secondary" icon={<WorkspacePremiumRounded />} label="Premium" sx={{ fontWeight: 600 }} />
      )}
      {emergency && (
        <Chip size={size} color="error" icon={<BoltRounded />} label="24/7 Emergency" sx={{ fontWeight: 600 }} />
      )}
    </Stack>
  );
}
