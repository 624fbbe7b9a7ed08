# Counts from an int tensor: .item() gives an int. Dividing an int timing by int 0 says
# "division by zero", a float timing "float division by zero" (one stage each, so the set's
# order cannot decide which one fails first).
batch = DataProto({"prompt_length": torch.tensor([0, 0]), "response_length": torch.tensor([0, 0])})
counts = [torch.sum(batch.batch["prompt_length"]).item(), type(torch.sum(batch.batch["prompt_length"]).item()).__name__]
messages = []
for timing_raw in ({"gen": 2}, {"ref": 0.25}, {"step": 1.0}):
    try:
        messages.append(sorted(compute_timing_metrics(batch, timing_raw).items()))
    except ZeroDivisionError as exc:
        messages.append(str(exc))
