# tests/experimental/agent_loop/test_agent_loop_extra_fields_schema_on_cpu.py (PR #7491 additions)
# The factory and the three regression tests, as a scenario script: the models are
# already defined in the same namespace, so the import of them is not repeated here.


def _make_agent_loop_output() -> AgentLoopOutput:
    # Every test leaves extra_fields out, to reproduce the valid "default" construction path.
    return AgentLoopOutput(
        prompt_ids=[101, 102],
        response_ids=[11, 12],
        response_mask=[1, 1],
        metrics=AgentLoopMetrics(),
    )


def test_agent_loop_output_as_dict_handles_default_extra_fields():
    # Untouched default: the serialized output must still carry an empty dict.
    fields = _make_agent_loop_output().as_dict()

    assert fields["extra_fields"] == {}


def test_agent_loop_output_as_dict_preserves_mutated_default_extra_fields():
    # Fields added in place to the default dict after construction (lost by exclude_unset before the fix).
    output = _make_agent_loop_output()
    output.extra_fields["raw_prompt"] = [{"role": "user", "content": "hello"}]

    fields = output.as_dict()

    assert fields["extra_fields"] == {"raw_prompt": [{"role": "user", "content": "hello"}]}


def test_agent_loop_output_as_dict_promotes_teacher_fields_without_mutating_model():
    # Teacher metadata is promoted to top-level keys, and promoting it must not touch the model.
    output = _make_agent_loop_output()
    output.extra_fields.update(
        {
            "raw_prompt": [{"role": "user", "content": "hello"}],
            "teacher_ids": [201, 202],
            "teacher_logprobs": [-0.1, -0.2],
        }
    )

    fields = output.as_dict()

    assert fields["teacher_ids"] == [201, 202]
    assert fields["teacher_logprobs"] == [-0.1, -0.2]
    assert fields["extra_fields"] == {"raw_prompt": [{"role": "user", "content": "hello"}]}
    # Serialization is read-only: the model keeps its teacher fields.
    assert output.extra_fields["teacher_ids"] == [201, 202]
    assert output.extra_fields["teacher_logprobs"] == [-0.1, -0.2]

test_agent_loop_output_as_dict_preserves_mutated_default_extra_fields()
