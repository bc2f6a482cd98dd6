/** A condition that cannot be parsed or evaluated; the message says where and why. */
export class ExpressionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExpressionError';
  }
}
