import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { PlayerApiError, playerApi, sendAnswer } from './player-api';
import { interaction, item as makeItem } from '../testing';
import { renderPlayer, session, view } from './player-testing';
import type { ScoreReportData } from './types';

vi.mock('./player-api', () => import('./player-api-mock'));

const api = vi.mocked(playerApi);
const send = vi.mocked(sendAnswer);

const report: ScoreReportData = {
  sessionId: 41,
  testName: 'Math Practice',
  mode: 2,
  completedOn: '2026-11-21T10:00:00.000Z',
  score: 1,
  maxScore: 3,
  percent: 33,
  strands: [
    {
      strandName: 'Algebra',
      score: 1,
      maxScore: 3,
      percent: 33,
      correct: 1,
      total: 3,
      status: 'needsPractice',
      missed: [1, 2],
      practiceTests: [],
      selfRatedMaxScore: 0,
    },
  ],
  strongPercent: 70,
  band: null,
  items: [0, 1, 2].map((position) => ({
    ...view(position),
    item: { ...view(position).item, feedback: [{ identifier: 'why', kind: 'modal' as const, content: ['Count on your fingers.'] }] },
    response: position === 0 ? { RESPONSE: 'B' } : { RESPONSE: null },
    correctResponse: { RESPONSE: ['B'] },
    correct: position === 0,
    score: position === 0 ? 1 : 0,
    maxScore: 1,
    humanScored: false,
    selfRated: false,
    selfRatings: [],
  })),
};

// Whole screens in jsdom are slow on a busy machine; the default 5 s is too tight.
describe('Player', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.clearAllMocks();
    send.mockImplementation(async () => 'saved');
  });

  it('shows the test, the progress and the expiry, and saves an answer at once', async () => {
    renderPlayer(session());
    expect(screen.getByRole('heading', { level: 1, name: 'Math Practice' })).toBeInTheDocument();
    expect(screen.getByText('Practice Test')).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Test progress' })).toBeInTheDocument();
    expect(screen.getByText(/^Finish by .*2026.*: saved tests expire 13 days after they start\.$/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Question 1' })).toHaveFocus());

    fireEvent.click(screen.getByRole('radio', { name: /two/ }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0][0]).toMatchObject({ sessionId: 41, position: 0, uin: 'U0', response: { RESPONSE: 'B' } });
    expect(send.mock.calls[0][0].clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
  });

  it('nonlinear: moves back and forth, flags, and lists every question for review', async () => {
    api.item.mockImplementation(async (_s, position) => view(position));
    api.flag.mockResolvedValue({ flagged: true });
    renderPlayer(session());
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: /one/ }));

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Question 2' })).toHaveFocus());
    expect(api.item).toHaveBeenCalledWith(41, 1);

    const flag = screen.getByRole('button', { name: 'Flag for review' });
    expect(flag).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(flag);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Flag for review' })).toHaveAttribute('aria-pressed', 'true'));
    expect(api.flag).toHaveBeenCalledWith(41, 1, true);

    fireEvent.click(screen.getAllByRole('button', { name: 'Review answers' })[0]);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Review your answers' })).toHaveFocus());
    expect(screen.getByText('1 answered, 2 unanswered, 1 flagged')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(within(rows[0]).getByText('Answered')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Unanswered')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Flagged')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Go to question 3' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Question 3' })).toHaveFocus());
  });

  it('submits after a confirmation that counts unanswered questions, then shows the score report', async () => {
    api.submit.mockResolvedValue(report);
    api.state.mockResolvedValue(
      session({ items: [0, 1, 2].map((position) => ({ position, answered: position === 0, flagged: false, final: false, unrated: false })) }),
    );
    renderPlayer(session());
    fireEvent.click(screen.getByRole('radio', { name: /two/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the test?' });
    expect(within(dialog).getByText('2 questions are unanswered.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit test' }));

    expect(await screen.findByRole('heading', { name: 'Score report' })).toBeInTheDocument();
    // the answer reached the server before the test was submitted
    expect(send.mock.invocationCallOrder[0]).toBeLessThan(api.submit.mock.invocationCallOrder[0]);
    expect(screen.getByText('33%', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('1 of 3 points')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Strand' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Algebra' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Percent score by strand: Algebra 33%' })).toBeInTheDocument();
    // level 4: the strand to study next, then each question of the review
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Algebra', 'Question 1', 'Question 2', 'Question 3']);
    expect(screen.getAllByText('Count on your fingers.')).toHaveLength(3);
    expect(screen.getAllByText('Not answered')).toHaveLength(2);
  });

  it('Learn As You Go: Check answer shows the verdict and the explanation and locks the answer', async () => {
    api.check.mockResolvedValue({
      correct: false,
      score: 0,
      maxScore: 1,
      correctResponse: { RESPONSE: ['B'] },
      feedback: [['Two is one more than one.']],
      humanScored: false,
      selfRated: false,
      selfRatings: [],
    });
    renderPlayer(session({ mode: 1 }));
    expect(screen.getByText('Learn As You Go')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /three/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByText('Incorrect')).toBeInTheDocument();
    expect(api.check).toHaveBeenCalledWith(41, 0);
    expect(send.mock.invocationCallOrder[0]).toBeLessThan(api.check.mock.invocationCallOrder[0]);
    expect(screen.getByText('Two is one more than one.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check answer' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /one/ }));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("shows the calculator the item's metadata names, and none when it is Off", async () => {
    api.item.mockImplementation(async (_s, position) => view(position, { calculator: 3 }));
    renderPlayer(session());
    // the calculator's place stays, disabled and saying there is none, so the bar keeps its size
    expect(await screen.findByRole('button', { name: 'No calculator' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Graphing calculator' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'No calculator' })).toBeNull();
  });

  it('Practice Test shows no Check answer button', () => {
    renderPlayer(session());
    expect(screen.queryByRole('button', { name: 'Check answer' })).not.toBeInTheDocument();
  });

  it('linear: only Next, which calls next after the answer is saved, up to the end', async () => {
    const linear = session({
      navigationMode: 'linear',
      complete: false,
      routeLength: 1,
      items: [{ position: 0, answered: false, flagged: false, final: false, unrated: false }],
    });
    api.next.mockResolvedValue({
      ...linear,
      complete: true,
      position: 1,
      current: null,
      items: [{ position: 0, answered: true, flagged: false, final: true, unrated: false }],
    });
    renderPlayer(linear);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Flag for review' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /two/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('You have reached the end of the test: 1 of 3 questions answered. Submit the test to see your score.')).toBeInTheDocument();
    expect(send.mock.invocationCallOrder[0]).toBeLessThan(api.next.mock.invocationCallOrder[0]);
  });

  it('Save and exit says until when the test can be finished', async () => {
    api.saveAndExit.mockResolvedValue({ expiresOn: '2026-12-03T10:00:00.000Z' });
    renderPlayer(session());
    fireEvent.click(screen.getByRole('button', { name: 'Save and exit' }));
    expect(await screen.findByText(/^Your answers are saved\. Finish by .*2026.*\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close window' })).toBeInTheDocument();
  });

  it('an answer refused as final is dropped and the session is reloaded', async () => {
    send.mockResolvedValueOnce({ outcome: 'conflict', message: 'This answer is final.' });
    api.state.mockResolvedValue(session({ current: view(0, { final: true, response: { RESPONSE: 'A' } }) }));
    renderPlayer(session());
    fireEvent.click(screen.getByRole('radio', { name: /two/ }));
    await waitFor(() => expect(api.state).toHaveBeenCalledWith(41));
    await waitFor(() => expect(screen.getByRole('radio', { name: /one/ })).toBeChecked());
  });

  it('answers that arrive before the page renders again build on each other, none taking another back', async () => {
    const counter = (responseIdentifier: string, prompt: string) =>
      interaction({
        interaction: 'portableCustom',
        responseIdentifier,
        baseType: 'integer',
        prompt: [prompt],
        pci: { typeIdentifier: 'urn:example:counter', module: 'counter', modules: [], properties: {} },
        content: [],
      });
    const body = [counter('SIDES', 'Sides of a hexagon'), counter('CORNERS', 'Corners of a square')];
    renderPlayer(session({ current: view(0, { item: makeItem(body, { uin: 'U0' }) }) }));
    const sides = screen.getByTitle('Sides of a hexagon') as HTMLIFrameElement;
    const corners = screen.getByTitle('Corners of a square') as HTMLIFrameElement;
    // a custom interaction reports from its frame: messages, which may come faster than renders
    const post = (frame: HTMLIFrameElement, integer: number, presses: number) =>
      window.dispatchEvent(
        new MessageEvent('message', { source: frame.contentWindow, data: { type: 'qti-pci-response', response: { base: { integer } }, state: { presses } } }),
      );
    post(sides, 6, 6);
    post(corners, 4, 4);
    post(corners, 4, 5);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(send.mock.calls.at(-1)![0].response).toEqual({ SIDES: '6', 'qti:state:SIDES': '{"presses":6}', CORNERS: '4', 'qti:state:CORNERS': '{"presses":5}' });
  });

  it('a session that expired while open says so in place of the test', async () => {
    api.item.mockRejectedValue(new PlayerApiError(410, 'This test session has expired.'));
    renderPlayer(session());
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'The test cannot be opened' })).toBeInTheDocument();
    expect(screen.getByText('This test session has expired.')).toBeInTheDocument();
  });
});
