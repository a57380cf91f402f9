import { Anchor, Box, Container, Group, Image, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { getPortalConfigOptions } from '../../api/@tanstack/react-query.gen';
import { brand } from '../../lib/brand';
import { useSession } from '../../lib/session';
import { useAccountNavModule } from './account-nav-module';
import { LanguageSwitch } from './LanguageSwitch';
import { ProgressBar } from './ProgressBar';
import classes from './Header.module.css';


export function Header() {
  const { t } = useTranslation();
  const { isloggedIn } = useSession();
  const { data: portal } = useQuery(getPortalConfigOptions());
  // A visitor's pages (sign-in first) need none of the menu, drawer and links of a signed-in user.
  const nav = useAccountNavModule(isloggedIn);
  const signedInNav = isloggedIn ? nav : undefined;

  return (
    <Box component="header" className={classes.header}>
      <ProgressBar />
      <Container size="xl" className={classes.inner}>
        <Group gap="sm" wrap="nowrap">
          {signedInNav && <signedInNav.NavDrawer portal={portal} />}
          <Anchor component={Link} to="/" aria-label={t('logoAlt')} className={classes.logo}>
            <Image src={brand.logoUrl} alt="" w={36} h={36} width={36} height={36} />
            <Text fw={700} visibleFrom="xs" className={classes.product}>
              {t('productName')}
            </Text>
          </Anchor>
        </Group>
        {signedInNav && <signedInNav.NavBar />}
        <Group gap="sm" wrap="nowrap">
          {portal && (
            <Anchor href={portal.orgUrl} target="_blank" rel="noopener noreferrer" size="sm" visibleFrom="md">
              {t('parentOrgLink', { org: portal.orgName })}
            </Anchor>
          )}
          <LanguageSwitch />
          {signedInNav && <signedInNav.StaffBell />}
          {signedInNav && <signedInNav.AccountMenu />}
        </Group>
      </Container>
    </Box>
  );
}
