import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { issueErrors, serverFieldErrors } from './form-errors';

describe('form errors', () => {
  const issues = [
    { path: ['firstName'], message: 'Required' },
    { path: ['firstName'], message: 'Too long' },
    { path: ['other'], message: 'Ignored' },
    { path: [], message: 'Whole form' },
  ];

  it('keeps the first message of each known field', () => {
    expect(issueErrors(issues, ['firstName', 'lastName'])).toEqual({ firstName: 'Required' });
  });

  it("maps the API's field names onto the form's", () => {
    const fields = { assignedGuardId: 'guard', notes: 'notes' } as const;
    const error = new ApiError('Guard not found', 400, 'INVALID_INPUT', {
      assignedGuardId: 'Guard not found',
      unknown: 'Ignored',
    });
    expect(serverFieldErrors(error, fields)).toEqual({ guard: 'Guard not found' });
  });

  it('has nothing to say about a failure without fields', () => {
    expect(serverFieldErrors(new Error('offline'), ['firstName'])).toEqual({});
  });
});
