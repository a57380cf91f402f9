import { Fn } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GetAllTestsData, GetAllTestsResponse, GetTestVersionData, GetTestVersionResponse, TestEntryDto } from '../../api/types.gen';
import i18n from '../../i18n';
import { session } from '../../lib/session';
import { onCall } from '../../testing/api';
import { renderRoute } from '../../testing/router';

afterEach(async () => {
  session.clear();
  await i18n.changeLanguage('en');
});

const test: TestEntryDto = {
  bpId: 1,
  branchingProfileId: 1,
  branchingProfileName: 'Linear',
  categoryId: 4,
  completedLAYGSessionId: null,
  firstName: 'Ana',
  lastName: 'Ruiz',
  operationalTestLength: 20,
  parentTestAlias: null,
  pendingLAYGSessionId: null,
  pendingSAMPSessionId: 12,
  pendingLAYGVersionName: null,
  pendingSAMPVersionName: 'Mathematics Practice Test 1 (2025)',
  studentIdPK: 1,
  testAlias: 'math-1',
  testDescription: null,
  testDetailId: 31,
  testName: 'Mathematics Practice Test 1',
};

function answerCategories(name: string) {
  onCall<GetTestVersionData, GetTestVersionResponse>('post', '/api/getTestVersion', {
    testVersion: [{ categoryId: 4, categoryName: name, categoryDescription: '', testCount: 1 }],
  });
  onCall<GetAllTestsData, GetAllTestsResponse>('post', '/api/getAllTests', { testData: [test], userId: 1 });
}

describe('a category’s page', () => {
  it('names its category in the heading, leads back to Home, and shows Home as the current section', async () => {
    answerCategories('Mathematics');
    renderRoute('/home/test/4', { acl: { [Fn.Home]: 'W' } });
    // the list's page, not its pending frame (which names the category too, once it is known)
    await screen.findByRole('heading', { level: 2, name: 'Mathematics Practice Test 1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mathematics: Select a Practice Test to Begin' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Where you are' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home/index');
    expect(within(trail).getByText('Mathematics')).toHaveAttribute('aria-current', 'page');
    const home = within(screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!).getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('aria-current', 'true');
    // the pending attempt's button is named by what it shows, and says which version it resumes
    expect(screen.getByRole('button', { name: /^Practice Test\s*In Progress$/ })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your test in progress is on an earlier version of this test, “Mathematics Practice Test 1 (2025)”. Resuming finishes it; your next attempt uses this version.',
      ),
    ).toBeInTheDocument();
  });

  it('says it in Russian', async () => {
    await i18n.changeLanguage('ru');
    answerCategories('Математика');
    renderRoute('/home/test/4', { acl: { [Fn.Home]: 'W' } });
    await screen.findByRole('heading', { level: 2, name: 'Mathematics Practice Test 1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Математика: выберите пробный тест, чтобы начать' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Где вы находитесь' })).getByRole('link', { name: 'Главная' })).toBeInTheDocument();
  });
});
