import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ItemIrtDto } from '../../../../api/types.gen';
import i18n from '../../../../i18n';
import { renderWithProviders } from '../../../../testing/render';
import { irtStatusText } from './format';
import { IrtFigures } from './IrtFigures';

const calibrated: ItemIrtDto = {
  model: '2pl',
  status: 'calibrated',
  a: 1.234,
  b: -0.5,
  c: 0,
  se: { a: 0.08, b: 0.061, c: null },
  fit: { chiSquare: 7.21, df: 8, p: 0.514 },
  responses: 1200,
  reason: null,
};
const sparse: ItemIrtDto = {
  ...calibrated,
  status: 'not-calibrated',
  a: null,
  b: null,
  c: null,
  se: null,
  fit: null,
  responses: 150,
  reason: 'Not calibrated: 150 responses, fewer than the 200 needed',
};

describe('IrtFigures', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('shows a, b and c with their standard errors, the fit and the responses', () => {
    renderWithProviders(<IrtFigures irt={calibrated} />);
    expect(screen.getByText('IRT parameters (2PL, logistic, D = 1)')).toBeTruthy();
    expect(screen.getByText('1.23 (SE 0.08)')).toBeTruthy();
    expect(screen.getByText('-0.50 (SE 0.06)')).toBeTruthy();
    expect(screen.getByText('χ² 7.21, df 8, p 0.51')).toBeTruthy();
    expect(screen.getByText('1,200')).toBeTruthy();
    expect(screen.getByText("Calibrated from this version's completed sessions.")).toBeTruthy();
  });

  it('says in words why an item is not calibrated, and what an anchor is', () => {
    renderWithProviders(
      <>
        <IrtFigures irt={sparse} />
        <IrtFigures irt={{ ...calibrated, status: 'anchor', source: 'package', se: null, fit: null }} />
      </>,
    );
    expect(screen.getByText('Not calibrated: 150 responses, fewer than the 200 needed')).toBeTruthy();
    expect(screen.getByText(/^Anchor: held at the starting parameters the package brings/)).toBeTruthy();
  });

  it('reads in Russian, with the status words of the table', async () => {
    await i18n.changeLanguage('ru');
    renderWithProviders(<IrtFigures irt={calibrated} />);
    expect(screen.getByText('Параметры IRT (2PL, логистическая, D = 1)')).toBeTruthy();
    expect(screen.getByText('1,23 (СО 0,08)')).toBeTruthy();
    expect(screen.getByText('χ² 7,21, ст. св. 8, p 0,51')).toBeTruthy();
    const t = (key: string) => i18n.t(key, { ns: 'review' });
    expect([irtStatusText(calibrated, t), irtStatusText(sparse, t), irtStatusText({ status: 'anchor' }, t), irtStatusText(null, t)]).toEqual([
      'Откалибровано',
      'Не откалибровано',
      'Якорь',
      '—',
    ]);
  });
});
