import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { PlayerApiError, playerApi, sendAnswer } from './player-api';
import { renderPlayer, session, view } from './player-testing';
import type { DeliveryState } from './types';

vi.mock('./player-api', () => import('./player-api-mock'));

const api = vi.mocked(playerApi);
const send = vi.mocked(sendAnswer);

const entry = (position: number, answered = false, final = false, unrated = false) => ({ position, answered, flagged: false, final, unrated });

/** A linear test of three questions, on the first. */
function linear(extra: Partial<DeliveryState> = {}): DeliveryState {
  return session({ navigationMode: 'linear', complete: false, routeLength: 1, items: [entry(0)], ...extra });
}

/** The state after Next from `position`, with the answered flags the server holds. */
function movedTo(position: number, answered: boolean[]): DeliveryState {
  return linear({ position, routeLength: position + 1, items: answered.map((a, i) => entry(i, a, i < position)), current: view(position) });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('Player: moving on without losing an answer', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.clearAllMocks();
    send.mockImplementation(async () => 'saved');
  });

  it('asks before skipping an unanswered question, and stays when the student says no', async () => {
    api.next.mockResolvedValue(movedTo(1, [false, false]));
    renderPlayer(linear());
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    let dialog = await screen.findByRole('dialog', { name: 'Skip this question?' });
    expect(within(dialog).getByText('You cannot come back to it.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay and answer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.next).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    dialog = await screen.findByRole('dialog', { name: 'Skip this question?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip question' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Question 2' })).toHaveFocus());
    expect(api.next).toHaveBeenCalledWith(41, 0);
  });

  it('moves on from an answered question without asking', async () => {
    api.next.mockResolvedValue(movedTo(1, [true, false]));
    renderPlayer(linear());
    fireEvent.click(screen.getByRole('radio', { name: /two/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Question 2' })).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Next disabled, with the reason, on a question that requires an answer', async () => {
    renderPlayer(linear({ current: view(0, { answerRequired: true }) }));
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Answer this question to go on: this test does not allow skipping it.');
    fireEvent.click(screen.getByRole('radio', { name: /one/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  });

  it('sends one Next however often it is pressed while the move is pending, and refuses a change meanwhile', async () => {
    const pending = deferred<DeliveryState>();
    api.next.mockReturnValue(pending.promise);
    renderPlayer(linear());
    fireEvent.click(screen.getByRole('radio', { name: /two/ }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const next = screen.getByRole('button', { name: 'Next' });
    fireEvent.click(next);
    await waitFor(() => expect(api.next).toHaveBeenCalledTimes(1));
    fireEvent.click(next);
    fireEvent.keyDown(next, { key: 'Enter' });
    // the answer cannot change once it is being handed in, and the student is told why
    expect(screen.getByText('Handing in your answer: it can no longer be changed.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /three/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: /three/ }));
    pending.resolve(movedTo(1, [true, false]));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Question 2' })).toHaveFocus());
    expect(api.next).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts an answer as answered only once the server has it', async () => {
    const saved = deferred<'saved'>();
    send.mockReturnValueOnce(saved.promise);
    renderPlayer(session());
    fireEvent.click(screen.getByRole('radio', { name: /two/ }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Review answers' })[0]);
    expect(await screen.findByText('0 answered, 3 unanswered, 0 flagged')).toBeInTheDocument();
    saved.resolve('saved');
    expect(await screen.findByText('1 answered, 2 unanswered, 0 flagged')).toBeInTheDocument();
  });

  it('lists the unanswered questions in the submit dialog, as the server holds them, with links in a nonlinear part', async () => {
    api.state.mockResolvedValue(session({ items: [entry(0, true), entry(1), entry(2)] }));
    api.item.mockImplementation(async (_s, position) => view(position));
    renderPlayer(session());
    fireEvent.click(screen.getByRole('radio', { name: /two/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the test?' });
    // the answer was saved before the server was asked what it holds
    expect(send.mock.invocationCallOrder[0]).toBeLessThan(api.state.mock.invocationCallOrder[0]);
    expect(within(dialog).getByText('2 questions are unanswered.')).toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: 'Unanswered questions' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Question 2', 'Question 3']);
    fireEvent.click(within(list).getByRole('button', { name: 'Go to question 3' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Question 3' })).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names the unanswered question right after the count, and only then the flagged ones, each list labelled', async () => {
    api.state.mockResolvedValue(session({ items: [{ ...entry(0, true), flagged: true }, entry(1, true), entry(2)] }));
    renderPlayer(session());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the test?' });
    const lists = within(dialog).getAllByRole('list');
    expect(lists.map((l) => l.getAttribute('aria-labelledby') && dialog.querySelector(`#${l.getAttribute('aria-labelledby')}`)?.textContent)).toEqual([
      'Unanswered questions',
      'Flagged for review',
    ]);
    expect(within(lists[0]).getByRole('listitem')).toHaveTextContent('Question 3');
    expect(within(lists[1]).getByRole('listitem')).toHaveTextContent('Question 1');
    const count = within(dialog).getByText('1 question is unanswered.');
    // the count is read first, then the unanswered list, then the flagged list
    expect(count.compareDocumentPosition(lists[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(lists[0].compareDocumentPosition(lists[1]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('warns that an essay is not rated against its rubric, naming it with a link, before the flagged list', async () => {
    api.state.mockResolvedValue(session({ items: [entry(0, true, false, true), { ...entry(1, true), flagged: true }, entry(2, true)] }));
    api.item.mockImplementation(async (_s, position) => view(position));
    renderPlayer(session());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the test?' });
    expect(within(dialog).getByText('Every question is answered.')).toBeInTheDocument();
    expect(within(dialog).getByText('1 essay is not rated against its rubric: each criterion you leave unrated counts 0 points.')).toBeInTheDocument();
    const [unrated, flagged] = within(dialog).getAllByRole('list');
    expect(unrated).toHaveAccessibleName('Essays to rate against the rubric');
    expect(flagged).toHaveAccessibleName('Flagged for review');
    fireEvent.click(within(unrated).getByRole('button', { name: 'Go to question 1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('in a linear part names the skipped questions, without links, and those not reached', async () => {
    api.state.mockResolvedValue(movedTo(2, [true, false, false]));
    renderPlayer(movedTo(2, [true, false, false]));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit the test?' });
    const list = within(dialog).getByRole('list', { name: 'Unanswered questions' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Question 2', 'Question 3']);
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a failed step in the page, not over the controls, and clears it on the next step', async () => {
    api.next.mockRejectedValue(new PlayerApiError(500, 'The server is busy.'));
    renderPlayer(linear());
    fireEvent.click(screen.getByRole('radio', { name: /two/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That did not work: The server is busy.');
    expect(screen.getByRole('main')).toContainElement(alert);
    expect(screen.getByRole('banner')).not.toContainElement(alert);
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss message' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    api.next.mockResolvedValue(movedTo(1, [true, false]));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
