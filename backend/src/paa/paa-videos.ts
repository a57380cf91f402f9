import type { AppConfig } from '../config/config';
import { type Lang, LANGS, t } from '../i18n/i18n';
import type { PaaVideoListDto } from './paa.dto';

/** The shipped videos of step 2 (frontend/public/paa/videos), each with WebVTT captions per language. */
export const SHIPPED_PAA_VIDEOS = ['01-why-the-assessment-matters', '02-how-placement-works', '03-getting-ready'] as const;

const TITLE_KEYS = ['paa.video.1.title', 'paa.video.2.title', 'paa.video.3.title'] as const;

/** The step 2 list: the configured PAA_VIDEO_URLS when set, the shipped videos otherwise. */
export function paaVideoList(config: Pick<AppConfig, 'paaVideoUrls'>, lang: Lang): PaaVideoListDto {
  const videos = config.paaVideoUrls
    ? config.paaVideoUrls.map((url, i) => ({ url, title: t(lang, 'paa.video.numbered', { n: i + 1 }), captions: [] }))
    : SHIPPED_PAA_VIDEOS.map((name, i) => ({
        url: `/paa/videos/${name}.webm`,
        poster: `/paa/videos/${name}.poster.webp`,
        title: t(lang, TITLE_KEYS[i]),
        captions: LANGS.map((captionLang) => ({ lang: captionLang, url: `/paa/videos/${name}.${captionLang}.vtt` })),
      }));
  return { url: videos.map((v) => v.url), videos };
}
