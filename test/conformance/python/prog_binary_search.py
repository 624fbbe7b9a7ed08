def binary_search(items, target):
    lo, hi = 0, len(items) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] == target:
            return mid
        if items[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1


items = [1, 3, 5, 7, 9, 11]
found = [binary_search(items, t) for t in (1, 7, 11, 4, 0, 12)]
