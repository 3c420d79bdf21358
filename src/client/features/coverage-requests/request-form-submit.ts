import type { SyntheticEvent } from 'react';
import { toast } from '../../lib/toast';
import { useConfirmWarnings } from '../../components/confirm-warnings';
import type { CoverageRequest, CoverageValues } from '../../../shared/coverage-requests';
import type { EditVersion } from '../../lib/edit-conflict';
import { serverFieldErrors } from '../../lib/form-errors';
import { withToasts } from '../../lib/mutation-toasts';
import { useCreateRequest, useCreateSeries, useUpdateFollowing, useUpdateRequest } from './api';
import {
  checkRepeat,
  REPEAT_SERVER_FIELDS,
  type RepeatErrors,
  type RepeatValues,
} from './repeat-values';
import {
  checkRequest,
  SERVER_FIELDS,
  type RequestErrors,
  type RequestField,
  type RequestFormValues,
} from './request-form-values';
import type { SeriesScope } from './series-scope';

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
  /** Adding: the Repeat fields (issue #22), their messages and where to focus on a problem. */
  repeat: RepeatValues;
  setRepeatErrors: (errors: RepeatErrors) => void;
  repeatFocusId: string;
  /** Editing a request of a series: this shift only, or this and the following ones. */
  scope: SeriesScope;
}

const plural = (count: number, one: string, many: string) =>
  `${String(count)} ${count === 1 ? one : many}`;

/**
 * The form's submit: check what was typed (marking fields and saying what is wrong), then add or
 * save with the spec's toasts; the server's field messages land on their fields. An edit is based
 * on the version the dialog opened with; Overwrite saves the same values on the current one. A
 * repeating add saves its series; an edit of "this and following shifts" carries to them.
 */
export function useRequestSubmit(options: SubmitOptions) {
  const { request, values, guardUnresolved, ids, setErrors, onDone, edit } = options;
  const { repeat, setRepeatErrors, scope } = options;
  const create = useCreateRequest();
  const update = useUpdateRequest();
  const createSeries = useCreateSeries();
  const updateFollowing = useUpdateFollowing();

  const pendingAny =
    create.isPending || update.isPending || createSeries.isPending || updateFollowing.isPending;
  // A guard with warnings (overtime, unavailable…) is assigned once the office confirms (issue #32).
  const confirm = useConfirmWarnings({
    title: 'Assign despite these warnings?',
    confirmLabel: 'Assign anyway',
    pending: pendingAny,
  });

  const addSeries = (
    input: CoverageValues,
    failed: (error: Error) => void,
    confirmWarnings: boolean,
  ) => {
    const checked = checkRepeat(input, repeat, new Date());
    if (!checked.ok) {
      setRepeatErrors(checked.errors);
      toast.error(checked.message);
      document.getElementById(options.repeatFocusId)?.focus();
      return;
    }
    setRepeatErrors({});
    createSeries.mutate(
      { ...checked.input, confirmWarnings },
      {
        onSuccess: ({ created }) => {
          toast.success(`${plural(created, 'coverage request', 'coverage requests')} added`);
          onDone();
        },
        onError: (error) => {
          if (confirm.ask(error, () => addSeries(input, failed, true))) return;
          failed(error);
          setRepeatErrors(serverFieldErrors(error, REPEAT_SERVER_FIELDS));
          toast.error('Failed to add coverage requests', { description: error.message });
        },
      },
    );
  };

  const save = (version: number, confirmWarnings = false) => {
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
    const asked = (error: Error) =>
      edit.caught(error) || confirm.ask(error, () => save(version, true));
    if (request && scope === 'following') {
      updateFollowing.mutate(
        { id: request.id, input: { ...result.input, version, confirmWarnings } },
        {
          onSuccess: ({ count }) => {
            toast.success(`${plural(count, 'shift', 'shifts')} updated`);
            onDone();
          },
          onError: (error) => {
            if (asked(error)) return;
            failed(error);
            toast.error('Failed to update shifts', { description: error.message });
          },
        },
      );
    } else if (request) {
      update.mutate(
        { id: request.id, input: { ...result.input, version, confirmWarnings } },
        withToasts('Request updated successfully', 'Failed to update request', {
          done: onDone,
          failed,
          shown: asked,
        }),
      );
    } else if (repeat.on) {
      addSeries(result.input, failed, confirmWarnings);
    } else {
      create.mutate(
        { ...result.input, confirmWarnings },
        withToasts('Coverage request added successfully', 'Failed to add coverage request', {
          done: onDone,
          failed,
          shown: asked,
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
    pending: pendingAny,
    /** The question a guard's warnings ask before the save: render it once. */
    confirmDialog: confirm.dialog,
  };
}
