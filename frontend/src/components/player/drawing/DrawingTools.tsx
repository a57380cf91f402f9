import { Button, ColorSwatch, Group, SegmentedControl, VisuallyHidden } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconEraser, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { css, INKS } from './palette';

export type Tool = 'pen' | 'eraser';

/** The drawing's chrome: pen or eraser, the ink, undo and clear; each a labelled control. */
export function DrawingTools(props: {
  tool: Tool;
  onTool(tool: Tool): void;
  ink: number;
  onInk(ink: number): void;
  canUndo: boolean;
  onUndo(): void;
  canClear: boolean;
  onClear(): void;
}) {
  const { t } = useTranslation('player');
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('drawing.tools')}>
      <SegmentedControl
        size="xs"
        value={props.tool}
        onChange={(v) => props.onTool(v as Tool)}
        aria-label={t('drawing.tool')}
        data={[
          {
            value: 'pen',
            label: (
              <Group gap={4} wrap="nowrap">
                <IconPencil size={14} aria-hidden />
                {t('drawing.pen')}
              </Group>
            ),
          },
          {
            value: 'eraser',
            label: (
              <Group gap={4} wrap="nowrap">
                <IconEraser size={14} aria-hidden />
                {t('drawing.eraser')}
              </Group>
            ),
          },
        ]}
      />
      <Group gap={6} role="group" aria-label={t('drawing.ink')}>
        {INKS.map((ink, i) => (
          <ColorSwatch
            key={ink.name}
            component="button"
            type="button"
            color={css(ink.rgb)}
            size={24}
            aria-pressed={props.ink === i + 1}
            aria-label={t(`drawing.inks.${ink.name}`)}
            onClick={() => props.onInk(i + 1)}
            style={{ color: 'white', cursor: 'pointer' }}
          >
            {props.ink === i + 1 && <IconCheck size={14} aria-hidden />}
          </ColorSwatch>
        ))}
      </Group>
      <Button size="xs" variant="default" leftSection={<IconArrowBackUp size={14} aria-hidden />} disabled={!props.canUndo} onClick={props.onUndo}>
        {t('drawing.undo')}
      </Button>
      <Button size="xs" variant="default" color="red" leftSection={<IconTrash size={14} aria-hidden />} disabled={!props.canClear} onClick={props.onClear}>
        {t('drawing.clear')}
      </Button>
      <VisuallyHidden>{t('drawing.shortcuts')}</VisuallyHidden>
    </Group>
  );
}
