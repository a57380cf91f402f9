/** What a successful import wrote, so its process log says what the package now holds. */
export const SUMMARY_MESSAGES: Record<string, Record<'en' | 'ru', string>> = {
  'import.created.package': {
    en: 'Imported {tests} test(s) with {sections} section(s), {items} item(s), {passages} passage(s) and {media} media file(s).',
    ru: 'Импортировано тестов: {tests}, разделов: {sections}, заданий: {items}, текстов: {passages}, медиафайлов: {media}.',
  },
  'import.created.test': {
    en: 'Test "{title}" ({alias}) created with {sections} section(s) and {items} item(s).',
    ru: 'Создан тест «{title}» ({alias}): разделов: {sections}, заданий: {items}.',
  },
  'import.created.strand': {
    en: 'Test "{title}", strand "{strand}": {items} item(s).',
    ru: 'Тест «{title}», раздел умений «{strand}»: заданий: {items}.',
  },
};

/** Summary lines sit in the process log beside the warnings; this tells them apart. */
export function isSummaryCode(code: string): boolean {
  return code.startsWith('import.created.');
}
