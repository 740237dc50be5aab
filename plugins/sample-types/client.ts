/**
 * What other plugins' browser code may use from sample types: the break schedule's rules, the
 * same the server lays a sample set out by.
 */
export { readSchedule, scheduleForQty, scheduleQty, testTypesOfSpecimens, type ScheduleGroup } from './break-schedule.ts';
export { BreakScheduleField, scheduleLines, type ScheduleLine } from './components/BreakScheduleField.tsx';
