# Basic indexing: ints, negative ints, slices with steps, None and Ellipsis give views.
import torch

x = torch.arange(12).reshape(3, 4)
first_row = x[0]
last_row = x[-1]
element = x[1, 2]
element_item = x[1][2].item()
cols = x[:, 1:3]
stepped = x[::2, ::3]
tail = x[1:]
with_none = x[None].shape
ellipsis_last = x[..., -1]
ellipsis_none = x[..., None].shape
middle = x[1:2, None, 2].shape
empty_slice = x[5:]
empty_slice_shape = tuple(empty_slice.shape)
bool_true = x[True].shape
