/** Small adaptive packages for specs, in QTI 2.2 (the CAT extension in `selection`) or 3.0 (`qti-adaptive-selection`). */
import type { QtiVersion } from '../types';
import type { ZipEntrySpec } from '../testing/build-zip';
import { choiceItem, manifest } from '../testing/qti-xml';
import { QTI_NAMESPACES } from '../xml/qti-names';

/** The namespace the CAT extension's 2.x elements are written in (any namespace is read). */
export const CAT_NS = 'http://www.imsglobal.org/xsd/imsqti_cat_v1p0';

export interface AdaptiveSpec {
  version: QtiVersion;
  /** item identifiers with their strand (written as the reference's category) */
  items: { id: string; strand?: string; a?: number; b?: number; c?: number }[];
  settings?: unknown;
  /** false: no usage-data file at all */
  usage?: boolean;
  select?: number;
  /** a linear section of plain items after the adaptive one */
  after?: string[];
  navigation?: 'linear' | 'nonlinear';
  /** parameters as one categorized statistic per item instead of ordinary ones */
  categorized?: boolean;
}

function usageData(spec: AdaptiveSpec): string {
  const v3 = spec.version === '3.0';
  const n = (name: string) => (v3 ? `qti-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}` : name);
  const stats = spec.items.flatMap((item) => {
    const given = (['a', 'b', 'c'] as const).filter((k) => item[k] !== undefined);
    if (!given.length) return [];
    const target = `<${n('targetObject')} identifier="${item.id}"/>`;
    if (spec.categorized) {
      const entries = given
        .map((k) => `<${n('mapEntry')} ${v3 ? 'map-key' : 'mapKey'}="irt-${k}" ${v3 ? 'mapped-value' : 'mappedValue'}="${item[k]}"/>`)
        .join('');
      return [
        `<${n('itemStatistic')} name="irt-3pl">${target}<${n('categorizedStatistic')}><${n('mapping')}>${entries}</${n('mapping')}></${n('categorizedStatistic')}></${n('itemStatistic')}>`,
      ];
    }
    return given.map(
      (k) =>
        `<${n('itemStatistic')} name="irt-${k}">${target}<${n('ordinaryStatistic')}><${n('value')}>${item[k]}</${n('value')}></${n('ordinaryStatistic')}></${n('itemStatistic')}>`,
    );
  });
  const ns = v3 ? 'http://www.imsglobal.org/xsd/imsqti_usagedata_v3p0' : 'http://www.imsglobal.org/xsd/imsqti_usagedata_v2p1';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${n('usageData')} xmlns="${ns}" glossary="glossary.xml">\n  ${stats.join('\n  ')}\n</${n('usageData')}>\n`;
}

export function adaptiveTest(spec: AdaptiveSpec): string {
  const v3 = spec.version === '3.0';
  const usage = spec.usage === false ? '' : 'cat/usage.xml';
  const refs = spec.items
    .map((i) =>
      v3
        ? `<qti-assessment-item-ref identifier="${i.id}" href="items/${i.id}.xml"${i.strand ? ` category="${i.strand}"` : ''}/>`
        : `<assessmentItemRef identifier="${i.id}" href="items/${i.id}.xml"${i.strand ? ` category="${i.strand}"` : ''}/>`,
    )
    .join('\n        ');
  const after = (spec.after ?? [])
    .map((id) =>
      v3 ? `<qti-assessment-item-ref identifier="${id}" href="items/${id}.xml"/>` : `<assessmentItemRef identifier="${id}" href="items/${id}.xml"/>`,
    )
    .join('\n        ');
  const select = spec.select ?? 1;
  const nav = spec.navigation ?? 'linear';
  if (v3) {
    return `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-test xmlns="${QTI_NAMESPACES['3.0']}" identifier="cat-test" title="Adaptive practice">
  <qti-test-part identifier="P1" navigation-mode="${nav}" submission-mode="individual">
    <qti-assessment-section identifier="CAT" title="Mathematics" visible="true">
      <qti-selection select="${select}"/>
      <qti-adaptive-selection>
        <qti-adaptive-engine-ref identifier="portal" href="https://engine.example.org/cat"/>
        ${spec.settings !== undefined ? '<qti-adaptive-settings-ref identifier="settings" href="cat/settings.json"/>' : ''}
        ${usage ? `<qti-usagedata-ref identifier="usage" href="${usage}"/>` : ''}
      </qti-adaptive-selection>
        ${refs}
    </qti-assessment-section>${after ? `\n    <qti-assessment-section identifier="AFTER" title="Essay" visible="true">\n        ${after}\n    </qti-assessment-section>` : ''}
  </qti-test-part>
</qti-assessment-test>
`;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<assessmentTest xmlns="${QTI_NAMESPACES['2.2']}" xmlns:cat="${CAT_NS}" identifier="cat-test" title="Adaptive practice">
  <testPart identifier="P1" navigationMode="${nav}" submissionMode="individual">
    <assessmentSection identifier="CAT" title="Mathematics" visible="true">
      <selection select="${select}">
        <cat:adaptiveItemSelection>
          <cat:adaptiveEngineRef identifier="portal" href="https://engine.example.org/cat"/>
          ${spec.settings !== undefined ? '<cat:adaptiveSettingsRef href="cat/settings.json"/>' : ''}
          ${usage ? `<cat:qtiUsagedataRef href="${usage}"/>` : ''}
        </cat:adaptiveItemSelection>
      </selection>
        ${refs}
    </assessmentSection>${after ? `\n    <assessmentSection identifier="AFTER" title="Essay" visible="true">\n        ${after}\n    </assessmentSection>` : ''}
  </testPart>
</assessmentTest>
`;
}

/** The whole zip: manifest, test, settings, usage data and one choice item (correct answer B) per identifier. */
export function adaptivePackage(spec: AdaptiveSpec): ZipEntrySpec[] {
  const ids = [...spec.items.map((i) => i.id), ...(spec.after ?? [])];
  const files = ['test.xml', ...(spec.settings !== undefined ? ['cat/settings.json'] : []), ...(spec.usage === false ? [] : ['cat/usage.xml'])];
  return [
    {
      name: 'imsmanifest.xml',
      data: manifest(spec.version, [
        { id: 'T', type: 'test', href: 'test.xml', files },
        ...ids.map((id) => ({ id: `R-${id}`, type: 'item' as const, href: `items/${id}.xml` })),
      ]),
    },
    { name: 'test.xml', data: adaptiveTest(spec) },
    ...(spec.settings !== undefined
      ? [{ name: 'cat/settings.json', data: typeof spec.settings === 'string' ? spec.settings : JSON.stringify(spec.settings) }]
      : []),
    ...(spec.usage === false ? [] : [{ name: 'cat/usage.xml', data: usageData(spec) }]),
    ...ids.map((id) => ({ name: `items/${id}.xml`, data: choiceItem(spec.version, id) })),
  ];
}
