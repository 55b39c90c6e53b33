import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { HeroSection } from './HeroSection';
import { ClosingCta, CleanerShowcase, HowItWorksSection, StatsSection, SupportSection, TrustSection } from './MarketingSections';
import { MembershipSection } from './MembershipSection';
import { PopularServicesSection } from './PopularServicesSection';
import { PromoFloating } from './PromoFloating';
import { TestimonialsSection } from './TestimonialsSection';

function scrollToMembership() {
  document.getElementById('membership')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** Public landing page (spec sections 1 and 2 "Landing page behaviour"). */
export default function LandingPage() {
  const location = useLocation();
  const state = location.state as { scrollTo?: string } | null;
  const wantsMembership = state?.scrollTo === 'membership';

  return (
    <Box>
      <HeroSection onShowMembership={scrollToMembership} />
      <PopularServicesSection />
      <HowItWorksSection />
      <TrustSection />
      <MembershipSection scrollIntoView={wantsMembership} />
      <StatsSection />
      <TestimonialsSection />
      <CleanerShowcase />
      <SupportSection />
      <ClosingCta />
      <PromoFloating />
    </Box>
  );
}
