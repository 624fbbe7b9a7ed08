# Index lists as torch converts them (indexing_tensor_from_data): a list of bools is a mask, any
# other list a long index (floats truncated, an empty list too, True counting 1 beside ints); a
# tuple inside a tuple key is such a list. They were IndexErrors torch does not raise.
import torch
results = {}
def t(name, f):
    try:
        v = f()
        results[name] = repr(v)
    except Exception as e:
        results[name] = (type(e).__name__, str(e).splitlines()[0] if str(e) else "")
x = torch.arange(12).view(3, 4)
t("bool_list", lambda: x[[True, False, True]])
t("bool_list_short", lambda: x[[True, False]])
t("bool_list_2d", lambda: x[[[True, False, True, False]] * 3])
t("bool_tensor_row", lambda: x[torch.tensor([True, False, True])])
t("bool_and_int", lambda: x[[True, False, True], 1])
t("int_list_and_slice", lambda: x[[0, 2], 1:3])
t("two_lists_bcast", lambda: x[[[0], [2]], [1, 3]])
t("neg_list", lambda: x[[-1, -3]])
t("list_of_tuple", lambda: x[[(0, 1)]])
t("tuple_in_tuple", lambda: x[(0, 1), ])
t("empty_list", lambda: x[[]])
t("empty_list_set", lambda: (lambda y: (y.__setitem__([], 5), y)[1])(x.clone()))
t("ellipsis_list", lambda: x[..., [0, 2]])
t("none_slice_list", lambda: x[None, :, [0]].shape)
t("adv_sep_none", lambda: x[[0, 1], None, [0, 1]].shape)
t("setitem_bool_list", lambda: (lambda y: (y.__setitem__([True, False, True], 0), y)[1])(x.clone()))
t("setitem_adv_dup", lambda: (lambda y: (y.__setitem__([0, 0], torch.tensor([[1, 1, 1, 1], [2, 2, 2, 2]])), y)[1])(x.clone()))
t("index_put_acc", lambda: x.clone().index_put_((torch.tensor([0, 0]),), torch.tensor(1), accumulate=True))
t("bool_0d", lambda: x[torch.tensor(True)].shape)
t("bool_py", lambda: x[False].shape)
t("uint8_mask", lambda: x[torch.tensor([1, 0, 1], dtype=torch.uint8)])
t("float_list", lambda: x[[1.7]])
t("float_list2", lambda: x[[1.7, 0]])
t("neg_float", lambda: x[[-0.5]])
t("bool_int_mix", lambda: x[[True, 1]])
t("nested_empty", lambda: x[[[]]])
t("set_float_list", lambda: (lambda y: (y.__setitem__([1.2], 0), y)[1])(x.clone()))
t("float_tensor_idx", lambda: x[torch.tensor([1.0])])
