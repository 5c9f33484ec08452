import { describe, expect, it } from 'vitest';
import { messageForStatus, messageFromBody, messageFromQueryError } from '../src/api/errorMessage';

describe('messageFromBody', () => {
  it('takes the error field first', () => {
    expect(messageFromBody({ error: 'SQUAD_FULL', errors: ['FIELD_IS_REQUIRED'], message: 'x' })).toBe(
      'SQUAD_FULL',
    );
  });

  it('takes the first of errors when it is a string', () => {
    expect(messageFromBody({ errors: ['INVALID_CODE', 'CODE_USED'] })).toBe('INVALID_CODE');
  });

  it('takes the key of the first errors entry when it is an object', () => {
    expect(messageFromBody({ errors: [{ field: 'email', key: 'EMAIL_FORMAT' }, { key: 'NO_USER' }] })).toBe(
      'EMAIL_FORMAT',
    );
  });

  it('accepts errors as a single string', () => {
    expect(messageFromBody({ errors: 'NO_ITEMS_IN_CART' })).toBe('NO_ITEMS_IN_CART');
  });

  it('falls back to message', () => {
    expect(messageFromBody({ message: 'PREPARED_ORDER_NOT_FOUND' })).toBe('PREPARED_ORDER_NOT_FOUND');
    expect(messageFromBody({ error: '', errors: [], message: 'ACCESS_DENIED' })).toBe('ACCESS_DENIED');
  });

  it('removes a leading "Error: "', () => {
    expect(messageFromBody({ message: 'Error: ORDER_ITEM_NOT_FOUND' })).toBe('ORDER_ITEM_NOT_FOUND');
    expect(messageFromBody({ error: 'Error: Unauthorized' })).toBe('Unauthorized');
    // a key that merely starts with ERROR. stays as it is
    expect(messageFromBody({ error: 'ERROR.REGISTRATION_ALREADY_STARTED' })).toBe(
      'ERROR.REGISTRATION_ALREADY_STARTED',
    );
  });

  it('gives null when nothing readable is there', () => {
    expect(messageFromBody(null)).toBeNull();
    expect(messageFromBody('<html>Bad gateway</html>')).toBeNull();
    expect(messageFromBody({})).toBeNull();
    expect(messageFromBody({ errors: [{ field: 'x' }] })).toBeNull();
    expect(messageFromBody({ error: 'Error: ' })).toBeNull();
  });
});

describe('messageFromQueryError', () => {
  it('uses the body of an HTTP error', () => {
    expect(messageFromQueryError({ status: 409, data: { error: 'SQUAD_FULL' } })).toBe('SQUAD_FULL');
  });

  it('falls back to a key for the status when the body says nothing', () => {
    expect(messageFromQueryError({ status: 403, data: null })).toBe('ACCESS_DENIED');
    expect(messageFromQueryError({ status: 500, data: {} })).toBe('INTERNAL_ERROR');
    expect(
      messageFromQueryError({
        status: 'PARSING_ERROR',
        originalStatus: 502,
        data: '<html/>',
        error: 'SyntaxError',
      }),
    ).toBe('SERVICE_UNAVAILABLE');
  });

  it('reports an unreachable server', () => {
    expect(messageFromQueryError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'SERVICE_UNAVAILABLE',
    );
    expect(messageFromQueryError({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe(
      'SERVICE_UNAVAILABLE',
    );
  });

  it('passes custom errors through without the "Error: " prefix', () => {
    expect(messageFromQueryError({ status: 'CUSTOM_ERROR', error: 'Error: NO_USER' })).toBe('NO_USER');
  });
});

describe('messageForStatus', () => {
  it('maps the statuses the gateway uses', () => {
    expect(messageForStatus(401)).toBe('Unauthorized');
    expect(messageForStatus(404)).toBe('NOT_FOUND');
    expect(messageForStatus(413)).toBe('PAYLOAD_TOO_LARGE');
    expect(messageForStatus(429)).toBe('TOO_MANY_REQUESTS');
    expect(messageForStatus(503)).toBe('SERVICE_UNAVAILABLE');
    expect(messageForStatus(418)).toBe('INTERNAL_ERROR');
  });
});
