import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { DeliveryItem, ScoringModel, StimulusModel, TestModel } from '../qti/types';
import { testContentRows } from './test-content.queries';

export interface ContentItem {
  uin: string;
  calculator: number;
  strandName: string;
  strandPosition: number;
  delivery: DeliveryItem;
  scoring: ScoringModel;
}

/** Everything of a test version the player needs; imported content never changes, so it is cached. */
export interface TestContent {
  testDetailId: number;
  testName: string;
  testAlias: string;
  operationalTestLength: number;
  structure: Pick<TestModel, 'parts' | 'outcomes' | 'outcomeProcessing'>;
  items: Map<string, ContentItem>;
  stimuli: Map<string, Pick<StimulusModel, 'identifier' | 'title' | 'body'>>;
}

const CACHE_SIZE = 64;

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

@Injectable()
export class TestContentService {
  private readonly cache = new Map<number, Promise<TestContent | null>>();

  constructor(private readonly em: EntityManager) {}

  /** The test version with its items and passages, or null when it does not exist. */
  /** `em` carries the caller's transaction, so a cache miss inside one does not wait for a second connection. */
  get(testDetailId: number, em: EntityManager = this.em): Promise<TestContent | null> {
    const hit = this.cache.get(testDetailId);
    if (hit) {
      // most recently used last, so the oldest entry is the first to go
      this.cache.delete(testDetailId);
      this.cache.set(testDetailId, hit);
      return hit;
    }
    const loading = this.load(testDetailId, em).then((content) => {
      if (!content) this.cache.delete(testDetailId);
      return content;
    });
    loading.catch(() => this.cache.delete(testDetailId));
    this.cache.set(testDetailId, loading);
    while (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as number);
    return loading;
  }

  private async load(testDetailId: number, em: EntityManager): Promise<TestContent | null> {
    const found = await testContentRows(em, testDetailId);
    if (!found) return null;
    const { test, items, stimuli } = found;
    return {
      testDetailId: test.id,
      testName: test.test_name,
      testAlias: test.test_alias,
      operationalTestLength: test.operational_test_length,
      structure: json<TestContent['structure']>(test.structure),
      items: new Map(
        items.map((r) => [
          r.uin,
          {
            uin: r.uin,
            calculator: r.calculator,
            strandName: r.strand_name,
            strandPosition: r.strand_position,
            delivery: json<DeliveryItem>(r.delivery),
            scoring: json<ScoringModel>(r.scoring),
          },
        ]),
      ),
      stimuli: new Map(stimuli.map((r) => [r.identifier, { identifier: r.identifier, title: r.title, body: json<StimulusModel['body']>(r.body) }])),
    };
  }
}
