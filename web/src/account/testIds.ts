/**
 * `data-testid` for slot props (htmlInput, input): object literals typed as input attributes do
 * not accept data-* keys, JSX attributes do.
 */
export const testIdProps = (testId: string): object => ({ 'data-testid': testId });
