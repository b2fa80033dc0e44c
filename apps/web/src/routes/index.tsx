import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { PublicFooter, PublicHeader } from '../components/public-layout';
import {
  type BannerKind,
  bannerFromFlags,
  LandingBanner,
  type LandingFlags,
} from '../features/landing/landing-banner';
import { LandingSections } from '../features/landing/landing-sections';
import { landingTitle } from '../lib/page-title';

/** Query flags the landing page understands; values arrive as strings or numbers. */
function validateLandingSearch(search: Record<string, unknown>): LandingFlags {
  const flag = (value: unknown) => (value === undefined || value === null ? undefined : String(value));
  const verified = flag(search.verified);
  return {
    ...(verified === '1' || verified === '0' ? { verified } : {}),
    ...(flag(search.reset) === 'ok' ? { reset: 'ok' as const } : {}),
    ...(flag(search.invited) === '1' ? { invited: '1' as const } : {}),
  };
}

export const Route = createFileRoute('/')({
  head: () => ({ meta: [{ title: landingTitle() }] }),
  validateSearch: validateLandingSearch,
  component: LandingPage,
});

function LandingPage() {
  const flags = Route.useSearch();
  const navigate = Route.useNavigate();
  const [banner, setBanner] = useState<BannerKind | null>(null);
  const kind = bannerFromFlags(flags);

  // The flag becomes a banner, then leaves the address bar without a new history entry.
  useEffect(() => {
    if (!kind) return;
    setBanner(kind);
    void navigate({ search: {}, replace: true, hash: (prev) => prev ?? '' });
  }, [kind, navigate]);

  const dismiss = useCallback(() => setBanner(null), []);

  return (
    <>
      <PublicHeader withSections />
      {banner && <LandingBanner kind={banner} onDismiss={dismiss} />}
      <LandingSections />
      <PublicFooter />
    </>
  );
}
