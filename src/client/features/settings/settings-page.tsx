import { LoadError } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useCompanyRules } from './api';
import { AttendanceSettingsForm } from './attendance-settings-form';
import { CompanyRulesForm } from './company-rules-form';
import { OfficeProfileForm } from './office-profile-form';
import { TextCapsForm } from './text-caps-form';

function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading settings" className="flex flex-col gap-6">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-10 w-full sm:w-36" />
        </div>
      ))}
    </div>
  );
}

/**
 * /settings (admins, issues #32, #33, #39, #40): the company's rules, the attendance settings, the
 * office's name and phone, and the caps on texts.
 */
export function SettingsPage() {
  const rules = useCompanyRules();

  let body;
  let attendance;
  let office;
  let texts;
  if (rules.isPending) {
    body = <FormSkeleton />;
    attendance = <FormSkeleton />;
    office = <FormSkeleton />;
    texts = <FormSkeleton />;
  } else if (rules.isError) {
    body = (
      <LoadError
        title="Failed to load settings"
        message={rules.error.message}
        onRetry={() => void rules.refetch()}
      />
    );
    attendance = null;
    office = null;
    texts = null;
  } else {
    body = <CompanyRulesForm settings={rules.data} />;
    attendance = <AttendanceSettingsForm settings={rules.data} />;
    office = <OfficeProfileForm settings={rules.data} />;
    texts = <TextCapsForm settings={rules.data} />;
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Settings"
        description="The company's rules for who may take a shift, for attendance, the office's details and the caps on texts."
      />
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle id="company-rules-title">Hours and rest</CardTitle>
          <CardDescription>
            Hours are the shifts' lengths in the company's time zone, added up per guard.
          </CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
      {attendance ? (
        <Card className="max-w-2xl">
          <CardHeader>
            <CardTitle id="attendance-title">Attendance</CardTitle>
            <CardDescription>
              When a shift whose guard has not checked in is late, and when it is a no-show.
            </CardDescription>
          </CardHeader>
          <CardContent>{attendance}</CardContent>
        </Card>
      ) : null}
      {office ? (
        <Card className="max-w-2xl">
          <CardHeader>
            <CardTitle id="office-title">Office</CardTitle>
            <CardDescription>
              Who the texts come from, and how guards reach the office.
            </CardDescription>
          </CardHeader>
          <CardContent>{office}</CardContent>
        </Card>
      ) : null}
      {texts ? (
        <Card className="max-w-2xl">
          <CardHeader>
            <CardTitle id="texts-title">Texts</CardTitle>
            <CardDescription>
              Caps on the text messages CoverDesk sends: a text over a cap is held, not sent, and
              listed on Deliveries with the reason, where an admin may send it anyway.
            </CardDescription>
          </CardHeader>
          <CardContent>{texts}</CardContent>
        </Card>
      ) : null}
    </div>
  );
}
