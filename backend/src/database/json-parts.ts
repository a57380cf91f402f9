/** Long arrays are written element by element, so no piece holds more than one element of a long list. */
export function* jsonPieces(value: unknown, longer: number): Generator<string> {
  if (!holdsLongList(value, longer)) {
    yield JSON.stringify(value) ?? 'null';
    return;
  }
  if (Array.isArray(value)) {
    yield '[';
    for (let i = 0; i < value.length; i++) {
      if (i) yield ',';
      yield* jsonPieces(value[i], longer);
    }
    yield ']';
    return;
  }
  let first = true;
  yield '{';
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    // skipped as JSON.stringify skips them
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    yield* jsonPieces(v, longer);
  }
  yield '}';
}

function holdsLongList(value: unknown, longer: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.length > longer || value.some((v) => holdsLongList(v, longer));
  return Object.values(value).some((v) => holdsLongList(v, longer));
}
