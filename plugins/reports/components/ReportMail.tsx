/** The mail a report is sent with: the PDF is attached. */
export function ReportMail({
  labName,
  sampleNum,
  projectAddress,
  amended,
}: {
  labName: string;
  sampleNum: string;
  projectAddress: string;
  amended: boolean;
}) {
  return (
    <>
      <p>
        {amended ? 'An amended report' : 'The report'} for sample set {sampleNum}
        {projectAddress ? ` (${projectAddress})` : ''} is attached.
      </p>
      <p>Thank you for choosing {labName}.</p>
    </>
  );
}
