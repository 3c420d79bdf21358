import type { SyntheticEvent } from 'react';
import { toast } from '../../lib/toast';
import type { CoverageRequest } from '../../../shared/coverage-requests';
import type { EditVersion } from '../../lib/edit-conflict';
import { serverFieldErrors } from '../../lib/form-errors';
import { withToasts } from '../../lib/mutation-toasts';
import { useCreateRequest, useUpdateRequest } from './api';
import {
  checkRequest,
  SERVER_FIELDS,
  type RequestErrors,
  type RequestField,
  type RequestFormValues,
} from './request-form-values';

interface SubmitOptions {
  request: CoverageRequest | null;
  values: RequestFormValues;
  /** The guard field holds text that is not a choice (only where the field is shown). */
  guardUnresolved: boolean;
  /** The element id of each field, to focus the first one with a problem. */
  ids: Record<RequestField, string>;
  setErrors: (errors: RequestErrors) => void;
  onDone: () => void;
  /** An edit's version and conflict (issue #20); unused when adding. */
  edit: EditVersion<CoverageRequest>;
}

/**
 * The form's submit: check what was typed (marking fields and saying what is wrong), then add or
 * save with the spec's toasts; the server's field messages land on their fields. An edit is based
 * on the version the dialog opened with; Overwrite saves the same values on the current one.
 */
export function useRequestSubmit(options: SubmitOptions) {
  const { request, values, guardUnresolved, ids, setErrors, onDone, edit } = options;
  const create = useCreateRequest();
  const update = useUpdateRequest();

  const save = (version: number) => {
    const result = checkRequest(values, guardUnresolved, new Date());
    if (!result.ok) {
      setErrors(result.errors);
      toast.error(result.message);
      const first = (Object.keys(ids) as RequestField[]).find((field) => result.errors[field]);
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    setErrors({});
    const failed = (failure: Error) => setErrors(serverFieldErrors(failure, SERVER_FIELDS));
    if (request) {
      update.mutate(
        { id: request.id, input: { ...result.input, version } },
        withToasts('Request updated successfully', 'Failed to update request', {
          done: onDone,
          failed,
          shown: edit.caught,
        }),
      );
    } else {
      create.mutate(
        result.input,
        withToasts('Coverage request added successfully', 'Failed to add coverage request', {
          done: onDone,
          failed,
        }),
      );
    }
  };

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    save(edit.version);
  };

  return {
    handleSubmit,
    overwrite: () => save(edit.overwrite()),
    pending: create.isPending || update.isPending,
  };
}
