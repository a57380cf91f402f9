import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalculator } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Calculator } from './Calculator';
import { GraphPanel } from './GraphPanel';

/**
 * The calculator an item's metadata names: 0 Off (nothing rendered), 1 Basic, 2 Square Root,
 * 3 Graphing. It opens in a side panel that leaves the item in view on wide screens; the panel
 * stays mounted while closed, so the expression and graphs are still there when it reopens.
 */
export function CalculatorButton({ kind }: { kind: 0 | 1 | 2 | 3 }) {
  const { t } = useTranslation('player');
  const [opened, { open, close }] = useDisclosure(false);
  if (kind === 0) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconCalculator size={18} aria-hidden="true" />} onClick={open} aria-haspopup="dialog">
        {t(`calculator.open.${kind}`)}
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size={kind === 3 ? 'lg' : 'sm'}
        title={t(`calculator.title.${kind}`)}
        overlayProps={{ backgroundOpacity: 0.1 }}
        keepMounted
        closeButtonProps={{ 'aria-label': t('calculator.close') }}
      >
        <Stack gap="lg">
          <Calculator kind={kind} />
          {kind === 3 && (
            <>
              <Divider />
              <GraphPanel />
            </>
          )}
        </Stack>
      </Drawer>
    </>
  );
}
