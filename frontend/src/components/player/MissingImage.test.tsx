import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { item, renderItem, text } from './testing';

/** An image the package lacked: the student sees a named box in words, staff also see which file is missing. */
const missing = (alt?: string) => text({ tag: 'missingImage', attrs: { file: 'images/line.png', ...(alt ? { alt } : {}) }, children: [] });

describe('a missing image', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('shows the student an image placeholder named with the author’s alt text, and no broken picture', () => {
    const { container } = renderItem(item([missing('A number line')]));
    expect(screen.getByRole('img', { name: 'Image not available: A number line' })).toBeInTheDocument();
    expect(screen.getByText('Image not available: A number line')).toBeVisible();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByText(/images\/line\.png/)).toBeNull();
  });

  it('says only that the image is not available when the author gave no alt text, in Russian too', async () => {
    renderItem(item([missing()]));
    expect(screen.getByRole('img', { name: 'Image not available' })).toBeInTheDocument();
    await i18n.changeLanguage('ru');
    expect(await screen.findByRole('img', { name: 'Изображение недоступно' })).toBeInTheDocument();
  });

  it('tells staff in a preview which file the package lacks', () => {
    renderItem(item([missing('A number line')]), { staffView: true });
    expect(screen.getByText(/Staff preview: the file images\/line\.png is missing from the package/)).toBeVisible();
  });
});
