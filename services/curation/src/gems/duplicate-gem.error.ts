/** The user already saved this canonical URL: answered 409 with the existing gem's id. */
export class DuplicateGemError extends Error {
  readonly code = 'duplicate';
  constructor(readonly gemId: number) {
    super('You already saved this link');
    this.name = 'DuplicateGemError';
  }
}
