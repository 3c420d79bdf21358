import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

const TIPS = [
  'Pick a quick range or your own start and end dates. Leave both empty to include every date.',
  'Leave “Show All Locations” on to report on every post, or tick just the posts you need.',
  'The notes search finds requests whose notes contain your words, whatever their case.',
  'Search shows the newest 10 matches; the downloaded file holds every match, newest first.',
  'The CSV file opens in Excel, Numbers or Google Sheets. Times are 24-hour; open shifts have no guard.',
];

/** Short advice on using the export, beside the filters. */
export function ExportTips() {
  return (
    <Card aria-labelledby="export-tips-title">
      <CardHeader>
        <CardTitle id="export-tips-title" className="flex items-center gap-2 text-base">
          <Lightbulb aria-hidden="true" className="size-4 text-warning" />
          Tips
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-muted-foreground">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
