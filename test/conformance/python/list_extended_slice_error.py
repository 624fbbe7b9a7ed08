nums = list(range(10))
nums[::2] = [1, 2]
