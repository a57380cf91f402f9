import { Box } from '@mantine/core';
import { useSession } from '../../lib/session';
import { Footer } from './Footer';
import { Header } from './Header';
import { HeroBanner } from './HeroBanner';
import { SkipLink } from './SkipLink';

/** The portal's frame around every page but the player's: banner, main content and footer landmarks. */
export function PortalShell({ children }: { children: React.ReactNode }) {
  const { isloggedIn } = useSession();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header />
      {!isloggedIn && <HeroBanner />}
      {/* The main content takes at least the window's height, so the footer starts below the fold
          and a page whose content arrives after its data does not push a visible footer down. */}
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
