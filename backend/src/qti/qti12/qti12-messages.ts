/** Findings of reading QTI 1.2 (LMS exports) and Common Cartridges. */
export const QTI12_MESSAGES: Record<string, Record<'en' | 'ru', string>> = {
  'qti12.converted': {
    en: 'Item {item} ({kind}) was read as a QTI 2.2 item: {became}.',
    ru: 'Задание {item} ({kind}) прочитано как задание QTI 2.2: {became}.',
  },
  'qti12.wrongRoot': {
    en: 'The file is listed as QTI 1.2 but its root element is {found}, not questestinterop. Export the quiz again or remove the resource.',
    ru: 'Файл указан как QTI 1.2, но его корневой элемент — {found}, а не questestinterop. Экспортируйте тест заново или удалите ресурс.',
  },
  'qti12.noItems': {
    en: 'The QTI 1.2 files hold no quiz, question bank or item. Export the quiz with its questions.',
    ru: 'Файлы QTI 1.2 не содержат ни теста, ни банка вопросов, ни задания. Экспортируйте тест вместе с вопросами.',
  },
  'qti12.duplicateItem': {
    en: 'Two items share the ident {item} (the other at line {line}). Give each item its own ident.',
    ru: 'Два задания имеют один ident {item} (другое — в строке {line}). Дайте каждому заданию свой ident.',
  },
  'qti12.fullerCopy': {
    en: 'The quiz {assessment} is also in {other}; that copy is the one imported.',
    ru: 'Тест {assessment} есть также в {other}; импортирована та копия.',
  },
  'qti12.itemMissing': {
    en: 'The quiz refers to the item {item}, which no file of the package holds. Export the quiz with its questions.',
    ru: 'Тест ссылается на задание {item}, которого нет ни в одном файле пакета. Экспортируйте тест вместе с вопросами.',
  },
  'qti12.tooManySections': {
    en: 'The quiz unfolds into more than {limit} sections (sections that name each other). Remove the loop.',
    ru: 'Тест разворачивается более чем в {limit} разделов (разделы ссылаются друг на друга). Уберите цикл.',
  },
  'qti12.sectionMissing': {
    en: 'The quiz refers to the section {section}, which no file of the package holds.',
    ru: 'Тест ссылается на раздел {section}, которого нет ни в одном файле пакета.',
  },
  'qti12.bankMissing': {
    en: 'A question group draws from the bank {bank}, which is not in the package. Export the quiz with its question banks.',
    ru: 'Группа вопросов берёт вопросы из банка {bank}, которого нет в пакете. Экспортируйте тест вместе с банками вопросов.',
  },
  'qti12.selectionCapped': {
    en: 'The group {section} picks {select} questions from a pool of {count}; every question of the pool is delivered.',
    ru: 'Группа {section} выбирает {select} вопросов из {count} имеющихся; выдаются все вопросы группы.',
  },
  'qti12.pointsPerItem': {
    en: 'The group {section} weighs each question it draws at {points} points; their scores and the test\u2019s maximum count them so.',
    ru: 'Группа {section} оценивает каждый выбранный вопрос в {points} балла; баллы вопросов и максимум теста учитывают это.',
  },
  'qti12.weighedCopy': {
    en: 'Item {item} weighs {points} points here and differently elsewhere in the package; here it is kept as {copy}.',
    ru: 'Задание {item} здесь весит {points} балла, а в другом месте пакета — иначе; здесь оно сохранено как {copy}.',
  },
  'qti12.duplicateResponse': {
    en: 'The item declares the response {response} twice. Give each response its own ident.',
    ru: 'В задании дважды объявлен ответ {response}. Дайте каждому ответу свой ident.',
  },
  'qti12.unsupportedResponse': {
    en: 'The response {element} with {render} cannot be delivered as its author meant. Change the question to a supported type.',
    ru: 'Ответ {element} с {render} невозможно выдать так, как задумал автор. Замените вопрос поддерживаемым типом.',
  },
  'qti12.badArea': {
    en: 'The area {label} ({rarea}) has the coordinates "{coords}", which do not describe it: QTI 1.2 writes an Ellipse or a Rectangle as x, y, width, height and a Bounded area as its corners x1, y1, x2, y2 and on. Correct the coordinates.',
    ru: 'Область {label} ({rarea}) имеет координаты «{coords}», которые её не описывают: в QTI 1.2 Ellipse и Rectangle записываются как x, y, ширина, высота, а Bounded — как вершины x1, y1, x2, y2 и далее. Исправьте координаты.',
  },
  'qti12.unknownResponse': {
    en: 'The condition {element} tests the response {response}, which the item does not declare.',
    ru: 'Условие {element} проверяет ответ {response}, который в задании не объявлен.',
  },
  'qti12.unknownChoice': {
    en: 'A condition compares the response {response} with {value}, which is none of its choices; that condition never holds.',
    ru: 'Условие сравнивает ответ {response} со значением {value}, которого нет среди вариантов; это условие никогда не выполняется.',
  },
  'qti12.unsupportedCondition': {
    en: 'The condition {element} cannot be scored as its author meant. Rewrite the scoring with varequal, varlt, vargt, and, or, not.',
    ru: 'Условие {element} невозможно оценить так, как задумал автор. Перепишите оценивание через varequal, varlt, vargt, and, or, not.',
  },
  'qti12.unknownOutcome': {
    en: 'The scoring sets {outcome}, which no decvar declares. Declare it in the item\u2019s outcomes.',
    ru: 'Оценивание задаёт {outcome}, которая не объявлена в decvar. Объявите её в outcomes задания.',
  },
  'qti12.badValue': {
    en: 'The scoring sets {outcome} to "{value}", which is not a number.',
    ru: 'Оценивание присваивает {outcome} значение «{value}», которое не является числом.',
  },
  'qti12.unknownAction': {
    en: 'The setvar action {action} is not one QTI 1.2 defines; it is read as Set.',
    ru: 'Действие setvar {action} не определено в QTI 1.2; оно прочитано как Set.',
  },
  'qti12.extraProcessing': {
    en: 'The item has {count} resprocessing blocks; the first is used, as a single-score player does.',
    ru: 'В задании {count} блоков resprocessing; используется первый, как в проигрывателе с одной оценкой.',
  },
  'qti12.calculatedWithoutSets': {
    en: 'The formula question has no variable sets with answers. Export it again from the LMS, which writes them.',
    ru: 'У вопроса с формулой нет наборов переменных с ответами. Экспортируйте его из СДО заново: она их записывает.',
  },
  'qti12.blankNotInText': {
    en: 'The blank [{name}] is not in the question text; its field is placed after the text.',
    ru: 'Пропуска [{name}] нет в тексте вопроса; поле для него помещено после текста.',
  },
  'qti12.embeddedMedia': {
    en: 'The {element} has no file (embedded media is not read); it is left out.',
    ru: 'У {element} нет файла (встроенные данные не читаются); он пропущен.',
  },
  'qti12.skippedMaterial': {
    en: 'The material {element} cannot be shown and was left out.',
    ru: 'Материал {element} невозможно показать; он пропущен.',
  },
  'cartridge.skippedResource': {
    en: 'The resource {resource} ({type}) is not an assessment and was skipped.',
    ru: 'Ресурс {resource} ({type}) не является тестом и пропущен.',
  },
};
