import { Fn } from '@portal/shared';
import type { LeanRoute } from '../auth/lean-routes';
import { onlyFields, positiveInt, tableQueryFields } from '../common/table-query.check';
import { TABLE_PAGING, TableQueryDto } from '../common/table-query.dto';
import { acceptWellFormed } from '../common/validation';
import { CpItemsQueryDto } from './content-packages.dto';
import type { ContentPackagesService } from './content-packages.service';
import { type ItemsHeader, itemsHeaderSql, PACKAGE_COUNT_COMPANION } from './cp-rows';

acceptWellFormed(CpItemsQueryDto, (body) => 'cpId' in body && onlyFields({ ...tableQueryFields(TABLE_PAGING), cpId: positiveInt(), testDetailId: positiveInt() })(body));

/**
 * getAllCp (ContentPackagesController.getAllCp) without the framework's pipeline; the kept count of
 * packages and their generation come with the session.
 */
export const leanGetAllCp = (packages: ContentPackagesService): LeanRoute => ({
  url: '/api/getAllCp',
  dto: TableQueryDto,
  fn: Fn.Imports,
  companion: () => ({ name: 'cp_count', select: PACKAGE_COUNT_COMPANION, params: [] }),
  handle: (body, auth, req) =>
    packages.page(body as TableQueryDto, req.lang, auth.companion ? { total: Number(auth.companion.total), generation: String(auth.companion.generation) } : undefined),
});

/** getCPItems (ContentPackagesController.getCPItems) without the framework's pipeline; the package and its test come with the session. */
export const leanGetCPItems = (packages: ContentPackagesService): LeanRoute => ({
  url: '/api/getCPItems',
  dto: CpItemsQueryDto,
  fn: Fn.Imports,
  companion: (body) => {
    const withTest = body.testDetailId !== undefined;
    return { name: withTest ? 'cp_items_test' : 'cp_items', select: itemsHeaderSql(withTest, '__c_'), params: withTest ? [body.testDetailId, body.cpId] : [body.cpId] };
  },
  handle: (body, auth) => packages.items(body as unknown as CpItemsQueryDto, (auth.companion as ItemsHeader | null | undefined) ?? null),
});
