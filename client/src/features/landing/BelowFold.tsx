/**
 * Everything on the landing page below the popular services (spec section 1, in the spec's
 * order): how it works, trust, membership plans, statistics, testimonials, cleaners, support and
 * the closing call to action. One lazy chunk, loaded by LandingPage when its placeholder nears
 * the viewport or the visitor first interacts (docs/decisions/0017-landing-speed.md).
 */
import { ClosingCta, CleanerShowcase, HowItWorksSection, StatsSection, SupportSection, TrustSection } from './MarketingSections';
import { MembershipSection } from './MembershipSection';
import type { SignupTier } from './signupTier';
import { TestimonialsSection } from './TestimonialsSection';

export interface BelowFoldProps {
  /** Scroll to the membership plans once they have loaded (a 'See membership plans' request). */
  scrollToMembership: boolean;
  /** A membership button was chosen (the landing page opens the signup modal or the subscribe path). */
  onChooseMembership: (tier: SignupTier) => void;
}

/** The landing sections after the popular services. */
export default function BelowFold({ scrollToMembership, onChooseMembership }: BelowFoldProps) {
  return (
    <>
      <HowItWorksSection />
      <TrustSection />
      <MembershipSection scrollIntoView={scrollToMembership} onChoose={onChooseMembership} />
      <StatsSection />
      <TestimonialsSection />
      <CleanerShowcase />
      <SupportSection />
      <ClosingCta />
    </>
  );
}
