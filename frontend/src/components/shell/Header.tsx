import { Anchor, Box, Container, Group, Image, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { getPortalConfigOptions } from '../../api/@tanstack/react-query.gen';
import { brand } from '../../lib/brand';
import { useSession } from '../../lib/session';
import { LanguageSwitch } from './LanguageSwitch';
import { ProgressBar } from './ProgressBar';
import classes from './Header.module.css';

// A visitor's pages (sign-in first) need none of the menu, drawer and links of a signed-in user.
const NavDrawer = lazy(() => import('./AccountNav').then((m) => ({ default: m.NavDrawer })));
const NavBar = lazy(() => import('./AccountNav').then((m) => ({ default: m.NavBar })));
const AccountMenu = lazy(() => import('./AccountNav').then((m) => ({ default: m.AccountMenu })));

export function Header() {
  const { t } = useTranslation();
  const { isloggedIn } = useSession();
  const { data: portal } = useQuery(getPortalConfigOptions());

  return (
    <Box component="header" className={classes.header}>
      <ProgressBar />
      <Container size="xl" className={classes.inner}>
        <Group gap="sm" wrap="nowrap">
          {isloggedIn && (
            <Suspense fallback={null}>
              <NavDrawer portal={portal} />
            </Suspense>
          )}
          <Anchor component={Link} to="/" aria-label={t('logoAlt')} className={classes.logo}>
            <Image src={brand.logoUrl} alt="" w={36} h={36} width={36} height={36} />
            <Text fw={700} visibleFrom="xs" className={classes.product}>
              {t('productName')}
            </Text>
          </Anchor>
        </Group>
        {isloggedIn && (
          <Suspense fallback={null}>
            <NavBar />
          </Suspense>
        )}
        <Group gap="sm" wrap="nowrap">
          {portal && (
            <Anchor href={portal.orgUrl} target="_blank" rel="noopener noreferrer" size="sm" visibleFrom="md">
              {t('parentOrgLink', { org: portal.orgName })}
            </Anchor>
          )}
          <LanguageSwitch />
          {isloggedIn && (
            <Suspense fallback={null}>
              <AccountMenu />
            </Suspense>
          )}
        </Group>
      </Container>
    </Box>
  );
}
