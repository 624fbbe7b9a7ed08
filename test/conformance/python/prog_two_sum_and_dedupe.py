def two_sum(nums, target):
    seen = {}
    for i, n in enumerate(nums):
        if target - n in seen:
            return [seen[target - n], i]
        seen[n] = i
    return None


a = two_sum([2, 7, 11, 15], 9)
b = two_sum([3, 2, 4], 6)
c = two_sum([1, 2], 7)
dedupe = list(dict.fromkeys([3, 1, 3, 2, 1]))
