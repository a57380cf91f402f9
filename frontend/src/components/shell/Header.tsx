import { Anchor, Box, Burger, Button, Container, Drawer, Group, Image, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Fn } from '@portal/shared';
import { getPortalConfigOptions } from '../../api/@tanstack/react-query.gen';
import { brand } from '../../lib/brand';
import { askToLogout } from '../../lib/logout';
import { useSession } from '../../lib/session';
import { NotificationBell } from '../notifications/NotificationBell';
import { LanguageSwitch } from './LanguageSwitch';
import { ProgressBar } from './ProgressBar';
import classes from './Header.module.css';

const NAV = [
  { fn: Fn.Home, to: '/home/index', key: 'home' },
  { fn: Fn.Users, to: '/home/users', key: 'users' },
  { fn: Fn.Imports, to: '/home/imports', key: 'imports' },
  { fn: Fn.History, to: '/home/testhistory', key: 'history' },
  { fn: Fn.Reports, to: '/home/reports', key: 'reports' },
] as const;

export function Header() {
  const { t } = useTranslation();
  const { isloggedIn, data, acl } = useSession();
  const navigate = useNavigate();
  const { data: portal } = useQuery(getPortalConfigOptions());
  const [drawerOpen, drawer] = useDisclosure(false);
  const items = NAV.filter((item) => acl[String(item.fn)] === 'W');
  const name = `${data?.firstName ?? ''} ${data?.lastName ?? ''}`.trim();
  const logout = () => askToLogout(() => void navigate({ to: '/' }));

  const links = (vertical: boolean) =>
    items.map((item) => (
      <Anchor
        key={item.key}
        component={Link}
        to={item.to}
        className={classes.navLink}
        activeProps={{ 'aria-current': 'page', 'data-active': true }}
        onClick={vertical ? drawer.close : undefined}
      >
        {t(`nav.${item.key}`)}
      </Anchor>
    ));

  return (
    <Box component="header" className={classes.header}>
      <ProgressBar />
      <Container size="xl" className={classes.inner}>
        <Group gap="sm" wrap="nowrap">
          {isloggedIn && items.length > 0 && <Burger opened={drawerOpen} onClick={drawer.toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.label')} />}
          <Anchor component={Link} to="/" aria-label={t('logoAlt')} className={classes.logo}>
            <Image src={brand.logoUrl} alt="" w={36} h={36} />
            <Text fw={700} visibleFrom="xs" className={classes.product}>
              {t('productName')}
            </Text>
          </Anchor>
        </Group>
        {isloggedIn && (
          <Group component="nav" aria-label={t('nav.label')} gap="md" visibleFrom="sm">
            {links(false)}
          </Group>
        )}
        <Group gap="sm" wrap="nowrap">
          {portal && (
            <Anchor href={portal.orgUrl} target="_blank" rel="noopener noreferrer" size="sm" visibleFrom="md">
              {t('parentOrgLink', { org: portal.orgName })}
            </Anchor>
          )}
          <LanguageSwitch />
          {isloggedIn && acl[String(Fn.Imports)] === 'W' && <NotificationBell />}
          {/* Mantine's focus placeholder is a role=presentation child of role=menu, which axe rejects;
              the menu opens inside the banner, not in a portal outside every landmark (axe: region). */}
          {isloggedIn && (
            <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false}>
              <Menu.Target>
                <UnstyledButton aria-label={t('accountMenu', { name })} className={classes.account}>
                  <Group gap={6} wrap="nowrap">
                    <IconUser size={18} aria-hidden />
                    <Text size="sm" fw={500} className={classes.name}>
                      {name}
                    </Text>
                    <IconChevronDown size={14} aria-hidden />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconUser size={16} aria-hidden />} onClick={() => void navigate({ to: '/home/profile' })}>
                  {t('profile')}
                </Menu.Item>
                <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={logout}>
                  {t('logout')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Container>
      <Drawer opened={drawerOpen} onClose={drawer.close} title={t('productName')} size="xs" hiddenFrom="sm" closeButtonProps={{ 'aria-label': t('close') }}>
        <Stack component="nav" aria-label={t('nav.label')} gap="md">
          {links(true)}
          {portal && (
            <Anchor href={portal.orgUrl} target="_blank" rel="noopener noreferrer">
              {t('parentOrgLink', { org: portal.orgName })}
            </Anchor>
          )}
          <Button variant="light" onClick={logout}>
            {t('logout')}
          </Button>
        </Stack>
      </Drawer>
    </Box>
  );
}
