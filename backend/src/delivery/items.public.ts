// Delivery's item handling other features may use without a session (item review, item statistics).
export { DeliveryItemContentDto, StimulusViewDto } from './dto/delivery-views.dto';
export { correctResponseOf, scoreResponse } from './item-scoring';
export { responseDefaults } from './response-defaults';
export { sessionItem } from './session-items';
export { stimuliOf } from './views';
