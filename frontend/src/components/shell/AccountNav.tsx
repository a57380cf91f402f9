import { Anchor, Burger, Button, Drawer, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Fn } from '@portal/shared';
import { askToLogout } from '../../lib/logout';
import { useSession } from '../../lib/session';
import { NotificationBell } from '../notifications/NotificationBell';
import { ParentOrgLink } from './ParentOrgLink';
import classes from './Header.module.css';

const NAV = [
  { fn: Fn.Home, to: '/home/index', key: 'home' },
  { fn: Fn.Users, to: '/home/users', key: 'users' },
  { fn: Fn.Imports, to: '/home/imports', key: 'imports' },
  { fn: Fn.History, to: '/home/testhistory', key: 'history' },
  { fn: Fn.Reports, to: '/home/reports', key: 'reports' },
] as const;

function useAccountNav() {
  const { data, acl } = useSession();
  const navigate = useNavigate();
  const items = NAV.filter((item) => acl[String(item.fn)] === 'W');
  const name = `${data?.firstName ?? ''} ${data?.lastName ?? ''}`.trim();
  const logout = () => askToLogout(() => void navigate({ to: '/' }));
  return { items, name, logout, navigate };
}

/** Pages reached from Home's tiles (a category, the PAA) stand under Home: its item shows as the current section. */
const UNDER_HOME = /^\/home\/test\//;

function NavLinks({ items, onClick }: { items: ReturnType<typeof useAccountNav>['items']; onClick?: () => void }) {
  const { t } = useTranslation();
  const path = useLocation({ select: (location) => location.pathname });
  return items.map((item) => (
    <Anchor
      key={item.key}
      component={Link}
      to={item.to}
      className={classes.navLink}
      activeProps={{ 'aria-current': 'page', 'data-active': true }}
      {...(item.key === 'home' && UNDER_HOME.test(path) ? { 'aria-current': 'true', 'data-active': true } : {})}
      onClick={onClick}
    >
      {t(`nav.${item.key}`)}
    </Anchor>
  ));
}

/** The burger and its drawer (narrow screens) of a signed-in user; loaded with the first signed-in page. */
export function NavDrawer() {
  const { t } = useTranslation();
  const { items, logout } = useAccountNav();
  const [drawerOpen, drawer] = useDisclosure(false);
  if (items.length === 0) return null;
  return (
    <>
      <Burger opened={drawerOpen} onClick={drawer.toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.label')} />
      <Drawer opened={drawerOpen} onClose={drawer.close} title={t('productName')} size="xs" hiddenFrom="sm" closeButtonProps={{ 'aria-label': t('close') }}>
        <Stack component="nav" aria-label={t('nav.label')} gap="md">
          <NavLinks items={items} onClick={drawer.close} />
          <ParentOrgLink />
          <Button variant="light" onClick={logout}>
            {t('logout')}
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}

/** The navigation links of a signed-in user on wide screens. */
export function NavBar() {
  const { t } = useTranslation();
  const { items } = useAccountNav();
  return (
    <Group component="nav" aria-label={t('nav.label')} gap="md" visibleFrom="sm">
      <NavLinks items={items} />
    </Group>
  );
}

/** The account menu (profile, sign out) of a signed-in user. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { name, logout, navigate } = useAccountNav();
  // Mantine's focus placeholder is a role=presentation child of role=menu, which axe rejects;
  // the menu opens inside the banner, not in a portal outside every landmark (axe: region).
  return (
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
  );
}

/** The bell of notifications, for staff who move packages (function Imports). */
export function StaffBell() {
  const { acl } = useSession();
  return acl[String(Fn.Imports)] === 'W' ? <NotificationBell /> : null;
}
