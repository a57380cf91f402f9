import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useLoadedQueryClient } from '../../lib/query-layer';
import classes from './Footer.module.css';

// The footer's lines read the portal's configuration through the query cache, which a visitor's
// first page shows without; they arrive with it, below the fold (the main content is a window high).
const FooterContent = lazy(() => import('./FooterContent').then((m) => ({ default: m.FooterContent })));

export function Footer() {
  const queries = useLoadedQueryClient();
  return (
    <Box component="footer" className={classes.footer}>
      {queries && (
        <Suspense fallback={<div className={classes.inner} />}>
          <FooterContent />
        </Suspense>
      )}
    </Box>
  );
}
