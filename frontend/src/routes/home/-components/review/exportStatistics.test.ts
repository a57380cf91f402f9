import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExportItemStatisticsData } from '../../../../api/types.gen';
import { alerts } from '../../../../lib/alerts';
import { downloadBlob } from '../../../../lib/download';
import i18n from '../../../../i18n';
import { failCall, onCall } from '../../../../testing/api';
import { downloadItemStatistics } from './exportStatistics';

vi.mock('../../../../lib/alerts', () => ({ alerts: { error: vi.fn() } }));
vi.mock('../../../../lib/download', () => ({ downloadBlob: vi.fn() }));

describe('downloadItemStatistics', () => {
  afterEach(async () => {
    vi.clearAllMocks();
    await i18n.changeLanguage('en');
  });

  it('saves the spreadsheet of the version and mode', async () => {
    const calls = onCall<ExportItemStatisticsData, string>('get', '/api/exportItemStatistics/{testDetailId}/{mode}', 'xlsx');
    await downloadItemStatistics(7, 2);
    expect(calls.map((c) => c.path)).toEqual([{ testDetailId: '7', mode: '2' }]);
    expect(downloadBlob).toHaveBeenCalledWith(expect.anything(), 'item-statistics-7-practice.xlsx');
  });

  it('says it could not, in the reader’s language', async () => {
    await i18n.changeLanguage('ru');
    failCall('get', '/api/exportItemStatistics/{testDetailId}/{mode}');
    await downloadItemStatistics(7, 1);
    expect(downloadBlob).not.toHaveBeenCalled();
    expect(alerts.error).toHaveBeenCalledWith('Не удалось скачать статистику. Попробуйте ещё раз.', { action: 'item-stats' });
  });
});
