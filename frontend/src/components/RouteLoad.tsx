import { Skeleton, Stack } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { UnauthorizedAccess } from '../lib/guards';
import type { PageTitleKey } from '../lib/page-title';
import { ErrorPage } from './ErrorPage';
import { PageContainer } from './PageContainer';

/**
 * A route's pending UI while its loader reads: the page's own heading in its own width, and grey
 * blocks of about the height of what comes, so nothing jumps when the data arrives.
 */
export function PendingPage({ title, size, blocks }: { title: PageTitleKey; size?: string; blocks?: number[] }) {
  const ns = title.slice(0, title.indexOf(':'));
  const { t } = useTranslation(ns);
  return (
    <PageContainer title={t(title.slice(ns.length + 1))} size={size}>
      <PendingBlocks blocks={blocks} />
    </PageContainer>
  );
}

/** The grey blocks alone, for a page whose frame (a back link, a heading) shows while it reads. */
export function PendingBlocks({ blocks = [240] }: { blocks?: number[] }) {
  return (
    <Stack aria-busy="true">
      {blocks.map((height, i) => (
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * What a route's errorComponent shows: a failed load as the page always has (its own 'not found'
 * message in its frame, the children), pairing with `staticData.loadErrorInPage`. A refused
 * function still gets the spec's 'Unauthorized Access' page, which the route's own guard throws
 * into the same errorComponent.
 */
export function LoadErrorInPage({ error, children }: Pick<ErrorComponentProps, 'error'> & { children: React.ReactNode }) {
  return error instanceof UnauthorizedAccess ? <ErrorPage kind="unauthorized" /> : children;
}

/**
 * The interface language for reads that come translated. Deferred: after a switch the page keeps
 * its data on screen while the other language's is read, instead of falling back to the pending UI.
 */
export function useReadLanguage(): string {
  const { i18n } = useTranslation();
  return useDeferredValue(i18n.language);
}
