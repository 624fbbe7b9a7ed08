import builtins
same = builtins.len is len
names = "print" in dir(builtins)
