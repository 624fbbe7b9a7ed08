# A view shares its base's storage: writing through the view changes the base (and the reverse).
import torch

base = torch.zeros(2, 3)
flat = base.view(-1)
flat[0] = 5.0
row = base[1]
row.fill_(2.0)
base[0, 2] = 9.0
seen_from_view = flat.tolist()
same_storage = flat.data_ptr() == base.data_ptr()
row_offset = row.storage_offset()
is_view = row._base is base if hasattr(row, "_base") else None
