def total(*nums, start=0):
    return start + sum(nums)


a = total()
b = total(1, 2, 3)
c = total(start=10)
d = total(*range(5), start=1)
