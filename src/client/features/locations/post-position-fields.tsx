import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { RADIUS_METERS_MAX, RADIUS_METERS_MIN } from '../../../shared/geo-distance';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { currentPosition, hasGeolocation } from '../../lib/geolocation';
import { toast } from '../../lib/toast';

/** The post's position as typed: text, so a half-typed number stays as it is. */
export interface PositionText {
  latitude: string;
  longitude: string;
  radiusMeters: string;
}

export type PositionField = keyof PositionText;

/** Decimal places a coordinate is filled with: about a tenth of a metre. */
const COORDINATE_DECIMALS = 6;

/** The typed position as the API takes it: empty coordinates as null, numbers as numbers. */
export function positionInput(text: PositionText) {
  const number = (value: string) => (value.trim() === '' ? null : Number(value.trim()));
  const radius = number(text.radiusMeters);
  return {
    latitude: number(text.latitude),
    longitude: number(text.longitude),
    ...(radius === null ? {} : { radiusMeters: radius }),
  };
}

/**
 * Latitude, Longitude and Radius (m) of a post (issue #33), with 'Use my current location' for
 * the office standing at the post with a phone (where the browser can give a position).
 */
export function PostPositionFields({
  value,
  onChange,
  error,
}: {
  value: PositionText;
  onChange: (value: PositionText) => void;
  error: { field: PositionField; message: string } | null;
}) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: PositionField) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  const errorOf = (field: PositionField) => (error?.field === field ? error.message : undefined);

  const locate = async () => {
    setLocating(true);
    setProblem(null);
    try {
      const here = await currentPosition();
      onChange({
        ...value,
        latitude: here.latitude.toFixed(COORDINATE_DECIMALS),
        longitude: here.longitude.toFixed(COORDINATE_DECIMALS),
      });
      toast.success(
        `Position filled in (accurate to about ${String(Math.round(here.accuracy))} m)`,
      );
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      setProblem(message);
      toast.error(message);
    } finally {
      setLocating(false);
    }
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">Position at the post (for check-in)</legend>
      <div className="grid grid-cols-2 gap-3">
        <Field id="location-latitude" label="Latitude" error={errorOf('latitude')}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              placeholder="40.712800"
              value={value.latitude}
              onChange={set('latitude')}
            />
          )}
        </Field>
        <Field id="location-longitude" label="Longitude" error={errorOf('longitude')}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              placeholder="-74.006000"
              value={value.longitude}
              onChange={set('longitude')}
            />
          )}
        </Field>
      </div>
      <Field
        id="location-radius"
        label="Radius (m)"
        error={errorOf('radiusMeters')}
        hint={`On site within this distance, ${String(RADIUS_METERS_MIN)}–${String(RADIUS_METERS_MAX)} m.`}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            className="max-w-32"
            value={value.radiusMeters}
            onChange={set('radiusMeters')}
          />
        )}
      </Field>
      {hasGeolocation() ? (
        <div className="flex flex-col gap-2">
          <Button
            type="button"
            variant="outline"
            className="self-start"
            loading={locating}
            onClick={() => void locate()}
          >
            {locating ? null : <LocateFixed aria-hidden="true" />}
            Use my current location
          </Button>
          {problem ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
