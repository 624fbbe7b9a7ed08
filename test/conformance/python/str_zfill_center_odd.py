a = "abc".center(6)
b = "abc".center(8, "-")
c = "ab".center(5)
d = "+5".zfill(4)
