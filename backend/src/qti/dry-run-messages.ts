/** Import issues of the dry run (each item scored once, each test started once) and of outcome declarations. */
export const DRY_RUN_MESSAGES: Record<string, Record<'en' | 'ru', string>> = {
  'item.processingFailsUnanswered': {
    en: 'Response processing fails for an item left unanswered: {detail}. Correct the rule or declaration it names, so that no student meets this error.',
    ru: 'Обработка ответа завершается ошибкой, если на задание не ответили: {detail}. Исправьте названное правило или объявление, чтобы ни один студент не столкнулся с этой ошибкой.',
  },
  'item.processingFailsCorrect': {
    en: 'Response processing fails for the declared correct response: {detail}. Correct the rule or declaration it names, so that no student meets this error.',
    ru: 'Обработка ответа завершается ошибкой на объявленном правильном ответе: {detail}. Исправьте названное правило или объявление, чтобы ни один студент не столкнулся с этой ошибкой.',
  },
  'item.correctShort': {
    en: 'The declared correct response earns {score} of the item’s maximum of {maxScore}. The item is imported as written; if the correct response should earn full marks, check the response processing, the mapping or MAXSCORE.',
    ru: 'Объявленный правильный ответ получает {score} из максимума задания {maxScore}. Задание импортировано как написано; если правильный ответ должен получать полный балл, проверьте обработку ответа, отображение баллов (mapping) или MAXSCORE.',
  },
  'item.uncountedScore': {
    en: 'SCORE is declared with cardinality {cardinality} and base type {baseType}, which the portal cannot count as points: the item adds nothing to a score or its maximum and is shown as neither right nor wrong. Declare SCORE as a single float or integer to count it.',
    ru: 'SCORE объявлен с кратностью {cardinality} и базовым типом {baseType}, которые портал не может считать баллами: задание ничего не добавляет ни к баллу, ни к максимуму и не отмечается ни верным, ни неверным. Объявите SCORE как single float или integer, чтобы он учитывался.',
  },
  'outcome.emptyDefault': {
    en: 'The default value of {identifier} ({baseType}) is empty, which is no value: {identifier} starts as NULL. Write a value or remove the empty defaultValue.',
    ru: 'Значение по умолчанию {identifier} ({baseType}) пусто, то есть значения нет: {identifier} начинается с NULL. Укажите значение или удалите пустой defaultValue.',
  },
  'test.failsAfterAnswers': {
    en: 'The test fails once questions are answered: its outcome processing or a condition gives an error after an answer: {detail}. Correct the declaration or rule it names, so that no student meets this error.',
    ru: 'Тест завершается ошибкой после ответов на вопросы: обработка итогов или условие дают ошибку после ответа: {detail}. Исправьте названное объявление или правило, чтобы ни один студент не столкнулся с этой ошибкой.',
  },
  'test.cannotStart': {
    en: 'The test cannot start: its outcome processing or a condition fails with no answer given: {detail}. Correct the declaration or rule it names.',
    ru: 'Тест не может начаться: обработка итогов или условие завершается ошибкой, пока ответов нет: {detail}. Исправьте названное объявление или правило.',
  },
};
