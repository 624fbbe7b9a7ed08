nums = [1, 2, 2, 3, 4, 4, 5]
for n in nums:
    if n % 2 == 0:
        nums.remove(n)
buggy = nums
nums2 = [1, 2, 2, 3, 4, 4, 5]
fixed = [n for n in nums2 if n % 2]
