import HomeRounded from '@mui/icons-material/HomeRounded';
import BusinessRounded from '@mui/icons-material/BusinessRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import HealthAndSafetyRounded from '@mui/icons-material/HealthAndSafetyRounded';
import DiamondRounded from '@mui/icons-material/DiamondRounded';
import ParkRounded from '@mui/icons-material/ParkRounded';
import CelebrationRounded from '@mui/icons-material/CelebrationRounded';
import HotelRounded from '@mui/icons-material/HotelRounded';
import WbSunnyRounded from '@mui/icons-material/WbSunnyRounded';
import BuildRounded from '@mui/icons-material/BuildRounded';
import SecurityRounded from '@mui/icons-material/SecurityRounded';
import DirectionsCarRounded from '@mui/icons-material/DirectionsCarRounded';
import ComputerRounded from '@mui/icons-material/ComputerRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import AirRounded from '@mui/icons-material/AirRounded';
import SpaRounded from '@mui/icons-material/SpaRounded';
import EmergencyRounded from '@mui/icons-material/EmergencyRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import CleaningServicesRounded from '@mui/icons-material/CleaningServicesRounded';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';

/** Icons for the catalogue categories of spec section 3. */
const CATEGORY_ICONS: Record<string, SvgIconComponent> = {
  Residential: HomeRounded,
  Commercial: BusinessRounded,
  Specialized: AutoAwesomeRounded,
  'Health & Safety': HealthAndSafetyRounded,
  Luxury: DiamondRounded,
  Outdoor: ParkRounded,
  'Event Services': CelebrationRounded,
  Hospitality: HotelRounded,
  Seasonal: WbSunnyRounded,
  Maintenance: BuildRounded,
  Security: SecurityRounded,
  Automotive: DirectionsCarRounded,
  Technology: ComputerRounded,
  'Personal Services': PersonRounded,
  HVAC: AirRounded,
  Wellness: SpaRounded,
  Emergency: EmergencyRounded,
  Educational: SchoolRounded,
  'Sports & Recreation': SportsSoccerRounded,
};

/** Rounded tile with the icon of a service category (decorative: hidden from assistive tech). */
export function CategoryIcon({ category, size = 44 }: { category: string; size?: number }) {
  const Icon = CATEGORY_ICONS[category] ?? CleaningServicesRounded;
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        color: 'primary.main',
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
      }}
    >
      <Icon sx={{ fontSize: size * 0.55 }} />
    </Box>
  );
}
