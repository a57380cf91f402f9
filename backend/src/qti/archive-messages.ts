/** Messages about the archive itself and the import job: what is wrong and what to change. */
export const ARCHIVE_MESSAGES: Record<string, Record<'en' | 'ru', string>> = {
  'zip.notZip': {
    en: 'The file is not a zip archive ({detail}). Upload the content package as one .zip file.',
    ru: 'Файл не является zip-архивом ({detail}). Загрузите пакет содержимого одним файлом .zip.',
  },
  'zip.tooLarge': {
    en: 'The zip is {size} bytes; at most {limit} bytes are accepted. Remove unused media or split the test.',
    ru: 'Размер zip-архива {size} байт; допускается не более {limit} байт. Удалите лишние медиафайлы или разделите тест.',
  },
  'zip.nested': {
    en: 'The zip holds only another archive ({entry}). Upload the inner content package itself, not a zip inside a zip.',
    ru: 'Zip-архив содержит только другой архив ({entry}). Загрузите сам вложенный пакет, а не zip внутри zip.',
  },
  'zip.empty': {
    en: 'The zip is empty. Add imsmanifest.xml, the test and its items.',
    ru: 'Zip-архив пуст. Добавьте imsmanifest.xml, тест и его задания.',
  },
  'zip.tooManyEntries': {
    en: 'The zip has {count} entries; at most {limit} are accepted. Remove unused files or split the test.',
    ru: 'В zip-архиве {count} записей; допускается не более {limit}. Удалите лишние файлы или разделите тест.',
  },
  'zip.expandedTooLarge': {
    en: 'The files of the zip expand to {size} bytes; at most {limit} bytes are accepted. Remove unused media or split the test.',
    ru: 'Файлы архива занимают {size} байт после распаковки; допускается не более {limit} байт. Удалите лишние медиафайлы или разделите тест.',
  },
  'zip.ratioTooHigh': {
    en: 'The entry {entry} expands {ratio} times its compressed size; at most {limit} is accepted. Remove the file; it looks like a zip bomb.',
    ru: 'Запись {entry} увеличивается при распаковке в {ratio} раз; допускается не более {limit}. Удалите файл: он похож на zip-бомбу.',
  },
  'zip.unsafePath': {
    en: 'The entry name {entry} is an absolute path or leaves the package (..). Use paths relative to the package root.',
    ru: 'Имя записи {entry} — абсолютный путь или выходит за пределы пакета (..). Используйте пути относительно корня пакета.',
  },
  'zip.link': {
    en: 'The entry {entry} is a symbolic link. Replace it with the file itself.',
    ru: 'Запись {entry} — символическая ссылка. Замените её самим файлом.',
  },
  'zip.encrypted': {
    en: 'The entry {entry} is encrypted. Build the zip without a password.',
    ru: 'Запись {entry} зашифрована. Создайте zip-архив без пароля.',
  },
  'zip.sizeMismatch': {
    en: 'The entry {entry} holds another amount of data than its header declares. Rebuild the zip with a standard tool.',
    ru: 'Запись {entry} содержит не столько данных, сколько указано в её заголовке. Пересоздайте архив стандартной программой.',
  },
  'zip.readFailed': {
    en: 'The entry could not be read ({detail}). Rebuild the zip with a standard tool.',
    ru: 'Не удалось прочитать запись ({detail}). Пересоздайте архив стандартной программой.',
  },
  'zip.archiveRatioTooHigh': {
    en: 'The files of the zip expand to {ratio} times the size of the zip; at most {limit} times is accepted. Remove repeated or padded files: the archive looks like a zip bomb.',
    ru: 'Файлы архива после распаковки в {ratio} раз больше самого zip-архива; допускается не более {limit}. Удалите повторяющиеся или раздутые файлы: архив похож на zip-бомбу.',
  },
  'zip.xmlTooLarge': {
    en: 'The XML file {entry} is {size} bytes; one XML file may be at most {limit} bytes. Split it (one item per file) or move embedded data into media files.',
    ru: 'XML-файл {entry} занимает {size} байт; один XML-файл может занимать не более {limit} байт. Разделите его (одно задание на файл) или вынесите встроенные данные в медиафайлы.',
  },
  'zip.mediaTooLarge': {
    en: 'The file {entry} is {size} bytes; one media file may be at most {limit} bytes. Compress or shorten it.',
    ru: 'Файл {entry} занимает {size} байт; один медиафайл может занимать не более {limit} байт. Сожмите или сократите его.',
  },
  'zip.pathTooLong': {
    en: 'The entry name {entry} is too long: at most {limit} bytes for the whole path and {nameLimit} for one folder or file name. Use shorter names.',
    ru: 'Имя записи {entry} слишком длинное: допускается не более {limit} байт на весь путь и {nameLimit} на имя одной папки или файла. Используйте более короткие имена.',
  },
  'zip.pathTooDeep': {
    en: 'The entry {entry} is nested {depth} folders deep; at most {limit} are accepted. Flatten the folders.',
    ru: 'Запись {entry} вложена на {depth} уровней папок; допускается не более {limit}. Уменьшите вложенность папок.',
  },
  'zip.duplicateEntry': {
    en: 'The zip holds the entry {entry} more than once, so it is unclear which one is meant. Rebuild the zip with each file once.',
    ru: 'Запись {entry} встречается в архиве несколько раз, и неясно, какая из них нужна. Пересоздайте архив, чтобы каждый файл был в нём один раз.',
  },
  'zip.unsupportedMethod': {
    en: 'The entry {entry} is compressed with method {method}, which is not supported. Rebuild the zip with the standard Deflate compression or none.',
    ru: 'Запись {entry} сжата методом {method}, который не поддерживается. Пересоздайте архив со стандартным сжатием Deflate или без сжатия.',
  },
  'media.storeFailed': {
    en: "The file could not be written to the portal's storage ({detail}). If its name is long or unusual, rename it with letters, digits, - and _; otherwise ask the administrator to check the storage. Then import the package again.",
    ru: 'Не удалось записать файл в хранилище портала ({detail}). Если у него длинное или необычное имя, переименуйте его, используя буквы, цифры, - и _; иначе попросите администратора проверить хранилище. Затем импортируйте пакет снова.',
  },
  'import.unexpected': {
    en: 'The package could not be read because of an error in the portal ({detail}). Please contact the administrator.',
    ru: 'Пакет не удалось прочитать из-за ошибки портала ({detail}). Обратитесь к администратору.',
  },
  'import.timeout': {
    en: 'The import did not finish within {minutes} minutes and was stopped. Split the package into smaller ones, or ask the administrator to allow more time.',
    ru: 'Импорт не завершился за {minutes} мин. и был остановлен. Разделите пакет на пакеты поменьше или попросите администратора увеличить время.',
  },
  'import.interrupted': {
    en: 'The import was cut off {attempts} times before it could finish (the server stopped during it) and was given up. Import the package again; if it fails the same way, split it or contact the administrator.',
    ru: 'Импорт прерывался {attempts} раз(а), не успев завершиться (сервер останавливался во время импорта), и был прекращён. Импортируйте пакет снова; если ошибка повторится, разделите его или обратитесь к администратору.',
  },
};
