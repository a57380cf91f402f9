import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type FieldProblem, PortalValidationException } from '../common/validation';
import type { Lang } from '../i18n/i18n';
import type { BodyNode, InteractionNode } from '../qti/types';
import type { User } from '../users/user.entity';
import type { ItemMarksDto, SaveMarksDto } from './dto/item-marks.dto';
import { SessionStore } from './session-store.service';
import { saveMarks } from './answer.queries';
import type { ContentItem } from '../practice-tests/test-content.service';

export const NO_MARKS: ItemMarksDto = { eliminated: [], highlights: [] };

/** The choice interactions of a body, with their choices, wherever they sit in it. */
function choiceSets(nodes: BodyNode[], into = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    if ('interaction' in node) {
      const n = node as InteractionNode;
      if (n.interaction === 'choice') into.set(n.responseIdentifier, new Set((n.choices ?? []).map((c) => c.identifier)));
      continue;
    }
    choiceSets(node.children, into);
  }
  return into;
}

/** Each mark names a choice of the item's choice interactions, or text of the item or one of its passages. */
export function markProblems(item: ContentItem, marks: ItemMarksDto): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const choices = choiceSets(item.delivery.body);
  marks.eliminated.forEach((e, i) => {
    if (!choices.get(e.responseIdentifier)?.has(e.choiceIdentifier)) problems.push({ field: `marks.eliminated.${i}`, message: 'delivery.markNotInItem' });
  });
  const targets = new Set(['item', ...item.delivery.stimulusRefs]);
  marks.highlights.forEach((h, i) => {
    if (!targets.has(h.target)) problems.push({ field: `marks.highlights.${i}.target`, message: 'delivery.markNotInItem' });
    else if (h.end <= h.start) problems.push({ field: `marks.highlights.${i}.end`, message: 'delivery.markRange' });
  });
  return problems;
}

/** Strike-outs and highlights are kept with the session, like a flag, so a test resumed on another device shows them. */
@Injectable()
export class ItemMarksService {
  constructor(
    private readonly em: EntityManager,
    private readonly store: SessionStore,
  ) {}

  async save(dto: SaveMarksDto, user: User, lang: Lang): Promise<ItemMarksDto> {
    const loaded = await this.store.load(dto.sessionId, user, lang, { change: true });
    const { routeItem, item } = this.store.routeItem(loaded, dto.position);
    const problems = markProblems(item, dto.marks);
    if (problems.length) throw new PortalValidationException(problems);
    // only the fields the DTO names reach the database
    const marks: ItemMarksDto = {
      eliminated: dto.marks.eliminated.map(({ responseIdentifier, choiceIdentifier }) => ({ responseIdentifier, choiceIdentifier })),
      highlights: dto.marks.highlights.map(({ target, start, end }) => ({ target, start, end })),
    };
    await saveMarks(this.em, dto.sessionId, routeItem.uin, dto.position, JSON.stringify(marks));
    return marks;
  }
}
