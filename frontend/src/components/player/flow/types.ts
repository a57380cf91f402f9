import type { CheckResultDto, DeliveryItemViewDto, DeliveryStateDto, ReportItemDto, RouteEntryDto, ScoreReportDto } from '../../../api/types.gen';
import type { ResponseMap, StimulusView } from '../types';

/** The player's data, as the API's document describes it; named here for what the player does with it. */
export type ItemResponse = ResponseMap;
export type { StimulusView };
export type CheckResult = CheckResultDto;
export type ItemViewData = DeliveryItemViewDto;
export type RouteEntry = RouteEntryDto;
export type DeliveryState = DeliveryStateDto;
export type ReportItem = ReportItemDto;
export type ScoreReportData = ScoreReportDto;
