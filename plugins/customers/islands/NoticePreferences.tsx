import type { FormEvent } from 'react';
import { Button } from '../../../web/ui/Button.tsx';
import { CheckboxField } from '../../../web/ui/form/fields.tsx';
import { useRecordEditor } from '../../../web/ui/form/useRecordEditor.ts';
import { showSuccess } from '../../../web/ui/index.ts';
import { NOTICES, NOTICES_SAVED, type NoticeChoices } from '../notices.ts';
import { noticePreferencesSchema } from '../notice-schema.ts';
import type { NoticePreferencesProps } from './props.ts';
export { noticePreferencesPropsSchema as props } from './props.ts';

/**
 * The signed-in customer user's notices on My Company: a checkbox per notice, saved on their
 * own (the company's form above is the company's, these are the user's).
 */
export default function NoticePreferences({ preferences }: NoticePreferencesProps) {
  const { id, email, version, ...choices } = preferences;
  const editor = useRecordEditor<NoticeChoices>({
    initial: choices,
    schema: noticePreferencesSchema,
    recordId: id,
    version,
    apiPath: '/api/customers/notice-preferences',
    entity: 'noticePreferences',
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await editor.submit()) showSuccess(NOTICES_SAVED);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="My Notices" className="flex flex-col gap-4">
      <fieldset className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <legend className="px-1 text-base font-semibold text-slate-900">My Notices</legend>
        <p className="mb-4 text-sm text-slate-600">
          {`The lab mails these to the company's report and billing e-mails and to whoever requested a pickup. Turn one off and it no longer reaches ${email}.`}
        </p>
        <ul className="flex flex-col gap-3">
          {NOTICES.map((notice) => (
            <li key={notice.key} className="flex flex-col gap-0.5">
              <CheckboxField label={notice.label} name={notice.key} checked={editor.values[notice.key]} onChange={editor.set(notice.key)} />
              <span className="pl-7 text-sm text-slate-600">{notice.hint}</span>
            </li>
          ))}
        </ul>
      </fieldset>
      <div>
        <Button type="submit" disabled={editor.busy}>
          Save Notices
        </Button>
      </div>
    </form>
  );
}
