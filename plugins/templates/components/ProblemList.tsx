import type { TemplateProblem } from '../engine/index.ts';
import { formatProblem } from '../engine/index.ts';

/** Problems one per line, as `portal template check` prints them. */
export function ProblemList({ problems }: { problems: readonly TemplateProblem[] }) {
  return (
    <ul className="list-disc pl-5 text-sm text-red-800" data-template-problems>
      {problems.map((problem) => (
        <li key={formatProblem(problem)}>{formatProblem(problem)}</li>
      ))}
    </ul>
  );
}
