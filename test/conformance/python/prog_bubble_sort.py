def bubble_sort(items):
    items = list(items)
    n = len(items)
    swaps = 0
    for i in range(n):
        swapped = False
        for j in range(n - 1 - i):
            if items[j] > items[j + 1]:
                items[j], items[j + 1] = items[j + 1], items[j]
                swaps += 1
                swapped = True
        if not swapped:
            break
    return items, swaps


result, swaps = bubble_sort([5, 1, 4, 2, 8])
