import { expect, type Page, test } from '@playwright/test';
import ruCommon from '../shared/src/i18n/ru/common.json';
import ruPaa from '../shared/src/i18n/ru/paa.json';
import { expectAccessible } from './fixtures';
import {
  api,
  chooseLanguage,
  downloadedPdfText,
  INSTITUTION,
  OTHER_INSTITUTION,
  type PaaSession,
  paaStudent,
  paaUpTo,
  SAMPLE_TESTS,
  saveStatus,
} from './paa-helpers';

const LANDING = 'Texas Success Initiative Pre-Assessments 2.0';
const STEPS = [
  'Select Institution',
  'Importance of the Assessment and Why it Matters',
  'Sample Tests',
  'Developmental Education Options (Course Options)',
  'Institutional and Community Resources and Tips for Success',
];

const stepHeading = (page: Page, n: number) => page.getByRole('heading', { level: 2, name: `Step ${n} — ${STEPS[n - 1]}` });
const institutionInput = (page: Page) => page.getByRole('combobox', { name: /^Institution/ });
const dobInput = (page: Page) => page.getByRole('textbox', { name: /^Date of birth/ });
const studentIdInput = (page: Page) => page.getByRole('textbox', { name: /^Student ID \(optional\)/ });
const agreement = (page: Page) => page.getByRole('checkbox', { name: /^I have read and accept the agreement above\./ });

async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

/** An alert dialog of the wizard: its title and message, then Ok. */
async function expectDialog(page: Page, title: string, message: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText(message)).toBeVisible();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Types into the searchable select and picks the institution from the filtered list. */
async function chooseInstitution(page: Page, name: string): Promise<void> {
  const [firstWord] = name.split(' ');
  await institutionInput(page).fill(firstWord!);
  // the list is narrowed to the names with the typed word
  await expect(page.getByRole('option').first()).toBeVisible();
  for (const option of await page.getByRole('option').allTextContents()) expect(option.toLowerCase()).toContain(firstWord!.toLowerCase());
  await page.getByRole('option', { name, exact: true }).click();
  await expect(institutionInput(page)).toHaveValue(name);
}

/** Asks every video of step 2 to play to its end at 16×: no seeking, so the played ranges cover each video (the page holds them to 2×). */
async function watchAllVideos(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.querySelectorAll('video'), (video) => {
        video.muted = true;
        video.defaultPlaybackRate = 16;
        video.playbackRate = 16;
        return video.play();
      }),
    ),
  );
}

/** The captions shown on each video of step 2, by language. */
function shownCaptions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('video'), (video) =>
      Array.from(video.textTracks)
        .filter((track) => track.mode === 'showing')
        .map((track) => track.language)
        .join(','),
    ),
  );
}

/** Launches a sample test from step 3 in the test window and submits it there, then closes the window. */
async function takeSampleTest(page: Page, testName: string): Promise<void> {
  const [player] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: `Start ${testName}` }).click()]);
  await player.waitForURL(/\/delivery\/[\w-]{20,}$/);
  await expect(player.getByRole('heading', { level: 1, name: testName })).toBeVisible();
  await expect(player.getByText('Learn As You Go', { exact: true })).toBeVisible();
  await player.getByRole('radio').first().check();
  await player.getByRole('button', { name: 'Check answer' }).click();
  await expect(player.getByRole('alert').filter({ hasText: /^(Correct|Incorrect)/ })).toBeVisible();
  await player.getByRole('button', { name: 'Submit', exact: true }).click();
  await player.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Submit test' }).click();
  await expect(player.getByRole('heading', { name: 'Score report' })).toBeVisible();
  await player.close();
}

test.describe('the Pre-Assessment Activity', () => {
  // Whole journeys through a portal built for production, on a machine shared with other work.
  // Each journey has a student of its own, so they may run side by side.
  test.describe.configure({ mode: 'parallel', timeout: 180_000 });

  test('step 1 checks every field, step 2 counts videos watched to the end, and a student who leaves resumes at the right step', async ({ page }) => {
    await paaStudent(page, 'Paula', 'Activity');
    await page.goto('/home/test/5');
    await expect(page.getByRole('heading', { level: 1, name: LANDING })).toBeVisible();
    await expect(page.getByText('In Progress', { exact: true })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Begin Pre-Assessment Activity' }).click();
    await expect(page).toHaveURL(/\/home\/test\/pre-assessment-wizard/);
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();

    // An empty Next: each field says what it needs, and nothing is saved.
    await next(page);
    await expect(page.getByText('Institution selection is required.')).toBeVisible();
    await expect(page.getByText('Valid date of birth is required')).toBeVisible();
    await expect(page.getByText('Please accept the agreement by checking the checkbox above.')).toBeVisible();
    await expect(institutionInput(page)).toBeFocused();
    // the fields in error keep grey placeholders (red ones read as typed values), and focus is a ring
    const look = await institutionInput(page).evaluate((input) => ({
      placeholder: getComputedStyle(input, '::placeholder').color,
      error: getComputedStyle(document.querySelector('.mantine-InputWrapper-error')!).color,
      outline: getComputedStyle(input).outlineWidth,
    }));
    expect(look.placeholder).not.toBe(look.error);
    expect(look.outline).toBe('2px');
    await expectAccessible(page);
    expect((await api<PaaSession>(page, '/api/getCurrentPAASession')).paaId).toBe(0);

    await chooseInstitution(page, INSTITUTION);
    await expect(page.getByText('Institution selection is required.')).toHaveCount(0);
    // not a date, then a year that has not ended yet: both refused
    await dobInput(page).fill('02/30/2005');
    await agreement(page).check();
    await next(page);
    await expect(page.getByText('Valid date of birth is required')).toBeVisible();
    await dobInput(page).fill(`01/01/${new Date().getFullYear()}`);
    await next(page);
    await expect(page.getByText('Valid date of birth is required')).toBeVisible();
    await expect(stepHeading(page, 1)).toBeVisible();
    await dobInput(page).fill('03/14/2006');
    await studentIdInput(page).fill('A1234567');
    await next(page);

    // Step 2: the videos must be played through before Next.
    await expect(stepHeading(page, 2)).toBeFocused();
    const videos = page.locator('video');
    await expect(videos).toHaveCount(3);
    for (const lang of ['en', 'ru']) await expect(page.locator(`video track[kind="captions"][srclang="${lang}"]`)).toHaveCount(3);
    // each video shows its first frame before it plays, never a black box
    for (const video of await videos.all()) {
      const poster = await page.request.get((await video.getAttribute('poster'))!);
      expect(poster.headers()['content-type']).toBe('image/webp');
    }
    const caption = await page.request.get((await page.locator('video track[srclang="en"]').first().getAttribute('src'))!);
    expect(await caption.text()).toMatch(/^WEBVTT/);
    await expect(page.getByText('Not watched yet')).toHaveCount(3);
    await expect(page.getByText(/ACT: a composite score of 23 or higher/)).toBeVisible();
    await expectAccessible(page);
    await next(page);
    await expectDialog(page, 'Videos Unwatched!', 'Please watch all videos to proceed.');
    await expect(stepHeading(page, 2)).toBeVisible();

    await watchAllVideos(page);
    // faster than 2× is skimming: the page slows each video down to that, and counts it watched only then
    await expect.poll(() => page.evaluate(() => Array.from(document.querySelectorAll('video'), (video) => video.playbackRate))).toEqual([2, 2, 2]);
    await expect(page.getByText('Watched', { exact: true })).toHaveCount(3, { timeout: 60_000 });
    await expect(page.getByText('All videos watched.')).toBeVisible();
    // the English captions show, and only those, as the interface is in English
    await expect.poll(() => shownCaptions(page)).toEqual(['en', 'en', 'en']);
    await next(page);

    // Step 3: Next is refused until both sample tests are done.
    await expect(stepHeading(page, 3)).toBeFocused();
    for (const name of SAMPLE_TESTS) await expect(page.getByRole('listitem').filter({ hasText: name }).getByText('Not started')).toBeVisible();
    await expectAccessible(page);
    await next(page);
    await expectDialog(page, 'Tests Incomplete!', 'Please complete both sample tests to proceed.');

    // The student leaves and comes back later: the landing offers to resume, at step 3.
    await page.goto('/home/index');
    await page.goto('/home/test/5');
    await expect(page.getByText('In Progress', { exact: true })).toBeVisible();
    await expect(page.getByText('You have a Pre-Assessment Activity in progress, last saved after step 2.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Resume Pre-Assessment Activity' }).click();
    await expect(stepHeading(page, 3)).toBeVisible();

    // Back is local: step 2 shows its videos as watched, step 1 what the student entered.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 2)).toBeFocused();
    await expect(page.getByText('Watched', { exact: true })).toHaveCount(3);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 1)).toBeFocused();
    await expect(institutionInput(page)).toHaveValue(INSTITUTION);
    await expect(dobInput(page)).toHaveValue('03/14/2006');
    await expect(studentIdInput(page)).toHaveValue('A1234567');
    await expect(agreement(page)).toBeChecked();
    // saving step 1 again keeps the furthest step
    await next(page);
    await expect(stepHeading(page, 2)).toBeVisible();
    await expect.poll(async () => (await api<PaaSession>(page, '/api/getCurrentPAASession')).lastCompletedStep).toBe(1);
  });

  test('step 3 takes both sample tests in the player, History lists them as N/A, then step 4', async ({ page }) => {
    await paaStudent(page, 'Marisol', 'Quintero');
    await paaUpTo(page, 1);
    await page.goto('/home/test/5');
    await page.getByRole('link', { name: 'Resume Pre-Assessment Activity' }).click();
    await expect(stepHeading(page, 3)).toBeVisible();

    for (const name of SAMPLE_TESTS) {
      await takeSampleTest(page, name);
      // the step refreshes once the test window is closed
      await expect(page.getByRole('listitem').filter({ hasText: name }).getByText('Completed')).toBeVisible();
    }
    await expect(page.getByRole('button', { name: `Take ${SAMPLE_TESTS[0]} again` })).toBeVisible();
    await expectAccessible(page);
    await next(page);

    await expect(stepHeading(page, 4)).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Corequisite courses' })).toBeVisible();
    await expectAccessible(page);
    await next(page);

    await expect(stepHeading(page, 5)).toBeFocused();

    // History lists the sample tests without a score.
    await page.goto('/home/testhistory');
    const table = page.getByRole('table', { name: 'Completed tests' });
    for (const name of SAMPLE_TESTS) await expect(table.getByRole('row').filter({ hasText: name })).toContainText('N/A');
    await expect(table.getByRole('row')).toHaveCount(3);
  });

  test('step 5 prints the resource document naming the institution; Finish leads to the certificate, downloaded and read back', async ({ page }) => {
    await paaStudent(page, 'Marisol', 'Quintero');
    await paaUpTo(page, 3);
    await page.goto('/home/test/5');
    await page.getByRole('link', { name: 'Resume Pre-Assessment Activity' }).click();
    await expect(stepHeading(page, 5)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);
    await expectAccessible(page);
    const printed = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Print resource document' }).click();
    const resource = await printed;
    expect(resource.suggestedFilename()).toMatch(/\.pdf$/);
    const resourceText = await downloadedPdfText(resource);
    expect(resourceText).toContain(INSTITUTION);
    expect(resourceText).toContain('2-1-1');

    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/home\/test\/pre-assessment-certificate$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pre-Assessment Activity Complete' })).toBeVisible();
    await expect(page.getByText('Congratulations! You have completed the Pre-Assessment Activity.')).toBeVisible();
    await expect(page.getByText(INSTITUTION)).toBeVisible();
    await expectAccessible(page);

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download certificate' }).click();
    const certificate = await downloaded;
    expect(certificate.suggestedFilename()).toMatch(/\.pdf$/);
    const certificateText = await downloadedPdfText(certificate);
    expect(certificateText).toContain('Certificate of Completion');
    expect(certificateText).toContain('Marisol Quintero');
    expect(certificateText).toContain(INSTITUTION);
    const code = certificateText.match(/\b[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{2}\b/)?.[0];
    expect(code, certificateText).toBeDefined();
    // the code on the paper is the one an advisor can check
    expect(await api(page, `/api/verifyPAACertificate/${code}`)).toMatchObject({ valid: true, studentName: 'Marisol Q.', institution: INSTITUTION });

    await page.getByRole('link', { name: 'Go to the full practice tests' }).click();
    await expect(page).toHaveURL(/\/home\/test\/4$/);

    // The landing now points to the certificate, with nothing in progress.
    await page.goto('/home/test/5');
    await expect(page.getByRole('link', { name: 'View your certificate' })).toBeVisible();
    await expect(page.getByText('In Progress', { exact: true })).toHaveCount(0);
  });

  test('beginning while a PAA is in progress asks first; No keeps it, Yes starts anew and closes the old one once the new one is saved', async ({ page }) => {
    await paaStudent(page, 'Omar', 'Restart');
    const old = await paaUpTo(page, 0, OTHER_INSTITUTION);
    await page.goto('/home/test/5');
    await expect(page.getByText('In Progress', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Begin Pre-Assessment Activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'A PAA session is already in-progress!' });
    await expect(
      dialog.getByText('Are you sure you want to continue? If yes, the in-progress PAA session will be closed and a new PAA session will begin.'),
    ).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'No', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/home\/test\/5$/);
    await expect(page.getByText('In Progress', { exact: true })).toBeVisible();
    expect((await api<PaaSession>(page, '/api/getCurrentPAASession')).paaId).toBe(old.paaId);

    await page.getByRole('button', { name: 'Begin Pre-Assessment Activity' }).click();
    await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(institutionInput(page)).toHaveValue('');
    await expect(dobInput(page)).toHaveValue('');
    await expect(studentIdInput(page)).toHaveValue('');
    await expect(agreement(page)).not.toBeChecked();
    // nothing is closed until the new PAA is saved
    expect((await api<PaaSession>(page, '/api/getCurrentPAASession')).paaId).toBe(old.paaId);

    await chooseInstitution(page, INSTITUTION);
    await dobInput(page).fill('11/02/2004');
    await agreement(page).check();
    await next(page);
    await expect(stepHeading(page, 2)).toBeVisible();
    const current = await api<PaaSession>(page, '/api/getCurrentPAASession');
    expect(current).toMatchObject({ status: 0, lastCompletedStep: 0, institution: INSTITUTION });
    expect(current.paaId).not.toBe(old.paaId);
    // the old PAA is closed: it can no longer be saved
    const body = { paaId: old.paaId, lastCompletedStep: 0, institutionId: 1, studentDOB: '2004-11-02', agreementChecked: true };
    expect(await saveStatus(page, '/api/updateCurrentPAASession', body)).toBe(409);

    // a reload resumes the new PAA, not a fresh one
    await page.reload();
    await expect(stepHeading(page, 2)).toBeVisible();
  });

  test('every step reads in Russian', async ({ page }) => {
    await paaStudent(page, 'Ivan', 'Petrov');
    await paaUpTo(page, 3);
    await page.goto('/home/test/5');
    await chooseLanguage(page, 'RU');
    await expect(page.getByRole('heading', { level: 1, name: ruPaa.landing.title })).toBeVisible();
    await expect(page.getByText(ruPaa.landing.inProgress, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: ruPaa.landing.resume }).click();

    const steps = Object.values(ruPaa.steps);
    const ruHeading = (n: number) =>
      page.getByRole('heading', { level: 2, name: ruPaa.wizard.stepHeader.replace('{{n}}', String(n)).replace('{{title}}', steps[n - 1]!) });
    await expect(ruHeading(5)).toBeVisible();
    await expect(page.getByRole('button', { name: ruPaa.resources.print })).toBeVisible();
    await expect(page.getByRole('button', { name: ruPaa.wizard.finish })).toBeVisible();
    // Back walks the steps without saving: each one in Russian
    for (let n = 4; n >= 1; n -= 1) {
      await page.getByRole('button', { name: ruPaa.wizard.back }).click();
      await expect(ruHeading(n)).toBeFocused();
    }
    await expect(page.getByText(ruPaa.institution.agreementLabel)).toBeVisible();
    await page.getByRole('button', { name: ruPaa.wizard.next }).click();
    await expect(ruHeading(2)).toBeVisible();
    await expect(page.getByText(ruPaa.videos.exemptions.heading)).toBeVisible();
    // the Russian captions show
    await expect.poll(() => shownCaptions(page)).toEqual(['ru', 'ru', 'ru']);
    await page.getByRole('button', { name: ruPaa.wizard.next }).click();
    await expect(ruHeading(3)).toBeFocused();
    await expect(page.getByText(ruPaa.sampleTests.completed, { exact: true })).toHaveCount(2);
    for (let n = 4; n <= 5; n += 1) {
      await page.getByRole('button', { name: ruPaa.wizard.next }).click();
      await expect(ruHeading(n)).toBeFocused();
    }
    await page.getByRole('button', { name: ruPaa.wizard.finish }).click();
    await expect(page.getByRole('heading', { level: 1, name: ruPaa.certificate.title })).toBeVisible();
    await expect(page.getByRole('button', { name: ruPaa.certificate.download })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('navigation', { name: ruCommon.nav.label })).toBeVisible();
  });
});
