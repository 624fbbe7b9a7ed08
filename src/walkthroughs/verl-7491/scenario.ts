/**
 * The scenario builder's data: every field of AgentLoopOutput as a form value, and the
 * Python script the form writes. The script, not the form, is what runs.
 */
import type { FormValues } from '../types';

export type ExtraMode = 'default' | 'explicit-empty' | 'explicit-content';
export type AfterConstruction = 'nothing' | 'fill-in-place' | 'update-teacher' | 'reassign' | 'set-none';
export type TeacherFields = 'absent' | 'present' | 'none';

export interface ScenarioForm {
  readonly promptIds: string;
  readonly responseIds: string;
  readonly responseMask: string;
  /** Empty for "not passed". */
  readonly responseLogprobs: string;
  /** A Python literal (nested list) or empty. */
  readonly routedExperts: string;
  readonly rewardScore: string;
  readonly numTurns: string;
  /** Keyword arguments of AgentLoopMetrics(...), e.g. `num_preempted=0`; empty for defaults. */
  readonly metrics: string;
  readonly extraMode: ExtraMode;
  /** The dict literal passed when `extraMode` is `explicit-content`. */
  readonly extraContent: string;
  readonly after: AfterConstruction;
  /** Teacher fields put into extra_fields (by the constructor or after it). */
  readonly teacher: TeacherFields;
}

export const defaultForm = {
  promptIds: '101, 102',
  responseIds: '11, 12',
  responseMask: '1, 1',
  responseLogprobs: '',
  routedExperts: '',
  rewardScore: '',
  numTurns: '',
  metrics: '',
  extraMode: 'default',
  extraContent: '{"raw_prompt": [{"role": "user", "content": "hello"}]}',
  after: 'fill-in-place',
  teacher: 'absent',
} satisfies ScenarioForm;

const teacherLiteral = {
  present: '"teacher_ids": [201, 202], "teacher_logprobs": [-0.1, -0.2]',
  none: '"teacher_ids": None, "teacher_logprobs": None',
} as const;

function listArg(text: string): string {
  const t = text.trim();
  return t.startsWith('[') ? t : `[${t}]`;
}

/** The scenario script for a form, as a reviewer would write it by hand. */
export function scriptFor(values: FormValues): string {
  const form = values as unknown as ScenarioForm;
  const args: string[] = [`prompt_ids=${listArg(form.promptIds)}`, `response_ids=${listArg(form.responseIds)}`, `response_mask=${listArg(form.responseMask)}`];
  if (form.responseLogprobs.trim()) args.push(`response_logprobs=${listArg(form.responseLogprobs)}`);
  if (form.routedExperts.trim()) args.push(`routed_experts=${form.routedExperts.trim()}`);
  if (form.rewardScore.trim()) args.push(`reward_score=${form.rewardScore.trim()}`);
  if (form.numTurns.trim()) args.push(`num_turns=${form.numTurns.trim()}`);
  args.push(`metrics=AgentLoopMetrics(${form.metrics.trim()})`);
  const teacherInConstructor = form.teacher !== 'absent' && form.extraMode !== 'default' && form.after !== 'update-teacher';
  if (form.extraMode === 'explicit-empty')
    args.push(teacherInConstructor ? `extra_fields={${teacherLiteral[form.teacher as 'present' | 'none']}}` : 'extra_fields={}');
  if (form.extraMode === 'explicit-content') {
    const content = form.extraContent.trim() || '{}';
    args.push(`extra_fields=${teacherInConstructor ? `{**${content}, ${teacherLiteral[form.teacher as 'present' | 'none']}}` : content}`);
  }
  const lines = [`output = AgentLoopOutput(\n    ${args.join(',\n    ')},\n)`];
  const teacherLater = form.teacher !== 'absent' && !teacherInConstructor;
  switch (form.after) {
    case 'fill-in-place':
      lines.push('output.extra_fields["raw_prompt"] = [{"role": "user", "content": "hello"}]');
      break;
    case 'update-teacher':
      break;
    case 'reassign':
      lines.push('output.extra_fields = {"raw_prompt": "hello"}');
      break;
    case 'set-none':
      lines.push('output.extra_fields = None');
      break;
    default:
      break;
  }
  if (teacherLater || form.after === 'update-teacher') {
    const literal = teacherLiteral[form.teacher === 'none' ? 'none' : 'present'];
    lines.push(`output.extra_fields.update({${literal}})`);
  }
  lines.push('result = output.as_dict()');
  return `${lines.join('\n')}\n`;
}
