import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config/config';
import { paaVideoList } from './paa-videos';

describe('the step 2 video list', () => {
  it('is the shipped videos with captions in both languages by default', () => {
    const list = paaVideoList(loadConfig({ NODE_ENV: 'test' }), 'en');
    expect(list.videos.map((v) => v.title)).toEqual(['Why the Assessment Matters', 'How Placement Works', 'Getting Ready for the Test']);
    expect(list.url).toEqual(list.videos.map((v) => v.url));
    for (const v of list.videos) expect(v.captions.map((c) => c.url)).toEqual([v.url.replace('.webm', '.en.vtt'), v.url.replace('.webm', '.ru.vtt')]);
  });

  it('gives each shipped video a poster of its first frame, shipped beside it', () => {
    for (const v of paaVideoList(loadConfig({ NODE_ENV: 'test' }), 'en').videos) {
      expect(v.poster).toBe(v.url.replace('.webm', '.poster.webp'));
      expect(existsSync(join(__dirname, '../../../frontend/public', v.poster!))).toBe(true);
    }
  });

  it('is PAA_VIDEO_URLS in order when set, titled by number, without captions', () => {
    const config = loadConfig({ NODE_ENV: 'test', PAA_VIDEO_URLS: 'https://videos.example.org/a.mp4, /media/b.webm' });
    expect(config.paaVideoUrls).toEqual(['https://videos.example.org/a.mp4', '/media/b.webm']);
    expect(paaVideoList(config, 'ru').videos).toEqual([
      { url: 'https://videos.example.org/a.mp4', title: 'Видео 1', captions: [] },
      { url: '/media/b.webm', title: 'Видео 2', captions: [] },
    ]);
  });

  it.each(['ftp://videos.example.org/a.mp4', 'videos/a.mp4', '//cdn.example.org/a.mp4', 'javascript:alert(1)'])(
    'refuses %s in PAA_VIDEO_URLS, naming the variable',
    (value) => {
      expect(() => loadConfig({ NODE_ENV: 'test', PAA_VIDEO_URLS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'test', PAA_VIDEO_URLS: value })).toThrow(/^PAA_VIDEO_URLS: /);
    },
  );
});
