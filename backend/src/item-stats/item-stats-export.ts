import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import type { MessageKey } from '../i18n/i18n';
import { type Lang, t } from '../i18n/i18n';
import type { ItemFiguresDto, ItemStatisticsDto } from './item-stats.dto';

type Cell = string | number | null;

/** The columns of the export: header key and value of each item, figures unrounded. */
const COLUMNS: [MessageKey, (i: ItemFiguresDto) => Cell][] = [
  ['itemStats.col.uin', (i) => i.uin],
  ['itemStats.col.responses', (i) => i.responses],
  ['itemStats.col.facility', (i) => i.facility],
  ['itemStats.col.discrimination', (i) => i.discrimination],
  ['itemStats.col.omitRate', (i) => i.omitRate],
  ['itemStats.col.model', (i) => i.irt?.model ?? null],
  ['itemStats.col.status', (i) => i.irt?.status ?? null],
  ['itemStats.col.a', (i) => i.irt?.a ?? null],
  ['itemStats.col.seA', (i) => i.irt?.se?.a ?? null],
  ['itemStats.col.b', (i) => i.irt?.b ?? null],
  ['itemStats.col.seB', (i) => i.irt?.se?.b ?? null],
  ['itemStats.col.c', (i) => i.irt?.c ?? null],
  ['itemStats.col.seC', (i) => i.irt?.se?.c ?? null],
  ['itemStats.col.fitChiSquare', (i) => i.irt?.fit?.chiSquare ?? null],
  ['itemStats.col.fitDf', (i) => i.irt?.fit?.df ?? null],
  ['itemStats.col.fitP', (i) => i.irt?.fit?.p ?? null],
  ['itemStats.col.irtResponses', (i) => i.irt?.responses ?? null],
  ['itemStats.col.reason', (i) => i.irt?.reason ?? null],
  ['itemStats.col.flags', (i) => i.flags.map((f) => f.reason).join('; ') || null],
];

/** A test version's item statistics in one mode as an .xlsx, one row per item. */
export function statisticsSpreadsheet(stats: ItemStatisticsDto, lang: Lang): Promise<Buffer> {
  const data = [
    COLUMNS.map(([key]) => ({ value: t(lang, key), fontWeight: 'bold' as const })),
    ...stats.items.map((item) => COLUMNS.map(([, value]) => value(item)).map((cell) => (cell === null ? null : { value: cell }))),
  ];
  return writeXlsxFile(data as SheetData, { sheet: t(lang, 'itemStats.sheet'), columns: COLUMNS.map(() => ({ width: 16 })), stickyRowsCount: 1 }).toBuffer();
}
