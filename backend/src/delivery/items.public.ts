// What other features may use of delivery's item handling without a session: scoring an answer
// against an item's key, an item's default response, and its content and passages as the player
// shows them (item review, item statistics). Everything else of delivery stays inside it.
export { DeliveryItemContentDto, StimulusViewDto } from './dto/delivery-views.dto';
export { correctResponseOf, scoreResponse } from './item-scoring';
export { responseDefaults } from './response-defaults';
export { sessionItem } from './session-items';
export { stimuliOf } from './views';
