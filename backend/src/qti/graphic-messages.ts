/** Import issues of the graphic interactions (hotspot, select point, position object, ...). */
export const GRAPHIC_MESSAGES: Record<string, Record<'en' | 'ru', string>> = {
  'item.missingObject': {
    en: 'The {interaction} has no image: add an object (or, in QTI 3.0, an img) with the package path of its picture.',
    ru: 'У взаимодействия {interaction} нет изображения: добавьте object (или, в QTI 3.0, img) с путём к картинке в пакете.',
  },
  'item.badShape': {
    en: 'The {element} {identifier} has the shape "{shape}" with coordinates "{coords}", which do not describe one. Use circle (x,y,r), rect (left,top,right,bottom), ellipse (x,y,rx,ry), poly (x1,y1,x2,y2,x3,y3,...) or default.',
    ru: 'У {element} {identifier} форма «{shape}» с координатами «{coords}», которые её не описывают. Используйте circle (x,y,r), rect (left,top,right,bottom), ellipse (x,y,rx,ry), poly (x1,y1,x2,y2,x3,y3,...) или default.',
  },
  'item.positionOutsideStage': {
    en: 'The positionObjectInteraction is not inside a positionObjectStage. Put it in a stage that holds the picture to place it on.',
    ru: 'Взаимодействие positionObjectInteraction находится вне positionObjectStage. Поместите его в сцену с изображением, на котором размещается объект.',
  },
  'item.wrongCardinality': {
    en: 'The {interaction} needs a response of cardinality {expected}, but {response} is {cardinality}. Change the declaration.',
    ru: 'Взаимодействию {interaction} нужен ответ с cardinality {expected}, а {response} имеет {cardinality}. Исправьте объявление.',
  },
};
