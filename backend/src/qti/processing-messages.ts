/** Import issues of response and outcome processing that the scorer cannot honour faithfully. */
export const PROCESSING_MESSAGES: Record<string, Record<'en' | 'ru', string>> = {
  'item.readsDuration': {
    en: 'Response processing reads the built-in variable duration (the time spent on the item), which this portal does not measure per item. Remove the rule that reads it, or score without time.',
    ru: 'Обработка ответа читает встроенную переменную duration (время, проведённое над заданием), которое портал не измеряет по отдельным заданиям. Удалите правило, которое её читает, или оценивайте без учёта времени.',
  },
  'test.readsDuration': {
    en: 'The test reads {identifier}, a time spent (duration), which this portal does not measure. Remove the rule or condition that reads it.',
    ru: 'Тест читает {identifier} — затраченное время (duration), которое портал не измеряет. Удалите правило или условие, которое его читает.',
  },
};
