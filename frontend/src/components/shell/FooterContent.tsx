import { Anchor, Container, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getAppVersionOptions, getPortalConfigOptions } from '../../api/@tanstack/react-query.gen';
import classes from './Footer.module.css';

const LINKS = ['about', 'contact', 'privacy', 'terms', 'faq'] as const;

/** The footer's lines: the organisation, the version and the links the portal is configured with. */
export function FooterContent() {
  const { t } = useTranslation();
  // Not a route's read: the shell shows on every page, the light sign-in page included, which has no loader to wait for it.
  const { data: version } = useQuery(getAppVersionOptions());
  const { data: portal } = useQuery(getPortalConfigOptions());
  const year = new Date().getFullYear();
  return (
    <Container size="xl" className={classes.inner}>
      <Text size="sm">
        {t('footer.copyright', { year, org: portal?.orgName ?? '' })}
        <Text span size="sm" ml="md">
          {t('footer.version')} {version?.version ?? '1.0'}
        </Text>
      </Text>
      <Group component="nav" aria-label={t('footer.links')} gap="md">
        {portal &&
          LINKS.map((key) => (
            <Anchor key={key} href={portal.footerLinks[key]} size="sm" c="gray.8">
              {t(`footer.${key}`)}
            </Anchor>
          ))}
      </Group>
    </Container>
  );
}
