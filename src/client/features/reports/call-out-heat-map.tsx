import { WEEKDAYS_MONDAY_FIRST } from '../../../shared/report-math';
import type { CallOutsByHourReport } from '../../../shared/reports';
import { HOURS } from './report-tables';

/**
 * Call-outs by weekday and starting hour as a 7 x 24 grid: each cell shaded by its count against
 * the busiest one and showing the count itself, so that it reads without colour too.
 */
export function CallOutHeatMap({ report }: { report: CallOutsByHourReport }) {
  const busiest = Math.max(1, ...report.cells.flat());
  return (
    <div className="overflow-x-auto" data-testid="call-out-heat-map">
      <table className="w-full min-w-[31rem] table-fixed border-separate border-spacing-0.5 text-[11px]">
        <caption className="sr-only">Call-outs by weekday and starting hour (heat map)</caption>
        <thead>
          <tr>
            <th scope="col" className="w-10">
              <span className="sr-only">Weekday</span>
            </th>
            {HOURS.map((hour) => (
              <th key={hour} scope="col" className="font-normal text-muted-foreground">
                {hour}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.cells.map((counts, day) => (
            <tr key={day}>
              <th scope="row" className="pr-1 text-left font-medium">
                {WEEKDAYS_MONDAY_FIRST[day]}
              </th>
              {counts.map((count, hour) => {
                const share = count / busiest;
                return (
                  <td
                    key={hour}
                    className="h-7 rounded-sm text-center tabular-nums"
                    style={{
                      backgroundColor:
                        count === 0
                          ? '#f1f5f9'
                          : `rgba(37, 99, 235, ${String(0.15 + share * 0.85)})`,
                      color: share > 0.5 ? '#ffffff' : '#0f172a',
                    }}
                  >
                    {count === 0 ? '' : count}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
