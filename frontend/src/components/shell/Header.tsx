import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../lib/brand';
import { useLoadedQueryClient } from '../../lib/query-layer';
import { useSession } from '../../lib/session';
import { useAccountNavModule } from './account-nav-module';
import { LanguageSwitch } from './LanguageSwitch';
import { ProgressBar } from './ProgressBar';
import classes from './Header.module.css';

// The link reads the portal's configuration through the query cache, which a visitor's first page
// shows without; it arrives with the cache (and shows on wide screens only).
const ParentOrgLink = lazy(() => import('./ParentOrgLink').then((m) => ({ default: m.ParentOrgLink })));

export function Header() {
  const { t } = useTranslation();
  const { isloggedIn } = useSession();
  const queries = useLoadedQueryClient();
  // A visitor's pages (sign-in first) need none of the menu, drawer and links of a signed-in user.
  const nav = useAccountNavModule(isloggedIn);
  const signedInNav = isloggedIn ? nav : undefined;

  return (
    <Box component="header" className={classes.header}>
      <ProgressBar />
      <Container size="xl" className={classes.inner}>
        <Group gap="sm" wrap="nowrap">
          {signedInNav && <signedInNav.NavDrawer />}
          <Anchor component={Link} to="/" aria-label={t('logoAlt')} className={classes.logo}>
            <img src={brand.logoUrl} alt="" width={36} height={36} className={classes.logoImage} />
            <Text fw={700} visibleFrom="xs" className={classes.product}>
              {t('productName')}
            </Text>
          </Anchor>
        </Group>
        {signedInNav && <signedInNav.NavBar />}
        <Group gap="sm" wrap="nowrap">
          {queries && (
            <Suspense fallback={null}>
              <ParentOrgLink size="sm" visibleFrom="md" />
            </Suspense>
          )}
          <LanguageSwitch />
          {signedInNav && <signedInNav.StaffBell />}
          {signedInNav && <signedInNav.AccountMenu />}
        </Group>
      </Container>
    </Box>
  );
}
