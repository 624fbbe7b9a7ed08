import torch

results = {}
for name, routed in [
    ("tensor_input", torch.tensor([[1, 2], [3, 4]])),
    ("three_d", [[[1, 2], [3, 4]], [[5, 6], [7, 8]]]),
    ("floats", [[1.7, 2.2], [3.9, -1.5]]),
    ("bools", [[True, False]]),
    ("exact_length", [[1], [2], [3], [4]]),
    ("tuple_rows", ((1, 2), (3, 4))),
]:
    output = AgentLoopOutput(prompt_ids=[101, 102], response_ids=[11, 12], response_mask=[1, 1], routed_experts=routed,
                             metrics=AgentLoopMetrics(), extra_fields={})
    try:
        aligned = output.as_dict()["routed_experts"]
        results[name] = (aligned.tolist(), list(aligned.shape), str(aligned.dtype))
    except Exception as e:
        results[name] = (type(e).__name__, str(e))
