def append_to(element, to=[]):
    to.append(element)
    return to


first = append_to(1)
second = append_to(2)
same = first is second


def append_safe(element, to=None):
    if to is None:
        to = []
    to.append(element)
    return to


safe1 = append_safe(1)
safe2 = append_safe(2)
