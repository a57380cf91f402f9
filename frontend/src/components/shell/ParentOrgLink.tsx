import { Anchor, type AnchorProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getPortalConfigOptions } from '../../api/@tanstack/react-query.gen';

/** The link to the parent organisation, once the portal's configuration has arrived. */
export function ParentOrgLink(props: AnchorProps) {
  const { t } = useTranslation();
  // Not a route's read: the header shows on every page, the light sign-in page included, which has no loader to wait for it.
  const { data: portal } = useQuery(getPortalConfigOptions());
  if (!portal) return null;
  return (
    <Anchor href={portal.orgUrl} target="_blank" rel="noopener noreferrer" {...props}>
      {t('parentOrgLink', { org: portal.orgName })}
    </Anchor>
  );
}
