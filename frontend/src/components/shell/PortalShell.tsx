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
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
