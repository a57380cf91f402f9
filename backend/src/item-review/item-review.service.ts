import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { CpStatus } from '@portal/shared';
import { correctResponseOf, scoreResponse } from '../delivery/items.public';
import { responseDefaults } from '../delivery/items.public';
import { sessionItem } from '../delivery/items.public';
import { TestContentService } from '../practice-tests/test-content.service';
import { stimuliOf } from '../delivery/items.public';
import type { CandidateResponse } from '../qti/types';
import { ItemDetail } from '../practice-tests/item-detail.entity';
import type { CpItemViewDto, ItemScoringDto } from './item-review.dto';
import { TestsService } from '../practice-tests/tests.service';

/** A cloned item is shown as one instance, the same every time a reviewer opens it. */
const REVIEW_SEED = 1;

/** One item of a package alone, for review: what the player shows, the key and the scoring. */
@Injectable()
export class ItemReviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly content: TestContentService,
    private readonly tests: TestsService,
  ) {}

  async item(cpId: number, itemId: number): Promise<ItemDetail> {
    // an importing package's items are still being written, a chunk at a time: none is shown yet
    const cp = await this.tests.packageOf(cpId);
    const item =
      cp && cp.statusId !== CpStatus.Importing
        ? await this.em.findOne(ItemDetail, { id: itemId, testDetail: { contentPackageId: cpId } }, { populate: ['strand'] })
        : null;
    if (!item) throw new NotFoundException('itemReview.itemNotFound');
    return item;
  }

  async view(cpId: number, itemId: number): Promise<CpItemViewDto> {
    const detail = await this.item(cpId, itemId);
    const testDetailId = detail.testDetail.id;
    const [content, siblings] = await Promise.all([
      this.content.get(testDetailId),
      this.em.find(ItemDetail, { testDetail: testDetailId }, { fields: ['id'], orderBy: { position: 'asc', id: 'asc' } }),
    ]);
    const item = content && sessionItem(content, REVIEW_SEED, detail.uin);
    if (!content || !item) throw new NotFoundException('itemReview.itemNotFound');
    const at = siblings.findIndex((s) => s.id === itemId);
    const { uin, title, body, stimulusRefs, stylesheets, lang } = item.delivery;
    const defaults = responseDefaults(item.scoring.responses);
    const correctResponse = correctResponseOf(item.scoring);
    return {
      itemId,
      cpId,
      testDetailId,
      uin,
      title,
      strandName: item.strandName,
      calculator: item.calculator,
      index: at + 1,
      total: siblings.length,
      previousItemId: siblings[at - 1]?.id ?? null,
      nextItemId: siblings[at + 1]?.id ?? null,
      item: { uin, title, body, stimulusRefs, stylesheets, ...(lang ? { lang } : {}), ...(defaults ? { responseDefaults: defaults } : {}) },
      stimuli: stimuliOf(content, item),
      correctResponse,
      scoring: this.scoring(item, correctResponse),
    };
  }

  private scoring(item: NonNullable<ReturnType<typeof sessionItem>>, correct: Record<string, string[]>): ItemScoringDto {
    const key: Record<string, CandidateResponse> = {};
    for (const d of item.scoring.responses)
      key[d.identifier] = d.cardinality === 'single' ? (correct[d.identifier]?.[0] ?? null) : (correct[d.identifier] ?? []);
    return {
      processing: item.scoring.processing.template ?? 'custom',
      maxScore: scoreResponse(item, key).maxScore,
      humanScored: item.scoring.humanScored,
      responses: item.scoring.responses.map((d) => ({
        responseIdentifier: d.identifier,
        correctResponse: correct[d.identifier] ?? [],
        mapping: d.mapping?.entries.map((e) => ({ mapKey: e.mapKey, mappedValue: e.mappedValue })) ?? [],
      })),
    };
  }
}
