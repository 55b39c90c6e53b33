/**
 * The role sidebars' icons, by the name lib/paths.ts gives each sidebar entry. Kept out of the
 * table of paths so that the public entry chunk (which holds the table) does not carry them;
 * the sidebars load with the signed-in layout (docs/decisions/0017-landing-speed.md).
 */
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventNoteIcon from '@mui/icons-material/EventNote';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import InsightsIcon from '@mui/icons-material/Insights';
import MailIcon from '@mui/icons-material/Mail';
import OutboxIcon from '@mui/icons-material/Outbox';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import WorkIcon from '@mui/icons-material/Work';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';

/** Sidebar icon components by name. */
export const SIDEBAR_ICONS = {
  AddCircle: AddCircleIcon,
  CalendarMonth: CalendarMonthIcon,
  CleaningServices: CleaningServicesIcon,
  Dashboard: DashboardIcon,
  EventNote: EventNoteIcon,
  EventRepeat: EventRepeatIcon,
  HourglassTop: HourglassTopIcon,
  HowToReg: HowToRegIcon,
  Insights: InsightsIcon,
  Mail: MailIcon,
  Outbox: OutboxIcon,
  Payments: PaymentsIcon,
  People: PeopleIcon,
  Person: PersonIcon,
  RateReview: RateReviewIcon,
  SupportAgent: SupportAgentIcon,
  Work: WorkIcon,
  WorkspacePremium: WorkspacePremiumIcon,
} satisfies Record<string, ComponentType<SvgIconProps>>;

/** A name lib/paths.ts may give a sidebar entry's icon. */
export type SidebarIconName = keyof typeof SIDEBAR_ICONS;
