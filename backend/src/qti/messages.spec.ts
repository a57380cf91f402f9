import { MESSAGE_CODES, issueText } from './messages';
import { makeIssue } from './issues';

describe('issue messages', () => {
  it('has an English and a Russian text for every code, with the same placeholders', () => {
    for (const code of MESSAGE_CODES) {
      const issue = makeIssue('a.xml', code, {});
      const en = issueText(issue, 'en');
      const ru = issueText(issue, 'ru');
      expect(ru).not.toBe(en);
      expect(ru).toMatch(/[а-яё]/i);
      const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(holes(ru)).toEqual(holes(en));
    }
  });

  it('fills the parameters in both languages', () => {
    const issue = makeIssue('upload.zip', 'zip.tooManyEntries', { count: 100000, limit: 10000 });
    expect(issue.message).toBe('The zip has 100000 entries; at most 10000 are accepted. Remove unused files or split the test.');
    expect(issueText(issue, 'ru')).toBe('В zip-архиве 100000 записей; допускается не более 10000. Удалите лишние файлы или разделите тест.');
  });

  it('falls back to the stored message for a code it does not know', () => {
    expect(issueText({ file: 'x', code: 'other.code', message: 'As stored' }, 'ru')).toBe('As stored');
  });
});
