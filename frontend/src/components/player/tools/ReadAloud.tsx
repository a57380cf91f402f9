import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconPlayerSkipBack, IconPlayerSkipForward, IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { speechLang, voiceFor } from './speech';
import { RATE_STEPS } from './tool-prefs';
import { useRequiredTools } from './tools-context';
import { useReadAloud } from './use-read-aloud';
import classes from './tools.module.css';

/**
 * The read aloud controls, under the tools bar while the tool is open: play or pause, stop, the
 * previous and next part, and the speaking rate (remembered for the session). Where the browser
 * cannot speak, or the package keeps speech off the question, it says why and stays silent.
 * Escape closes it and puts focus back on its toggle; closing stops the voice.
 */
export function ReadAloud({ id, toggleId }: { id: string; toggleId: string }) {
  const { t, i18n } = useTranslation('player');
  const { prefs, setPrefs, item } = useRequiredTools();
  const { rate } = prefs.readAloud;
  const itemKey = item ? `${item.position}:${item.uin}` : null;
  const reader = useReadAloud({ rate, fallbackLang: i18n.language, itemKey });
  const itemLang = speechLang(item?.item.lang ?? i18n.language);

  const reason = !reader.supported
    ? t('tools.readAloud.unsupported')
    : item && !item.readAloud
      ? t('tools.readAloud.forbidden')
      : reader.voices.length === 0
        ? t('tools.readAloud.noVoice')
        : null;
  const note = reader.failed
    ? t('tools.readAloud.failed')
    : reader.empty
      ? t('tools.readAloud.empty')
      : !reason && !voiceFor(reader.voices, itemLang)
        ? t('tools.readAloud.otherVoice', { language: languageName(itemLang, i18n.language) })
        : null;
  const setRate = (next: number) => setPrefs((p) => ({ ...p, readAloud: { ...p.readAloud, rate: next } }));
  const playing = reader.status === 'playing';
  const rateText = (r: number) => t('tools.readAloud.rateValue', { rate: new Intl.NumberFormat(i18n.language).format(r) });

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    setPrefs((p) => ({ ...p, readAloud: { ...p.readAloud, open: false } }));
    document.getElementById(toggleId)?.focus();
  };

  return (
    <div id={id} role="group" aria-label={t('tools.readAloud.controls')} className={classes.readAloud} onKeyDown={onKeyDown}>
      {reason && (
        <Text size="sm" fw={600}>
          {reason}
        </Text>
      )}
      <Group gap={6} wrap="wrap">
        <Button
          size="sm"
          variant={playing ? 'filled' : 'default'}
          color={playing ? 'brand.8' : undefined}
          disabled={!!reason}
          leftSection={playing ? <IconPlayerPause size={18} aria-hidden /> : <IconPlayerPlay size={18} aria-hidden />}
          onClick={playing ? reader.pause : reader.play}
        >
          {t(playing ? 'tools.readAloud.pause' : reader.status === 'paused' ? 'tools.readAloud.resume' : 'tools.readAloud.play')}
        </Button>
        <ActionIcon size="lg" variant="default" aria-label={t('tools.readAloud.stop')} disabled={!!reason || reader.status === 'idle'} onClick={reader.stop}>
          <IconPlayerStop size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon size="lg" variant="default" aria-label={t('tools.readAloud.previous')} disabled={!!reason} onClick={reader.previous}>
          <IconPlayerSkipBack size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon size="lg" variant="default" aria-label={t('tools.readAloud.next')} disabled={!!reason} onClick={reader.next}>
          <IconPlayerSkipForward size={18} aria-hidden />
        </ActionIcon>
        <Group gap={2} wrap="nowrap" role="group" aria-label={t('tools.readAloud.rate')}>
          {RATE_STEPS.map((r) => (
            <Button
              key={r}
              size="compact-sm"
              variant={r === rate ? 'filled' : 'default'}
              color={r === rate ? 'brand.8' : undefined}
              aria-pressed={r === rate}
              onClick={() => setRate(r)}
            >
              {rateText(r)}
            </Button>
          ))}
        </Group>
        {reader.at && (
          <Text size="sm" component="span">
            {t('tools.readAloud.part', { n: reader.at.index + 1, total: reader.at.total })}
          </Text>
        )}
      </Group>
      {note && <Text size="sm">{note}</Text>}
    </div>
  );
}

function languageName(lang: string, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}
