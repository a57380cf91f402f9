/** Flaws a package is imported with, not refused for: each says what was done instead. */
export const WARNING_MESSAGES: Record<string, Record<'en' | 'ru', string>> = {
  'item.missingImage': {
    en: 'The image {href} is not in the zip: students see a box saying the image is not available, with its alt text. Add the file or correct the path.',
    ru: 'Изображения {href} нет в архиве: учащиеся увидят рамку с надписью, что изображение недоступно, и его замещающий текст. Добавьте файл или исправьте путь.',
  },
  'item.missingStylesheet': {
    en: 'The stylesheet {href} is not in the zip and was left out: the item is shown in the portal’s own style. Add the file or correct the path.',
    ru: 'Таблицы стилей {href} нет в архиве, и она пропущена: задание показано в оформлении портала. Добавьте файл или исправьте путь.',
  },
  'zip.controlCharacterSkipped': {
    en: 'The entry "{entry}" has a control character in its name and nothing refers to it, so it was skipped. Rename or remove it.',
    ru: 'В имени записи «{entry}» есть управляющий символ, и на неё ничто не ссылается, поэтому она пропущена. Переименуйте или удалите её.',
  },
  'zip.controlCharacterUsed': {
    en: 'The entry "{entry}" has a control character in its name, and {file} refers to it. Rename the file and the reference with letters, digits, - and _.',
    ru: 'В имени записи «{entry}» есть управляющий символ, а {file} ссылается на неё. Переименуйте файл и ссылку, используя буквы, цифры, - и _.',
  },
};
