import { ARCHIVE_MESSAGES } from './archive-messages';
import { DRY_RUN_MESSAGES } from './dry-run-messages';
import { GRAPHIC_MESSAGES } from './graphic-messages';
import { PROCESSING_MESSAGES } from './processing-messages';
import { QTI12_MESSAGES } from './qti12/qti12-messages';
import { STRUCTURE_MESSAGES } from './structure/structure-messages';
import { SUMMARY_MESSAGES } from './summary-messages';
import { WARNING_MESSAGES } from './warning-messages';
import type { PackageIssue } from './types';

type Lang = 'en' | 'ru';

/** Issue codes → message templates; `{name}` is replaced by the issue's param of that name. */
const CATALOGUE: Record<string, Record<Lang, string>> = {
  ...ARCHIVE_MESSAGES,
  ...DRY_RUN_MESSAGES,
  ...GRAPHIC_MESSAGES,
  ...PROCESSING_MESSAGES,
  ...QTI12_MESSAGES,
  ...STRUCTURE_MESSAGES,
  ...SUMMARY_MESSAGES,
  ...WARNING_MESSAGES,
  'xml.malformed': {
    en: 'The XML is not well-formed: {detail}. Fix the markup at this line.',
    ru: 'XML содержит ошибку разметки: {detail}. Исправьте разметку в этой строке.',
  },
  'xml.doctype': {
    en: 'The XML has a DOCTYPE declaration; DTDs and entities are refused for safety. Remove the DOCTYPE and any entity references.',
    ru: 'XML содержит объявление DOCTYPE; DTD и сущности запрещены из соображений безопасности. Удалите DOCTYPE и ссылки на сущности.',
  },
  'xml.unknownEncoding': {
    en: 'The XML declares the encoding "{encoding}", which is not known. Save the file as UTF-8 and declare encoding="UTF-8".',
    ru: 'XML объявляет кодировку «{encoding}», которая неизвестна. Сохраните файл в UTF-8 и укажите encoding="UTF-8".',
  },
  'xml.badEncoding': {
    en: 'The XML is not valid {encoding}: some bytes cannot be read in that encoding. Save the file as UTF-8, or declare the encoding it is really saved in.',
    ru: 'XML не является корректным текстом в кодировке {encoding}: некоторые байты в ней не читаются. Сохраните файл в UTF-8 или укажите кодировку, в которой он действительно сохранён.',
  },
  'xml.tooDeep': {
    en: 'The XML nests elements more than {limit} levels deep. Flatten the markup.',
    ru: 'Элементы XML вложены глубже {limit} уровней. Уменьшите вложенность разметки.',
  },
  'xml.tooManyNodes': {
    en: 'The XML holds more than {limit} elements and text parts, more than any item needs. Split the content into several items or passages.',
    ru: 'XML содержит больше {limit} элементов и текстовых фрагментов — больше, чем нужно любому заданию. Разделите содержимое на несколько заданий или текстов.',
  },
  'xml.attributeTooLong': {
    en: 'The attribute {name} is {length} characters long; at most {limit} are accepted. Move its content into a file of the package.',
    ru: 'Атрибут {name} содержит {length} символов; допускается не более {limit}. Вынесите его содержимое в файл пакета.',
  },
  'xml.wrongNamespace': {
    en: 'The root element is in the namespace "{found}", but the manifest declares QTI {version} ({expected}). Make the namespace and the manifest resource type agree.',
    ru: 'Корневой элемент находится в пространстве имён «{found}», а манифест объявляет QTI {version} ({expected}). Согласуйте пространство имён и тип ресурса в манифесте.',
  },
  'xml.wrongRoot': {
    en: 'The root element is {found}; expected {expected}. Check the resource type of this file in the manifest.',
    ru: 'Корневой элемент — {found}; ожидался {expected}. Проверьте тип ресурса этого файла в манифесте.',
  },
  'manifest.missing': {
    en: 'The package has no imsmanifest.xml at its root. Put the manifest at the top of the zip, not in a folder.',
    ru: 'В корне пакета нет imsmanifest.xml. Поместите манифест в корень zip-архива, а не в папку.',
  },
  'manifest.noItems': {
    en: 'The manifest declares no QTI test and no items. Add the test and item resources.',
    ru: 'Манифест не объявляет ни теста QTI, ни заданий. Добавьте ресурсы теста и заданий.',
  },
  'manifest.missingFile': {
    en: 'The resource {resource} names the file {href}, which is not in the zip. Add the file or correct the path.',
    ru: 'Ресурс {resource} ссылается на файл {href}, которого нет в архиве. Добавьте файл или исправьте путь.',
  },
  'manifest.unknownResourceType': {
    en: 'The resource {resource} has the type {type}, which is not read; it is ignored.',
    ru: 'Ресурс {resource} имеет тип {type}, который не поддерживается; он пропущен.',
  },
  'manifest.mixedVersions': {
    en: 'The resource {resource} is QTI {found} while the package is QTI {version}. Use one QTI version in the package.',
    ru: 'Ресурс {resource} имеет версию QTI {found}, а пакет — QTI {version}. Используйте в пакете одну версию QTI.',
  },
  'item.duplicateIdentifier': {
    en: 'The identifier {identifier} is also used by {other}. Give every item and stimulus its own identifier.',
    ru: 'Идентификатор {identifier} уже используется в {other}. Дайте каждому заданию и тексту свой идентификатор.',
  },
  'item.missingIdentifier': {
    en: 'The {element} has no identifier. Add an identifier attribute.',
    ru: 'У элемента {element} нет идентификатора. Добавьте атрибут identifier.',
  },
  'item.unsupportedInteraction': {
    en: 'The interaction {name} is not supported. Use choice, inline choice, text entry, extended text, order, match, gap match, hot text, associate, slider, media, end attempt, upload or drawing.',
    ru: 'Взаимодействие {name} не поддерживается. Используйте choice, inline choice, text entry, extended text, order, match, gap match, hot text, associate, slider, media, end attempt, upload или drawing.',
  },
  'item.unsupportedElement': {
    en: 'The element {name} is not supported. Remove it.',
    ru: 'Элемент {name} не поддерживается. Удалите его.',
  },
  'item.undeclaredResponse': {
    en: 'The {interaction} is bound to the response {response}, which is not declared. Add a responseDeclaration or correct responseIdentifier.',
    ru: 'Взаимодействие {interaction} связано с ответом {response}, который не объявлен. Добавьте responseDeclaration или исправьте responseIdentifier.',
  },
  'item.missingResponseIdentifier': {
    en: 'The {interaction} has no responseIdentifier. Bind it to a declared response.',
    ru: 'У взаимодействия {interaction} нет responseIdentifier. Свяжите его с объявленным ответом.',
  },
  'item.valueNotAChoice': {
    en: 'The {where} of {response} names {value}, which is not a choice of its interaction. Use an identifier of an existing choice.',
    ru: '{where} ответа {response} ссылается на {value}, которого нет среди вариантов взаимодействия. Используйте идентификатор существующего варианта.',
  },
  'item.badValue': {
    en: 'The {where} of {response} has the value "{value}", which is not a valid {baseType}. Correct the value.',
    ru: '{where} ответа {response} содержит значение «{value}», которое не является допустимым {baseType}. Исправьте значение.',
  },
  'item.cardinality': {
    en: 'The correct response of {response} has {count} values but its cardinality is single. Keep one value or declare cardinality multiple.',
    ru: 'Правильный ответ {response} содержит значений: {count}, а его cardinality — single. Оставьте одно значение или объявите cardinality multiple.',
  },
  'item.wrongCardinality': {
    en: 'The {interaction} needs a response of cardinality {expected}, but {response} is {cardinality}. Change the declaration.',
    ru: 'Взаимодействию {interaction} нужен ответ с cardinality {expected}, а {response} имеет {cardinality}. Исправьте объявление.',
  },
  'item.badInteractionNumber': {
    en: 'The {interaction} has {attribute}="{value}", which is not a number it accepts (a whole number of 0 or more; a step above 0). Correct the attribute.',
    ru: 'У {interaction} атрибут {attribute}="{value}" — недопустимое число (нужно целое число не меньше 0; шаг больше 0). Исправьте атрибут.',
  },
  'item.sliderBounds': {
    en: 'The sliderInteraction needs numeric lowerBound and upperBound with lowerBound below upperBound, but has "{lower}" and "{upper}". Correct the bounds.',
    ru: 'Для sliderInteraction нужны числовые lowerBound и upperBound, причём lowerBound меньше upperBound, а заданы «{lower}» и «{upper}». Исправьте границы.',
  },
  'item.mediaPlays': {
    en: 'The mediaInteraction asks for at least {minPlays} plays but allows at most {maxPlays}. Make minPlays no greater than maxPlays.',
    ru: 'mediaInteraction требует не менее {minPlays} воспроизведений, но разрешает не более {maxPlays}. Сделайте minPlays не больше maxPlays.',
  },
  'item.mediaMissing': {
    en: 'The mediaInteraction holds no object, audio or video element to play. Add the media it is about.',
    ru: 'mediaInteraction не содержит элемента object, audio или video для воспроизведения. Добавьте медиафайл.',
  },
  'item.pciModule': {
    en: 'The portable custom interaction loads the module "{module}", which none of its interaction modules declares. Name one of its modules in the module attribute.',
    ru: 'Переносимое пользовательское взаимодействие загружает модуль «{module}», которого нет среди его модулей. Укажите в атрибуте module один из его модулей.',
  },
  'item.pciLibrary': {
    en: 'The portable custom interaction names the shared library "{library}", which the package does not hold; the portal loads nothing from outside the package, so it was left out. If the interaction needs it, students cannot use it: include the library in the package as {file}, beside the item or at the package root.',
    ru: 'Переносимое пользовательское взаимодействие называет общую библиотеку «{library}», которой нет в пакете; портал ничего не загружает извне пакета, поэтому она пропущена. Если взаимодействию она нужна, учащиеся не смогут им воспользоваться: включите библиотеку в пакет как {file} рядом с заданием или в корне пакета.',
  },
  'item.pciMissingPart': {
    en: 'The portable custom interaction (module {module}) needs {part}, which the package does not hold (or the portal cannot give a module); it was left out, and if the interaction requires it students will see it as unavailable. Include it in the package.',
    ru: 'Переносимому пользовательскому взаимодействию (модуль {module}) нужен {part}, которого нет в пакете (или портал не может его предоставить); он пропущен, и если взаимодействие его требует, учащиеся увидят его недоступным. Включите его в пакет.',
  },
  'item.pciStylesheet': {
    en: 'The portable custom interaction names the stylesheet {href}, which the portal does not apply to it: the interaction runs in its sandbox with the markup and modules only, so it may look plainer than its author made it. Check it in the staff preview.',
    ru: 'Переносимое пользовательское взаимодействие называет таблицу стилей {href}, которую портал к нему не применяет: взаимодействие работает в песочнице только с разметкой и модулями, поэтому может выглядеть проще, чем задумал автор. Проверьте его в предпросмотре.',
  },
  'item.pciConfigurationMissing': {
    en: 'The module configuration {href} of the portable custom interaction is not in the package; its modules were found without it. Include the file or remove the attribute.',
    ru: 'Файла конфигурации модулей {href} переносимого пользовательского взаимодействия нет в пакете; модули найдены без него. Включите файл или удалите атрибут.',
  },
  'item.pciConfigurationUnreadable': {
    en: 'The module configuration {href} of the portable custom interaction holds no readable "paths" object (JSON, as the PCI specification writes it); its modules were found without it. Correct the file.',
    ru: 'Файл конфигурации модулей {href} переносимого пользовательского взаимодействия не содержит читаемого объекта «paths» (JSON, как в спецификации PCI); модули найдены без него. Исправьте файл.',
  },
  'item.vendorCustomInteraction': {
    en: 'This customInteraction holds no IMS portable custom interaction (pci:portableCustomInteraction), so it can run only in the player of the tool that wrote it. Replace it with a portable custom interaction or a standard interaction.',
    ru: 'Этот customInteraction не содержит переносимого пользовательского взаимодействия IMS (pci:portableCustomInteraction), поэтому работает только в плеере создавшей его программы. Замените его переносимым пользовательским или стандартным взаимодействием.',
  },
  'item.missingAttribute': {
    en: 'The {element} has no {attribute} attribute, which the specification requires. Add it.',
    ru: 'У элемента {element} нет атрибута {attribute}, обязательного по спецификации. Добавьте его.',
  },
  'item.wrongBaseType': {
    en: 'The {interaction} needs a response of base type {expected}, but {response} is {baseType}. Change the declaration.',
    ru: 'Взаимодействию {interaction} нужен ответ с baseType {expected}, а {response} имеет {baseType}. Исправьте объявление.',
  },
  'item.coercedBaseType': {
    en: 'The {interaction} gives values of base type {expected}, but {response} is declared {baseType}; it is read as {expected}, the one reading it can have. Declare baseType="{expected}".',
    ru: 'Взаимодействие {interaction} даёт значения с baseType {expected}, а {response} объявлен как {baseType}; он прочитан как {expected} — единственное возможное прочтение. Укажите baseType="{expected}".',
  },
  'item.duplicateChoice': {
    en: 'The identifier {identifier} is used twice in this item. Give each choice, gap and declaration its own identifier.',
    ru: 'Идентификатор {identifier} используется в задании дважды. Дайте каждому варианту, пропуску и объявлению свой идентификатор.',
  },
  'item.unsupportedOperator': {
    en: "Response processing uses {name}, which is not supported here. Items may use the QTI response processing expressions and rules; the test-level expressions (testVariables, numberCorrect, outcomeMaximum and the other counters) belong in a test's outcome processing.",
    ru: 'В обработке ответа используется {name}, который здесь не поддерживается. В заданиях допустимы выражения и правила обработки ответа QTI; выражения уровня теста (testVariables, numberCorrect, outcomeMaximum и другие счётчики) относятся к обработке результатов теста.',
  },
  'item.customOperator': {
    en: 'Response processing uses customOperator "{class}", whose meaning only the tool that wrote it knows. Replace it with standard QTI expressions.',
    ru: 'В обработке ответа используется customOperator «{class}», смысл которого известен только создавшей его программе. Замените его стандартными выражениями QTI.',
  },
  'item.badPattern': {
    en: 'patternMatch has the pattern "{pattern}", which is not a regular expression the scorer can read ({reason}). Write it in the XML Schema regular expression syntax.',
    ru: 'patternMatch содержит шаблон «{pattern}», который не читается как регулярное выражение ({reason}). Запишите его в синтаксисе регулярных выражений XML Schema.',
  },
  'item.unsupportedTemplate': {
    en: 'The response processing template {template} is not supported. Use match_correct, map_response, map_response_point or a Common Cartridge template (CC2_match, CC2_match_basic, CC2_map_response), or write the rules in the item.',
    ru: 'Шаблон обработки ответа {template} не поддерживается. Используйте match_correct, map_response, map_response_point или шаблон Common Cartridge (CC2_match, CC2_match_basic, CC2_map_response) либо запишите правила в задании.',
  },
  'item.templateFailed': {
    en: 'Template processing cannot run: {detail}. Correct the template rules or declarations.',
    ru: 'Обработка шаблона не может выполниться: {detail}. Исправьте правила или объявления шаблона.',
  },
  'item.undeclaredVariable': {
    en: 'The {element} refers to {identifier}, which is not declared. Declare it or correct the identifier.',
    ru: 'Элемент {element} ссылается на {identifier}, который не объявлен. Объявите его или исправьте идентификатор.',
  },
  'item.missingMedia': {
    en: 'The file {href} is referenced but not in the zip. Add the file or correct the path.',
    ru: 'Файл {href} упоминается, но отсутствует в архиве. Добавьте файл или исправьте путь.',
  },
  'item.unsafeUrl': {
    en: 'The {attribute} "{value}" of {element} is not allowed and was removed. Use a file of the package.',
    ru: 'Атрибут {attribute} «{value}» элемента {element} недопустим и удалён. Используйте файл из пакета.',
  },
  'item.removedElement': {
    en: 'The element {name} is not allowed in content and was removed.',
    ru: 'Элемент {name} недопустим в содержимом и удалён.',
  },
  'item.missingStimulus': {
    en: 'The item refers to the stimulus {href}, which is not a stimulus of the package. Declare the stimulus in the manifest or correct the href.',
    ru: 'Задание ссылается на текст {href}, которого нет среди текстов пакета. Объявите его в манифесте или исправьте href.',
  },
  'test.itemRefMissing': {
    en: 'The item reference {identifier} points to {href}, which is not in the zip. Add the item or correct the href.',
    ru: 'Ссылка на задание {identifier} указывает на {href}, которого нет в архиве. Добавьте задание или исправьте href.',
  },
  'test.undeclaredItem': {
    en: 'The item reference {identifier} points to {href}, which the manifest does not declare as an item. Add an item resource for it.',
    ru: 'Ссылка на задание {identifier} указывает на {href}, который не объявлен в манифесте как задание. Добавьте для него ресурс задания.',
  },
  'test.withReplacementUnsupported': {
    en: 'The section {section} selects its items withReplacement, so one item could be delivered twice in an attempt, and the portal keeps one answer per item. Remove withReplacement="true".',
    ru: 'Раздел {section} выбирает задания с повторением (withReplacement): одно задание могло бы попасть в попытку дважды, а портал хранит один ответ на задание. Уберите withReplacement="true".',
  },
  'test.adaptiveNeedsLinear': {
    en: 'The section {section} is adaptive, but its test part {part} is nonlinear or submits its items together; the engine picks each item from the answers before it. Make the part linear with submissionMode="individual".',
    ru: 'Раздел {section} адаптивный, но часть теста {part} нелинейная или сдаёт задания вместе, а движок выбирает каждое задание по предыдущим ответам. Сделайте часть линейной с submissionMode="individual".',
  },
  'test.adaptiveFileMissing': {
    en: 'The adaptive section {section} refers to {href}, which is not in the zip or cannot be read; the defaults are used instead. Add the file or correct the href.',
    ru: 'Адаптивный раздел {section} ссылается на {href}, которого нет в архиве или который не читается; вместо него взяты значения по умолчанию. Добавьте файл или исправьте href.',
  },
  'test.adaptiveSettingsUnread': {
    en: "The settings file of the adaptive section {section} is not JSON, so the engine's defaults are used. Write the settings as a JSON object.",
    ru: 'Файл настроек адаптивного раздела {section} — не JSON, поэтому взяты настройки по умолчанию. Запишите настройки объектом JSON.',
  },
  'test.adaptiveSettingsIgnored': {
    en: "The settings file of the adaptive section {section} declares {keys}, which the portal's engine does not read; they are left out.",
    ru: 'Файл настроек адаптивного раздела {section} задаёт {keys}; движок портала их не читает, они опущены.',
  },
  'test.adaptiveSettingsInvalid': {
    en: 'The adaptive section {section} cannot be delivered with the settings of {href}: {detail}. Correct the setting.',
    ru: 'Адаптивный раздел {section} нельзя провести с настройками {href}: {detail}. Исправьте настройку.',
  },
  'test.adaptiveUsageUnread': {
    en: 'The usage data of the adaptive section {section} is not well-formed XML, so no item parameters are read from it. Correct the file.',
    ru: 'Данные об использовании для адаптивного раздела {section} — не корректный XML, параметры заданий из них не прочитаны. Исправьте файл.',
  },
  'test.adaptiveNoParameters': {
    en: 'The adaptive section {section} has no item with IRT parameters (irt-b at least) in its usage data {href}, so the engine cannot pick any. Give the items their parameters.',
    ru: 'В адаптивном разделе {section} нет ни одного задания с параметрами IRT (хотя бы irt-b) в данных об использовании {href}, и движку не из чего выбирать. Задайте заданиям параметры.',
  },
  'test.adaptiveItemsLeftOut': {
    en: 'In the adaptive section {section}, {count} items have no usable IRT parameters and are left out of its pool: {items}.',
    ru: 'В адаптивном разделе {section} у {count} заданий нет пригодных параметров IRT, они исключены из выбора: {items}.',
  },
  'test.adaptiveUnknownStrand': {
    en: 'The content targets of the adaptive section {section} name {strands}, which no item of its pool belongs to; those shares are never filled.',
    ru: 'Доли содержания адаптивного раздела {section} называют {strands}, но ни одно задание раздела к ним не относится; эти доли не будут заполнены.',
  },
  'test.selectionCapped': {
    en: 'The section {section} selects {select} items but holds only {count}; all {count} are delivered. Lower select or add items.',
    ru: 'Раздел {section} выбирает {select} заданий, но содержит только {count}; выдаются все {count}. Уменьшите select или добавьте задания.',
  },
  'test.branchTargetMissing': {
    en: 'The branch rule targets {target}, which is not an item, section or test part of the test. Correct the target.',
    ru: 'Правило ветвления указывает на {target}, которого нет среди заданий, разделов и частей теста. Исправьте цель.',
  },
  'test.duplicateIdentifier': {
    en: 'The identifier {identifier} is used twice in the test. Give each part, section and item reference its own identifier.',
    ru: 'Идентификатор {identifier} используется в тесте дважды. Дайте каждой части, разделу и ссылке на задание свой идентификатор.',
  },
  'test.unsupportedOperator': {
    en: "The test uses {name} in its outcome processing, a preCondition or a branch rule, where it is not allowed. Use the outcome rules (setOutcomeValue, lookupOutcomeValue, outcomeCondition, outcomeProcessingFragment, exitTest) with expressions that do not read an item's responses (not mapResponse, mapResponsePoint or correct).",
    ru: 'В тесте (в обработке результатов, preCondition или правиле ветвления) используется {name}, что здесь недопустимо. Используйте правила обработки результатов (setOutcomeValue, lookupOutcomeValue, outcomeCondition, outcomeProcessingFragment, exitTest) с выражениями, которые не читают ответы задания (не mapResponse, mapResponsePoint и correct).',
  },
  'test.customOperator': {
    en: 'The test uses customOperator "{class}", whose meaning only the tool that wrote it knows. Replace it with standard QTI expressions.',
    ru: 'В тесте используется customOperator «{class}», смысл которого известен только создавшей его программе. Замените его стандартными выражениями QTI.',
  },
  'test.badPattern': {
    en: 'patternMatch has the pattern "{pattern}", which is not a regular expression the scorer can read ({reason}). Write it in the XML Schema regular expression syntax.',
    ru: 'patternMatch содержит шаблон «{pattern}», который не читается как регулярное выражение ({reason}). Запишите его в синтаксисе регулярных выражений XML Schema.',
  },
  'test.noItems': {
    en: 'The test references no items. Add item references.',
    ru: 'Тест не ссылается ни на одно задание. Добавьте ссылки на задания.',
  },
};

export function renderMessage(code: string, params: Record<string, string | number>, lang: Lang): string {
  const template = CATALOGUE[code]?.[lang] ?? code;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The issue's text in the reader's language; unknown codes fall back to the stored English message. */
export function issueText(issue: PackageIssue, lang: 'en' | 'ru'): string {
  if (!CATALOGUE[issue.code]) return issue.message;
  return renderMessage(issue.code, issue.params ?? {}, lang);
}

export const MESSAGE_CODES = Object.keys(CATALOGUE);
