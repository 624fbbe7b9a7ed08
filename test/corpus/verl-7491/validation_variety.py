from pydantic import ValidationError

cases = {
    "float_list_from_ints": dict(response_logprobs=[1, 2]),
    "bool_in_int_list": dict(prompt_ids=[True, 2]),
    "str_digits_in_int_list": dict(prompt_ids=["7", " 8 "]),
    "float_str_in_int_list": dict(prompt_ids=["7.0"]),
    "fraction_in_int_list": dict(prompt_ids=[7.5]),
    "nan_reward": dict(reward_score=float("nan")),
    "inf_reward": dict(reward_score=float("inf")),
    "bool_reward": dict(reward_score=False),
    "metrics_extra_key": dict(metrics={"tool_calls": 1, "unknown": 2}),
    "metrics_bad_type": dict(metrics={"num_preempted": 1.5}),
    "tuple_mask": dict(response_mask=(1, 0)),
    "set_ids": dict(response_ids={5}),
    "mm_kwargs_non_str_key": dict(mm_processor_kwargs={1: 2}),
    "multi_modal_list": dict(multi_modal_data=[]),
    "extra_tuple": dict(extra_fields=(("a", 1),)),
    "num_turns_bool": dict(num_turns=True),
    "num_turns_big_float": dict(num_turns=1e20),
}
results = {}
for name, override in cases.items():
    kwargs = dict(prompt_ids=[1], response_ids=[2], response_mask=[1], metrics=AgentLoopMetrics())
    kwargs.update(override)
    try:
        built = AgentLoopOutput(**kwargs)
        results[name] = ("ok", {k: getattr(built, k) for k in override})
    except ValidationError as e:
        lines = str(e).splitlines()
        results[name] = (lines[0], lines[1], lines[2].split(" [")[0].strip())
