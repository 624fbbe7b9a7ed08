/** The runner service: the engine, in workers, behind plain-data calls. */
export type { CheckResult, LabReport, TestClaim } from './protocol';
export { CHECK_DEADLINE_MS, checkSource, claimTest, RUN_DEADLINE_MS, runScenario } from './service';
