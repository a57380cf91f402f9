import type { HeldTest, ItemModel, TestModel } from './types';
import type { ParsedItem } from './item';

/**
 * An item between reading and handing out: what the package checks need, and its model as JSON (a
 * fraction of the objects' size, and nothing for the collector to walk).
 */
export interface HeldItem {
  file: string;
  uin: string;
  media: string[];
  stimulusRefs: ParsedItem['stimulusRefs'];
  /** the item's stimuli by identifier, linked once all items are read */
  linked: string[];
  /** tests still to take it; its JSON is let go when none is left */
  uses: number;
  json: string;
}

/** Where one test places an item: the strand and calculator are the test's, not the item's. */
export interface HeldPlacement {
  item: HeldItem;
  strandName: string;
  calculator: ItemModel['calculator'];
}

export function hold({ model, stimulusRefs }: ParsedItem, uin: string): HeldItem {
  const { file, media } = model;
  if (uin !== model.uin) {
    model.uin = uin;
    model.delivery.uin = uin;
  }
  return { file, uin, media, stimulusRefs, linked: [], uses: 0, json: JSON.stringify(model) };
}

function release({ item, strandName, calculator }: HeldPlacement): ItemModel {
  const model = JSON.parse(item.json) as ItemModel;
  model.strandName = strandName;
  model.calculator = calculator;
  model.delivery.stimulusRefs = item.linked;
  if (--item.uses <= 0) item.json = '';
  return model;
}

/** A test whose items are built when taken, each once, in delivery order. */
export function heldTest(test: TestModel, placements: HeldPlacement[]): HeldTest {
  for (const p of placements) p.item.uses++;
  const left: (HeldPlacement | undefined)[] = [...placements];
  return {
    test,
    itemCount: placements.length,
    *takeItems() {
      for (let i = 0; i < left.length; i++) {
        const placement = left[i];
        if (!placement) continue;
        left[i] = undefined;
        yield release(placement);
      }
    },
  };
}
