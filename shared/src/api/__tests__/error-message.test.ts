import { describe, expect, it } from '@jest/globals';
import { AxiosError, type AxiosResponse } from 'axios';
import { getErrorMessage, getServerMessage, isNotFound, NETWORK_ERROR_MESSAGE } from '../error-message';

const httpError = (status: number, data: unknown) =>
  new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, { status, data } as AxiosResponse);

describe('getServerMessage', () => {
  it('prefers the top-level message', () => {
    expect(getServerMessage({ message: 'Email already registered', email: ['taken'] })).toBe(
      'Email already registered',
    );
  });

  it('falls back to error.message', () => {
    expect(getServerMessage({ error: { message: 'Bad token' } })).toBe('Bad token');
  });

  it('falls back to the first item of the first array-valued field', () => {
    expect(
      getServerMessage({ code: 'X', phone_number: ['The phone number needs to be 11 characters long', 'b'] }),
    ).toBe('The phone number needs to be 11 characters long');
  });

  it('gives nothing for bodies without a message', () => {
    expect(getServerMessage({ code: 'X' })).toBeUndefined();
    expect(getServerMessage('<html>Bad gateway</html>')).toBeUndefined();
    expect(getServerMessage(null)).toBeUndefined();
  });
});

describe('getErrorMessage', () => {
  it('derives the message from the response body', () => {
    expect(getErrorMessage(httpError(400, { message: 'Wrong email or password' }))).toBe('Wrong email or password');
  });

  it('uses the fallback when the body says nothing', () => {
    expect(getErrorMessage(httpError(500, {}), 'There is an error.')).toBe('There is an error.');
    expect(getErrorMessage(httpError(500, {}))).toBe('An unknown error occurred.');
  });

  it('names a network failure', () => {
    expect(getErrorMessage(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('uses an exception message, else the fallback', () => {
    expect(getErrorMessage(new Error('Boom'), 'There is an error.')).toBe('Boom');
    expect(getErrorMessage('weird', 'There is an error.')).toBe('There is an error.');
  });
});

describe('isNotFound', () => {
  it('reads 404, and 400 for an id that is no number, as a missing record', () => {
    expect(isNotFound(httpError(404, { message: 'Not found.' }))).toBe(true);
    expect(isNotFound(httpError(400, { message: 'Invalid id.' }))).toBe(true);
  });

  it('reads any other failure as an error', () => {
    expect(isNotFound(httpError(500, {}))).toBe(false);
    expect(isNotFound(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});
