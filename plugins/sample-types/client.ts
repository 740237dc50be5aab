/**
 * What other plugins' browser code may use from sample types: the break schedule's rules, the
 * same the server lays a sample set out by.
 */
export {
  breakScheduleField,
  readSchedule,
  scheduleForQty,
  scheduleQty,
  testTypesOfSpecimens,
  SCHEDULE_LIMITS,
  SCHEDULE_MESSAGE,
  type ScheduleGroup,
} from './break-schedule.ts';
export { BreakScheduleField, scheduleLines, type ScheduleLine } from './components/BreakScheduleField.tsx';
