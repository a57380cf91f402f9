/** Messages of package structure: several tests, includes and references, content models. */
export const STRUCTURE_MESSAGES: Record<string, Record<'en' | 'ru', string>> = {
  'structure.missingFileUnused': {
    en: 'The manifest lists {href} (resource {resource}), which is not in the package. Nothing uses it, so the package is read without it; remove it from the manifest.',
    ru: 'Манифест перечисляет {href} (ресурс {resource}), которого нет в пакете. Он нигде не используется, поэтому пакет прочитан без него; удалите его из манифеста.',
  },
  'structure.undeclaredFile': {
    en: 'The {kind} {href} is used here but not declared as a resource in the manifest; it was read from the package. Declare it in the manifest.',
    ru: '{kind} {href} используется здесь, но не объявлен ресурсом в манифесте; он прочитан из пакета. Объявите его в манифесте.',
  },
  'structure.misdeclaredStimulus': {
    en: 'The manifest declares this file as a resource of another type, but its root element is {root}: it was read as the shared passage it is. Declare its resource with the stimulus type (imsqti_stimulus_xmlv2p2 or imsqti_stimulus_xmlv3p0).',
    ru: 'Манифест объявляет этот файл ресурсом другого типа, но его корневой элемент — {root}: он прочитан как общий текст (стимул), которым и является. Объявите его ресурс с типом стимула (imsqti_stimulus_xmlv2p2 или imsqti_stimulus_xmlv3p0).',
  },
  'structure.unlistedFile': {
    en: 'The content uses {href}, which the package holds but no resource of the manifest lists; it was stored all the same. List it as a file of the resource that uses it.',
    ru: 'Содержимое использует {href}: файл есть в пакете, но ни один ресурс манифеста его не перечисляет; он всё равно сохранён. Укажите его файлом ресурса, который его использует.',
  },
  'structure.unknownDependency': {
    en: 'The resource {resource} depends on {ref}, which the manifest does not declare; the dependency was ignored. Declare {ref} or remove the dependency.',
    ru: 'Ресурс {resource} зависит от {ref}, который не объявлен в манифесте; зависимость пропущена. Объявите {ref} или удалите зависимость.',
  },
  'structure.sharedItemIdentifier': {
    en: 'The item identifier {identifier} is also used by {other}. Both items are kept; this one is stored as {uin}. Give each item its own identifier to keep the names apart.',
    ru: 'Идентификатор задания {identifier} уже использует {other}. Оба задания сохранены; это хранится как {uin}. Дайте каждому заданию свой идентификатор.',
  },
  'structure.sharedTestIdentifier': {
    en: 'This test has the identifier {identifier}, as {other} does; it is kept as {kept}. Give each test its own identifier.',
    ru: 'У этого теста идентификатор {identifier}, как и у {other}; он сохранён как {kept}. Дайте каждому тесту свой идентификатор.',
  },
  'structure.movedElement': {
    en: 'The {element} is placed directly in {parent}, where the schema does not allow it; it has one meaning, so it was read in {placed}, where it belongs. Move it there.',
    ru: 'Элемент {element} находится непосредственно в {parent}, где схема его не допускает; у него одно значение, поэтому он прочитан в {placed}, где ему место. Перенесите его туда.',
  },
  'structure.referenceMissing': {
    en: 'The {element} names {href}, which is not in the package. Add the file or correct the href (it is resolved from this file).',
    ru: '{element} ссылается на {href}, которого нет в пакете. Добавьте файл или исправьте href (он отсчитывается от этого файла).',
  },
  'structure.includeUnsupported': {
    en: 'The {element} of {href} is not supported: only an href with parse="xml" or parse="text" and no xpointer can be included. Include the whole file.',
    ru: '{element} для {href} не поддерживается: включить можно только файл по href с parse="xml" или parse="text" без xpointer. Включайте файл целиком.',
  },
  'structure.includeCycle': {
    en: 'The {element} of {href} includes a file that is already being included, which would never end. Remove the circular reference.',
    ru: '{element} для {href} включает файл, который уже включается, и это не закончилось бы. Уберите циклическую ссылку.',
  },
  'structure.tooManyIncludes': {
    en: 'This file includes more than {limit} files. Include fewer, larger files.',
    ru: 'Этот файл включает больше {limit} файлов. Включайте меньше файлов большего размера.',
  },
  'structure.includesTooLarge': {
    en: 'The files this file includes ({element} of {href} and those before it) come to more than {limit} bytes. Include less, or put the content in the file itself.',
    ru: 'Файлы, включаемые этим файлом ({element} для {href} и предыдущие), занимают больше {limit} байт. Включайте меньше или перенесите содержимое в сам файл.',
  },
  'structure.includesTooDeep': {
    en: 'The {element} of {href} nests includes more than {limit} levels deep. Include the files from fewer levels.',
    ru: '{element} для {href} вкладывает включения глубже {limit} уровней. Включайте файлы с меньшей вложенностью.',
  },
  'structure.unexpectedElement': {
    en: 'The element {element} is not allowed inside {parent} by the QTI schema. Move it where the schema allows it, or remove it.',
    ru: 'Элемент {element} не допускается схемой QTI внутри {parent}. Перенесите его туда, где схема это допускает, или удалите.',
  },
  'structure.unexpectedText': {
    en: 'The element {element} holds text, but the QTI schema allows only elements in it. Remove the text.',
    ru: 'Элемент {element} содержит текст, а схема QTI допускает в нём только элементы. Удалите текст.',
  },
  'structure.missingAttribute': {
    en: 'The element {element} has no {attribute} attribute, which the QTI schema requires. Add it.',
    ru: 'У элемента {element} нет атрибута {attribute}, обязательного по схеме QTI. Добавьте его.',
  },
};
