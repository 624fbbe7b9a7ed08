# Copy semantics around rollout state: dict copies, tensor clones, deepcopy, and mutation after snapshot.
import copy

import torch

state = {"ids": torch.tensor([1, 2, 3]), "meta": {"turn": 1}, "history": [torch.tensor([0.5])]}
shallow = dict(state)
shallow_copy = state.copy()
deep = copy.deepcopy(state)
state["ids"][0] = 100
state["meta"]["turn"] = 2
state["history"].append(torch.tensor([1.5]))
views = {
    "shallow_ids": shallow["ids"].tolist(),
    "copy_ids": shallow_copy["ids"].tolist(),
    "deep_ids": deep["ids"].tolist(),
    "shallow_turn": shallow["meta"]["turn"],
    "deep_turn": deep["meta"]["turn"],
    "shallow_hist": len(shallow["history"]),
    "deep_hist": len(deep["history"]),
}
same_tensor = shallow["ids"] is state["ids"]
deep_distinct = deep["ids"] is not state["ids"]
t = torch.arange(4)
c = copy.copy(t)
c_shares = c.data_ptr() == t.data_ptr()
d = copy.deepcopy(t)
d_shares = d.data_ptr() == t.data_ptr()
cl = t.clone()
cl[0] = -1
t_first = t[0].item()
