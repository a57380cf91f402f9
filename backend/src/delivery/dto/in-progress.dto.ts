/** A practice test the caller started and may still resume (the 13-day rule). */
export class InProgressTestDto {
  sessionId!: number;
  /** the test version the session runs on: launch it again (getTokenForData) to resume */
  testDetailId!: number;
  testName!: string;
  categoryId!: number;
  /** 1 Learn As You Go, 2 Practice Test */
  mode!: number;
  /** 1-based position of the question the student last opened */
  position!: number;
  /** items one attempt delivers (operationalTestLength) */
  totalItems!: number;
  /** questions with a saved answer */
  answered!: number;
  /** ISO 8601 */
  startedOn!: string;
  /** ISO 8601: the last saved answer, else the start */
  lastActivityOn!: string;
  /** ISO 8601: the session can be resumed until then (13 calendar days from its start) */
  expiresOn!: string;
}

export class InProgressResponseDto {
  /** most recently active first */
  data!: InProgressTestDto[];
}
