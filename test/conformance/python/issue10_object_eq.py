o = object()
fresh = object() == object()
itself = o == o
not_equal = object() != object()
