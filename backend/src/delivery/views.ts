import type { DeliveryItemViewDto, DeliveryStateDto, StimulusViewDto } from './dto/delivery-views.dto';
import { DeliveryMode } from './entities/test-session.entity';
import { answerRequired } from './answer-rules';
import { checkResultOf } from './item-scoring';
import { NO_MARKS } from './item-marks';
import { responseDefaults } from './response-defaults';
import { selfRatingsOf } from './self-ratings';
import type { LoadedSession } from './session-store.service';
import { sessionItem } from './session-items';
import { isAnswered } from './session-rows';
import type { ContentItem, TestContent } from '../practice-tests/test-content.service';

export function stimuliOf(content: TestContent, item: ContentItem): StimulusViewDto[] {
  return item.delivery.stimulusRefs.flatMap((id) => {
    const s = content.stimuli.get(id);
    return s ? [{ identifier: s.identifier, title: s.title, body: s.body }] : [];
  });
}

/** An item as the player may see it now: feedback and rubric only once the mode allows. */
export function itemView(loaded: LoadedSession, position: number): DeliveryItemViewDto {
  const { content, rows, route, session } = loaded;
  const ref = route.items[position];
  const item = sessionItem(content, session.seed, ref.uin)!;
  const row = rows.get(ref.uin);
  const { uin, title, body, stimulusRefs, stylesheets, lang } = item.delivery;
  const final = row?.final ?? false;
  // from the session's instance, so a default template processing set is the one shown
  const defaults = responseDefaults(item.scoring.responses);
  return {
    position,
    uin: ref.uin,
    calculator: item.calculator,
    readAloud: item.delivery.readAloud !== false,
    strandName: item.strandName,
    item: { uin, title, body, stimulusRefs, stylesheets, ...(lang ? { lang } : {}), ...(defaults ? { responseDefaults: defaults } : {}) },
    stimuli: stimuliOf(content, item),
    response: row?.response ?? {},
    flagged: row?.flagged ?? false,
    marks: row?.marks ?? NO_MARKS,
    final,
    answerRequired: answerRequired(content.structure, ref),
    ...(final && session.mode === DeliveryMode.LearnAsYouGo ? { check: checkResultOf(item, row?.response ?? null) } : {}),
  };
}

/** Where the student is; `position` past the route's end means a linear test was walked to the end. */
export function stateView(loaded: LoadedSession, position = loaded.session.currentPosition): DeliveryStateDto {
  const { content, rows, route, session } = loaded;
  const length = route.items.length;
  const at = Math.max(0, Math.min(position, length));
  const ref = route.items[Math.min(at, length - 1)];
  return {
    sessionId: session.id,
    testName: content.testName,
    mode: session.mode,
    preview: session.preview,
    status: session.status,
    startedOn: session.startedOn.toISOString(),
    expiresOn: session.expiresOn.toISOString(),
    navigationMode: ref?.navigationMode ?? content.structure.parts[0]?.navigationMode ?? 'nonlinear',
    totalItems: content.operationalTestLength,
    routeLength: length,
    complete: route.complete,
    position: at,
    items: route.items.map((r, i) => {
      const row = rows.get(r.uin);
      const item = content.items.get(r.uin);
      const unrated = item?.scoring.selfRated ? selfRatingsOf(item, row?.response ?? null).some((s) => s.points === null) : false;
      return { position: i, answered: isAnswered(row?.response), flagged: row?.flagged ?? false, final: row?.final ?? false, unrated };
    }),
    current: at < length ? itemView(loaded, at) : null,
  };
}
