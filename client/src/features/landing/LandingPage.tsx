import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import { HeroSection } from './HeroSection';
import { ClosingCta, CleanerShowcase, HowItWorksSection, StatsSection, SupportSection, TrustSection } from './MarketingSections';
import { MembershipSection } from './MembershipSection';
import { PopularServicesSection } from './PopularServicesSection';
import { PromoFloating } from './PromoFloating';
import { SignupModal, subscribePath, type SignupTier } from './SignupModal';
import { TestimonialsSection } from './TestimonialsSection';
import { useAuth } from '../../lib/auth';

function scrollToMembership() {
  document.getElementById('membership')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** Public landing page (spec sections 1 and 2 "Landing page behaviour"). */
export default function LandingPage() {
  const location = useLocation();
  const state = location.state as { scrollTo?: string } | null;
  const wantsMembership = state?.scrollTo === 'membership';
  const { user } = useAuth();
  const navigate = useNavigate();
  const [signupTier, setSignupTier] = useState<SignupTier | null>(null);

  // Membership buttons and the floating promo: a signed-in user goes straight to the subscribe
  // path; anyone else gets the signup modal carrying the chosen tier (spec sections 2 and 4).
  const chooseMembership = (tier: SignupTier) => {
    if (user) navigate(subscribePath(tier.code), { state: { membershipIntent: tier.code } });
    else setSignupTier(tier);
  };

  return (
    <Box>
      <HeroSection onShowMembership={scrollToMembership} />
      <PopularServicesSection />
      <HowItWorksSection />
      <TrustSection />
      <MembershipSection scrollIntoView={wantsMembership} onChoose={chooseMembership} />
      <StatsSection />
      <TestimonialsSection />
      <CleanerShowcase />
      <SupportSection />
      <ClosingCta />
      <PromoFloating onClaim={chooseMembership} />
      <SignupModal open={signupTier !== null} tier={signupTier} onClose={() => setSignupTier(null)} />
    </Box>
  );
}
