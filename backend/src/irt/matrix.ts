// The M-step's systems are 1×1 to 3×3: Gauss–Jordan elimination with partial pivoting is plenty.

/** The inverse of a small symmetric positive definite matrix, or null when it is singular. */
export function invert(matrix: readonly (readonly number[])[]): number[][] | null {
  const n = matrix.length;
  const work = matrix.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(work[row][col]) > Math.abs(work[pivot][col])) pivot = row;
    if (Math.abs(work[pivot][col]) < 1e-12) return null;
    [work[col], work[pivot]] = [work[pivot], work[col]];
    const scale = work[col][col];
    for (let j = 0; j < 2 * n; j++) work[col][j] /= scale;
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = work[row][col];
      for (let j = 0; j < 2 * n; j++) work[row][j] -= factor * work[col][j];
    }
  }
  return work.map((row) => row.slice(n));
}

export function multiply(matrix: readonly (readonly number[])[], vector: readonly number[]): number[] {
  return matrix.map((row) => row.reduce((sum, value, j) => sum + value * vector[j], 0));
}
