a, b = 1, 2
a, b = b, a
nums = [1, 2, 3]
nums[0], nums[2] = nums[2], nums[0]
x = y = z = 0
x += 1
